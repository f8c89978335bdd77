// Byte routes of the mentor area, outside tRPC because they stream: video upload (multipart, 50 MB,
// MP4/MOV/AVI by content), photo upload (PNG/JPEG/WebP, 2 MB), and serving videos (HTTP ranges, so
// they seek) and photos. Roles are checked by calling the mentorProcedure-built `mentorArea.profile`.
import { randomBytes } from "node:crypto";
import { Transform, pipeline, type TransformCallback } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import type { Config } from "../../config.js";
import type { Context } from "../../trpc/context.js";
import { createCallerFactory } from "../../trpc/init.js";
import { errorBody } from "../../rest/adapter.js";
import { buffer as streamBuffer } from "node:stream/consumers";
import { storageFor, type StorageProvider } from "../../providers/storage/index.js";
import { videoDurationSeconds } from "./video-duration.js";
import { PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from "../../../shared/schemas/mentors.js";
import { mentorAreaRouter } from "./router.js";
import { MAX_VIDEOS_PER_MENTOR, NEEDS_PROFILE, toVideo } from "./service.js";

export const UPLOAD_TEXTS = {
  videoTooLarge: "The video is larger than the maximum size of 50MB",
  videoFormat: "Only MP4, MOV and AVI videos can be uploaded",
  photoTooLarge: "The photo is larger than the maximum size of 2MB",
  photoFormat: "Only PNG, JPEG and WebP images can be uploaded",
  noFile: "Choose a file to upload",
  notMultipart: "Send the file as multipart/form-data",
  tooManyVideos: `You can keep up to ${MAX_VIDEOS_PER_MENTOR} videos; delete one first`,
} as const;

class UploadError extends Error {
  constructor(readonly status: number, message: string, readonly code: string) {
    super(message);
  }
}

interface Detected {
  mimeType: string;
  format: string;
  ext: string;
}

/** MP4/MOV: an ISO-BMFF box at offset 4 ('ftyp', brand 'qt  ' = MOV; classic QuickTime atoms = MOV). AVI: RIFF....AVI. */
export function detectVideo(head: Buffer): Detected | null {
  if (head.length < 12) return null;
  const box = head.toString("latin1", 4, 8);
  if (box === "ftyp") {
    const brand = head.toString("latin1", 8, 12);
    return brand === "qt  " ? { mimeType: "video/quicktime", format: "MOV", ext: "mov" } : { mimeType: "video/mp4", format: "MP4", ext: "mp4" };
  }
  if (["moov", "mdat", "wide", "free", "skip", "pnot"].includes(box)) return { mimeType: "video/quicktime", format: "MOV", ext: "mov" };
  if (head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "AVI ") return { mimeType: "video/x-msvideo", format: "AVI", ext: "avi" };
  return null;
}

export function detectImage(head: Buffer): Detected | null {
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mimeType: "image/png", format: "PNG", ext: "png" };
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { mimeType: "image/jpeg", format: "JPEG", ext: "jpg" };
  if (head.length >= 12 && head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP") return { mimeType: "image/webp", format: "WEBP", ext: "webp" };
  return null;
}

/** Passes bytes through once the first 12 identify an allowed format; fails the stream otherwise. */
class Sniffer extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  detected: Detected | null = null;
  constructor(private readonly detect: (head: Buffer) => Detected | null, private readonly formatError: UploadError) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback) {
    if (this.detected) return cb(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < 12) return cb();
    const all = Buffer.concat(this.head);
    this.head = [];
    this.detected = this.detect(all);
    if (!this.detected) return cb(this.formatError);
    cb(null, all);
  }
  override _flush(cb: TransformCallback) {
    if (this.detected) return cb();
    const all = Buffer.concat(this.head);
    this.detected = all.length ? this.detect(all) : null;
    if (!this.detected) return cb(this.formatError);
    cb(null, all);
  }
}

const newKeyPart = () => randomBytes(12).toString("hex");

function cleanTitle(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const t = raw.replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim().slice(0, 200);
  return t || null;
}

