import { describe, expect, it } from "vitest";
import { isInAppBrowser } from "./in-app-browser-banner";

const IPHONE_INSTAGRAM =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.0.40.92 (iPhone14,5; iOS 17_5; pt_BR; pt; scale=3.00; 1170x2532; 602345213)";
const ANDROID_FACEBOOK =
  "Mozilla/5.0 (Linux; Android 14; SM-S911B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.179 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/463.0.0.36.102;]";
const ANDROID_TIKTOK =
  "Mozilla/5.0 (Linux; Android 13; moto g(60)) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 trill_330504 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/33.5.4 ByteLocale/pt-BR";
const CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const FACEBOOK_CRAWLER =
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php) FBAV/1";
const HEADLESS_INSTAGRAM = `${IPHONE_INSTAGRAM} HeadlessChrome/126.0.0.0`;

const plain = { webdriver: false, standalone: false };

describe("isInAppBrowser", () => {
  it.each<[string, string, { webdriver: boolean; standalone: boolean }, boolean]>([
    ["Instagram on iPhone", IPHONE_INSTAGRAM, plain, true],
    ["Facebook on Android", ANDROID_FACEBOOK, plain, true],
    ["TikTok on Android", ANDROID_TIKTOK, plain, true],
    ["a regular browser", CHROME, plain, false],
    ["a bot", FACEBOOK_CRAWLER, plain, false],
    ["a headless browser", HEADLESS_INSTAGRAM, plain, false],
    ["an automated browser", IPHONE_INSTAGRAM, { webdriver: true, standalone: false }, false],
    ["the installed app", IPHONE_INSTAGRAM, { webdriver: false, standalone: true }, false],
  ])("%s -> %s", async (_, userAgent, env, expected) => {
    expect(await isInAppBrowser(userAgent, env)).toBe(expected);
  });
});
