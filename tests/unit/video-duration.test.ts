import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { videoDurationSeconds } from "../../server/modules/mentor-area/video-duration.js";

describe("video duration from the file's header", () => {
  it("reads an MP4's movie header (the 1-second fixture)", () => {
    expect(videoDurationSeconds(readFileSync("tests/fixtures/tiny.mp4"), "video/mp4")).toBe(1);
  });

  it("reads an AVI's main header: microseconds per frame × frames", () => {
    const avih = Buffer.alloc(8 + 56);
    avih.write("avih", 0, "latin1");
    avih.writeUInt32LE(56, 4);
    avih.writeUInt32LE(40_000, 8); // 25 frames a second
    avih.writeUInt32LE(250, 8 + 16); // 250 frames
    const file = Buffer.concat([Buffer.from("RIFF\0\0\0\0AVI LIST\0\0\0\0hdrl", "latin1"), avih]);
    expect(videoDurationSeconds(file, "video/x-msvideo")).toBe(10);
  });

  it("answers null for a file without a readable header", () => {
    expect(videoDurationSeconds(Buffer.from("not a video at all"), "video/mp4")).toBeNull();
    expect(videoDurationSeconds(Buffer.alloc(0), "video/x-msvideo")).toBeNull();
  });
});
