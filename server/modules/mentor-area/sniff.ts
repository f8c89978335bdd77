// What an uploaded file really is, from its first bytes: `file-type` names the format, and a structure
// check confirms the container is what it claims (a text file with a box-like prefix is not a video):
//  - MP4/MOV: ISO-BMFF, an `ftyp` box first, then well-formed boxes as far as the head reaches;
//  - AVI: a RIFF file of form `AVI ` whose first chunk is the `LIST hdrl` header list;
//  - PNG: the signature then the IHDR chunk; JPEG: SOI then a marker; WebP: RIFF `WEBP` with a VP8 chunk.
import { fileTypeFromBuffer } from "file-type";

export interface Detected {
  mimeType: string;
  format: string;
  ext: string;
}

/** Bytes of the file's head the sniffers read (file-type needs up to about 4 kB). */
export const SNIFF_BYTES = 4100;

const printable4 = (b: Buffer, at: number) => at + 4 <= b.length && [...b.subarray(at, at + 4)].every((c) => c >= 0x20 && c <= 0x7e);
/** Boxes that may follow `ftyp` at the top level of an MP4/MOV file (ISO/IEC 14496-12, QuickTime). */
const TOP_LEVEL_BOXES = new Set(["ftyp", "moov", "mdat", "free", "skip", "wide", "uuid", "meta", "moof", "mfra", "styp", "sidx", "ssix", "prft", "pdin", "emsg", "pnot", "junk"]);

/** Walks ISO-BMFF boxes across the head: ftyp first, then known top-level boxes with sane sizes. */
export function isIsoBmff(head: Buffer, totalSize?: number): boolean {
  if (head.length < 16 || head.toString("latin1", 4, 8) !== "ftyp") return false;
  let at = 0;
  let boxes = 0;
  while (at + 8 <= head.length) {
    let size = head.readUInt32BE(at);
    if (!printable4(head, at + 4) || !TOP_LEVEL_BOXES.has(head.toString("latin1", at + 4, at + 8))) return false;
    if (size === 1) {
      if (at + 16 > head.length) break;
      const big = head.readBigUInt64BE(at + 8);
      if (big > BigInt(Number.MAX_SAFE_INTEGER)) return false;
      size = Number(big);
      if (size < 16) return false;
    } else if (size === 0) {
      return true; // the last box runs to the end of the file
    } else if (size < 8) return false;
    if (boxes === 0 && (size < 16 || size > 4096)) return false; // ftyp: brands, not a payload
    if (totalSize !== undefined && at + size > totalSize) return false;
    boxes += 1;
    at += size;
  }
  return boxes >= 1;
}

export function isAvi(head: Buffer): boolean {
  return head.length >= 24 && head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "AVI " && head.toString("latin1", 12, 16) === "LIST" && head.toString("latin1", 20, 24) === "hdrl";
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export function isPng(head: Buffer): boolean {
  return head.length >= 33 && head.subarray(0, 8).equals(PNG_SIGNATURE) && head.readUInt32BE(8) === 13 && head.toString("latin1", 12, 16) === "IHDR";
}
export function isJpeg(head: Buffer): boolean {
  return head.length >= 4 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff && head[3]! >= 0xc0;
}
export function isWebp(head: Buffer): boolean {
  return head.length >= 16 && head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP" && /^VP8[ LX]$/.test(head.toString("latin1", 12, 16));
}

export async function detectVideo(head: Buffer): Promise<Detected | null> {
  const type = await fileTypeFromBuffer(head);
  if (!type) return null;
  if ((type.ext === "mp4" || type.ext === "m4v") && isIsoBmff(head)) return { mimeType: "video/mp4", format: "MP4", ext: "mp4" };
  if (type.ext === "mov" && isIsoBmff(head)) return { mimeType: "video/quicktime", format: "MOV", ext: "mov" };
  if (type.ext === "avi" && isAvi(head)) return { mimeType: "video/x-msvideo", format: "AVI", ext: "avi" };
  return null;
}

export async function detectImage(head: Buffer): Promise<Detected | null> {
  const type = await fileTypeFromBuffer(head);
  if (!type) return null;
  if (type.ext === "png" && isPng(head)) return { mimeType: "image/png", format: "PNG", ext: "png" };
  if (type.ext === "jpg" && isJpeg(head)) return { mimeType: "image/jpeg", format: "JPEG", ext: "jpg" };
  if (type.ext === "webp" && isWebp(head)) return { mimeType: "image/webp", format: "WEBP", ext: "webp" };
  return null;
}