/** Streams the single file of a multipart request into storage under a new key; nothing stays on failure. */
async function receive(req: FastifyRequest, storage: StorageProvider, opts: { maxBytes: number; keyPrefix: string; detect: (b: Buffer) => Detected | null; tooLarge: string; badFormat: string }) {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > opts.maxBytes + 64 * 1024) throw new UploadError(413, opts.tooLarge, "PAYLOAD_TOO_LARGE");
  if (!req.isMultipart()) throw new UploadError(415, UPLOAD_TEXTS.notMultipart, "UNSUPPORTED_MEDIA_TYPE");
  const part = await req.file({ limits: { fileSize: opts.maxBytes, files: 1, fields: 4, fieldSize: 1024, parts: 6 }, throwFileSizeLimit: false });
  if (!part) throw new UploadError(400, UPLOAD_TEXTS.noFile, "BAD_REQUEST");
  const sniffer = new Sniffer(opts.detect, new UploadError(415, opts.badFormat, "UNSUPPORTED_MEDIA_TYPE"));
  part.file.on("limit", () => sniffer.destroy(new UploadError(413, opts.tooLarge, "PAYLOAD_TOO_LARGE")));
  const body = pipeline(part.file, sniffer, () => undefined);
  const keyPart = newKeyPart();
  const key = `${opts.keyPrefix}/${keyPart}`;
  let size: number;
  try {
    ({ size } = await storage.put(key, body));
  } catch (error) {
    await storage.delete(key);
    part.file.resume(); // drain the rest of the request
    throw error;
  }
  if (part.file.truncated) {
    await storage.delete(key);
    throw new UploadError(413, opts.tooLarge, "PAYLOAD_TOO_LARGE");
  }
  if (size === 0) {
    await storage.delete(key);
    throw new UploadError(400, UPLOAD_TEXTS.noFile, "BAD_REQUEST");
  }
  const fieldTitle = (part.fields.title as { value?: unknown } | undefined)?.value;
  return { key, keyPart, size, detected: sniffer.detected!, filename: part.filename, fieldTitle };
}

function sendError(reply: FastifyReply, error: unknown, req: FastifyRequest) {
  if (error instanceof UploadError) return reply.code(error.status).header("connection", "close").send({ message: error.message, code: error.code });
  const fastifyErr = error as { statusCode?: number; message?: string; code?: string };
  if (fastifyErr?.statusCode && fastifyErr.statusCode >= 400 && fastifyErr.statusCode < 500) {
    return reply.code(fastifyErr.statusCode).header("connection", "close").send({ message: fastifyErr.message ?? "Invalid upload", code: "BAD_REQUEST" });
  }
  const { status, body } = errorBody(error);
  if (status >= 500) req.log.error({ err: error }, "upload failed");
  return reply.code(status).send(body);
}

