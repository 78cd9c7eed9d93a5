import { beforeEach, describe, expect, it, vi } from "vitest";
import { clearVideoThumbnails, videoThumbnail, type Thumbnail } from "./video-thumbnails.server";

const picture: Thumbnail = { bytes: new Uint8Array([0xff, 0xd8, 0xff]), type: "image/jpeg" };

describe("videoThumbnail", () => {
  beforeEach(() => clearVideoThumbnails());

  it("fetches a thumbnail once, however many visitors ask at the same time", async () => {
    const fetchThumbnail = vi.fn(async () => picture);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => videoThumbnail("dQw4w9WgXcQ", fetchThumbnail)),
    );
    expect(answers.every((a) => a === picture)).toBe(true);
    expect(await videoThumbnail("dQw4w9WgXcQ", fetchThumbnail)).toBe(picture);
    expect(fetchThumbnail).toHaveBeenCalledTimes(1);
  });

  it("remembers a failure instead of asking the host on every page view", async () => {
    const fetchThumbnail = vi.fn(async () => null);
    expect(await videoThumbnail("q3Xz8LmP0aK", fetchThumbnail)).toBeNull();
    expect(await videoThumbnail("q3Xz8LmP0aK", fetchThumbnail)).toBeNull();
    expect(fetchThumbnail).toHaveBeenCalledTimes(1);
  });
});
