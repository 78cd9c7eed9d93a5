import { describe, expect, it } from "vitest";
import {
  isYoutubeId,
  parseYoutubeId,
  youtubeEmbedUrl,
  youtubeThumbnailUrl,
  youtubeWatchUrl,
} from "./youtube";
import { itReturns } from "../../tests/support/unit/returns";

const ID = "dQw4w9WgXcQ";

describe("parseYoutubeId", () => {
  itReturns("%j -> %j", parseYoutubeId, [
    // Accepted forms
    [`https://www.youtube.com/watch?v=${ID}`, ID],
    [`https://youtube.com/watch?v=${ID}`, ID],
    [`http://www.youtube.com/watch?v=${ID}`, ID],
    [`https://m.youtube.com/watch?v=${ID}`, ID],
    [`https://www.youtube.com/watch?v=${ID}&t=30s`, ID],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123`, ID],
    [`  https://WWW.YOUTUBE.COM/watch?v=${ID}  `, ID],
    [`https://www.youtube.com/embed/${ID}`, ID],
    [`https://www.youtube.com/embed/${ID}?start=10`, ID],
    [`https://www.youtube-nocookie.com/embed/${ID}`, ID],
    [`https://youtube-nocookie.com/embed/${ID}?rel=0`, ID],
    [`https://youtu.be/${ID}`, ID],
    [`https://youtu.be/${ID}?si=AbCdEf123`, ID],
    [`https://youtu.be/${ID}?t=42`, ID],
    [`https://www.youtube.com/shorts/${ID}`, ID],
    [`https://youtube.com/shorts/${ID}?feature=share`, ID],
    [`https://www.youtube.com/live/${ID}`, ID],
    [`https://www.youtube.com/v/${ID}`, ID],
    [`https://www.youtube.com/watch?v=a_b-C1d2E3f`, "a_b-C1d2E3f"],
    // Lookalike and foreign hosts
    [`https://youtube.com.evil.example/watch?v=${ID}`, null],
    [`https://evilyoutube.com/watch?v=${ID}`, null],
    [`https://youtu.be.evil.example/${ID}`, null],
    [`https://www.youtube.com@evil.example/watch?v=${ID}`, null],
    [`https://user:pass@www.youtube.com/watch?v=${ID}`, null],
    [`https://www.youtube.com:8443/watch?v=${ID}`, null],
    [`https://music.youtube.com/watch?v=${ID}`, null],
    [`https://vimeo.com/${ID}`, null],
    [`https://www.youtube-nocookie.com/watch?v=${ID}`, null],
    // Wrong ids and paths
    ["https://www.youtube.com/watch?v=dQw4w9WgXc", null],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQQ", null],
    ["https://www.youtube.com/watch?v=dQw4w9WgX!Q", null],
    ["https://youtu.be/dQw4w9WgX%20Q", null],
    ["https://www.youtube.com/watch", null],
    ["https://www.youtube.com/", null],
    [`https://www.youtube.com/channel/${ID}`, null],
    [`https://www.youtube.com/embed/${ID}/extra`, null],
    [`https://youtu.be/${ID}/extra`, null],
    // Other schemes and non-URLs
    [`javascript:alert('https://youtu.be/${ID}')`, null],
    [`ftp://youtube.com/watch?v=${ID}`, null],
    [`youtube.com/watch?v=${ID}`, null],
    [ID, null],
    ["not a url", null],
    ["", null],
  ]);

  it("handles null and undefined", () => {
    expect(parseYoutubeId(null)).toBeNull();
    expect(parseYoutubeId(undefined)).toBeNull();
  });
});

describe("YouTube URLs from an id", () => {
  it.each<[string, boolean]>([
    [ID, true],
    ["a_b-C1d2E3f", true],
    ["short", false],
    ["dQw4w9WgX/Q", false],
    ['dQw4w9"gXcQ', false],
  ])("%j valid=%j", (id, valid) => {
    expect(isYoutubeId(id)).toBe(valid);
    expect(youtubeThumbnailUrl(id)).toBe(
      valid ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null,
    );
    expect(youtubeEmbedUrl(id)).toBe(valid ? `https://www.youtube-nocookie.com/embed/${id}` : null);
    expect(youtubeWatchUrl(id)).toBe(valid ? `https://www.youtube.com/watch?v=${id}` : null);
  });

  it("offers other thumbnail sizes", () => {
    expect(youtubeThumbnailUrl(ID, "maxresdefault")).toBe(
      `https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`,
    );
  });
});