type RangeResult = { start: number; end: number } | "unsatisfiable" | null;
/** One byte range from a Range header (multi-range requests get the whole body). */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a, b] = m;
  if (a === "" && b === "") return null;
  let start: number;
  let end: number;
  if (a === "") {
    const suffix = Number(b);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(a);
    end = b === "" ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

export interface MentorAreaRoutesOptions {
  config: Config;
  createContext: (o: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>;
}

export async function mentorAreaRoutes(app: FastifyInstance, opts: MentorAreaRoutesOptions) {
  const storage = storageFor(opts.config, app.log);
  if (!app.hasRequestDecorator("file")) await app.register(multipart);
  const createCaller = createCallerFactory(mentorAreaRouter);

  /** The signed-in mentor's profile id (401/403 through mentorProcedure; 412 without a profile). */
  async function mentorProfileId(req: FastifyRequest, reply: FastifyReply) {
    const ctx = await createContext(req, reply);
    const { profile } = await createCaller(ctx).profile();
    if (!profile) throw new UploadError(412, NEEDS_PROFILE, "PRECONDITION_FAILED");
    return { ctx, profile };
  }
  const createContext = (req: FastifyRequest, res: FastifyReply) => opts.createContext({ req, res });

  app.post("/api/mentor-area/videos", async (req, reply) => {
    try {
      const { ctx, profile } = await mentorProfileId(req, reply);
      const count = await ctx.db.mentorVideo.count({ where: { mentorId: profile.id } });
      if (count >= MAX_VIDEOS_PER_MENTOR) throw new UploadError(409, UPLOAD_TEXTS.tooManyVideos, "CONFLICT");
      const got = await receive(req, storage, { maxBytes: VIDEO_MAX_BYTES, keyPrefix: `videos/${profile.id}`, detect: detectVideo, tooLarge: UPLOAD_TEXTS.videoTooLarge, badFormat: UPLOAD_TEXTS.videoFormat });
      const title = cleanTitle(got.fieldTitle) ?? cleanTitle((req.query as Record<string, unknown>)?.title) ?? cleanTitle(got.filename?.replace(/\.[^.]*$/, "")) ?? "Untitled video";
      try {
        const durationSeconds = videoDurationSeconds(await streamBuffer(storage.read(got.key)), got.detected.mimeType);
        const row = await ctx.db.mentorVideo.create({
          data: { mentorId: profile.id, title, storageKey: got.key, mimeType: got.detected.mimeType, sizeBytes: got.size, durationSeconds },
          select: { id: true, title: true, mimeType: true, sizeBytes: true, durationSeconds: true, createdAt: true },
        });
        return reply.code(201).send(toVideo(row, profile.introVideoId));
      } catch (error) {
        await storage.delete(got.key);
        throw error;
      }
    } catch (error) {
      return sendError(reply, error, req);
    }
  });

  app.post("/api/mentor-area/photo", async (req, reply) => {
    try {
      const { ctx, profile } = await mentorProfileId(req, reply);
      const got = await receive(req, storage, { maxBytes: PHOTO_MAX_BYTES, keyPrefix: "photos", detect: detectImage, tooLarge: UPLOAD_TEXTS.photoTooLarge, badFormat: UPLOAD_TEXTS.photoFormat });
      const imageUrl = `/api/mentor-photos/${got.keyPart}.${got.detected.ext}`;
      try {
        await ctx.db.mentorProfile.update({ where: { id: profile.id }, data: { imageUrl } });
      } catch (error) {
        await storage.delete(got.key);
        throw error;
      }
      const old = profile.imageUrl?.match(/^\/api\/mentor-photos\/([a-f0-9]+)\.\w+$/)?.[1];
      if (old) await storage.delete(`photos/${old}`);
      return reply.code(200).send({ imageUrl });
    } catch (error) {
      return sendError(reply, error, req);
    }
  });

  const PHOTO_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };
  app.get<{ Params: { file: string } }>("/api/mentor-photos/:file", async (req, reply) => {
    const m = /^([a-f0-9]{24})\.(png|jpg|webp)$/.exec(req.params.file);
    const stored = m ? await storage.stat(`photos/${m[1]}`) : null;
    if (!m || !stored) return reply.code(404).send({ message: "Photo not found", code: "NOT_FOUND" });
    return reply
      .header("content-type", PHOTO_TYPES[m[2]!]!)
      .header("content-length", stored.size)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(storage.read(`photos/${m[1]}`));
  });

  // Intro videos of active mentors are public; other videos only to the mentor who owns them.
  app.route<{ Params: { id: string } }>({
    method: "GET",
    url: "/api/videos/:id",
    handler: async (req, reply) => {
      const id = req.params.id;
      const notFound = () => reply.code(404).send({ message: "Video not found", code: "NOT_FOUND" });
      if (!/^[a-z0-9]{1,64}$/i.test(id)) return notFound();
      const ctx = await createContext(req, reply);
      const video = await ctx.db.mentorVideo.findUnique({ where: { id }, select: { storageKey: true, mimeType: true, mentorId: true, introOf: { select: { isActive: true } } } });
      if (!video) return notFound();
      const isPublic = Boolean(video.introOf?.isActive);
      const isOwner = ctx.user?.mentorProfile?.id === video.mentorId;
      if (!isPublic && !isOwner) return notFound();
      const stored = await storage.stat(video.storageKey);
      if (!stored) return notFound();
      const size = stored.size;
      reply
        .header("accept-ranges", "bytes")
        .header("content-type", video.mimeType)
        .header("cache-control", isPublic ? "public, max-age=300" : "private, max-age=300")
        .header("x-content-type-options", "nosniff");
      const range = parseRange(req.headers.range, size);
      if (range === "unsatisfiable") return reply.code(416).header("content-range", `bytes */${size}`).send();
      if (range) {
        reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${size}`).header("content-length", range.end - range.start + 1);
        return reply.send(storage.read(video.storageKey, range));
      }
      reply.code(200).header("content-length", size);
      return reply.send(storage.read(video.storageKey));
    },
  });
}
