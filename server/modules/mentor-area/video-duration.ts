// A video's duration from its own header, so answers and lists can show it: MP4/MOV keep it in the
// movie header box (moov/mvhd: timescale and duration), AVI in the main AVI header (avih: microseconds
// per frame × total frames). Returns null when the header is missing or implausible.

/** Finds a box by walking the MP4/MOV box tree (only into container boxes on the way to mvhd). */
function mvhdDuration(buf: Buffer): number | null {
  const containers = new Set(["moov"]);
  const walk = (start: number, end: number): number | null => {
    let at = start;
    while (at + 8 <= end) {
      let size = buf.readUInt32BE(at);
      const type = buf.toString("latin1", at + 4, at + 8);
      let header = 8;
      if (size === 1 && at + 16 <= end) {
        size = Number(buf.readBigUInt64BE(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) return null;
      if (type === "mvhd") {
        const body = at + header;
        const version = buf.readUInt8(body);
        const timescale = version === 1 ? buf.readUInt32BE(body + 20) : buf.readUInt32BE(body + 12);
        const duration = version === 1 ? Number(buf.readBigUInt64BE(body + 24)) : buf.readUInt32BE(body + 16);
        return timescale > 0 ? duration / timescale : null;
      }
      if (containers.has(type)) {
        const found = walk(at + header, at + size);
        if (found !== null) return found;
      }
      at += size;
    }
    return null;
  };
  return walk(0, buf.length);
}

function avihDuration(buf: Buffer): number | null {
  const at = buf.indexOf("avih", 0, "latin1");
  if (at < 0 || at + 8 + 20 > buf.length) return null;
  const body = at + 8;
  const microSecPerFrame = buf.readUInt32LE(body);
  const totalFrames = buf.readUInt32LE(body + 16);
  return microSecPerFrame > 0 ? (microSecPerFrame * totalFrames) / 1_000_000 : null;
}

export function videoDurationSeconds(buf: Buffer, mimeType: string): number | null {
  try {
    const seconds = mimeType === "video/x-msvideo" ? avihDuration(buf) : mvhdDuration(buf);
    return seconds !== null && Number.isFinite(seconds) && seconds > 0 && seconds < 24 * 3600 ? Math.round(seconds * 10) / 10 : null;
  } catch {
    return null;
  }
}
