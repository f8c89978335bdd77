// Byte routes of the mentor area, outside tRPC because they stream: video upload (multipart, 50 MB,
// MP4/MOV/AVI by parsed content, see sniff.ts), photo upload (PNG/JPEG/WebP, 2 MB), and serving videos (HTTP ranges, so
// they seek) and photos. Roles are checked by calling the mentorProcedure-built `mentorArea.profile`.
import { randomBytes } from "node:crypto";
import { Readable, Transform, pipeline, type TransformCallback } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import type { Config } from "../../config.js";
import type { Context } from "../../trpc/context.js";
import { createCallerFactory } from "../../trpc/init.js";
import { errorBody } from "../../rest/adapter.js";
import { buffer as streamBuffer } from "node:stream/consumers";
import { storageFor, type StorageProvider } from "../../providers/storage/index.js";
import { videoDurationSeconds } from "./video-duration.js";
import { SNIFF_BYTES, detectImage, detectVideo, type Detected } from "./sniff.js";
import { PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from "../../../shared/schemas/mentors.js";
import { mentorAreaRouter } from "./router.js";
import { PUBLIC_MENTOR } from "../mentors/service.js";
import { MAX_VIDEOS_PER_MENTOR, NEEDS_PROFILE, toVideo, videoSelect } from "./service.js";
import { zMentorVideoOutput, zPhotoUploadOutput } from "../../../shared/schemas/mentors.js";
import { videoThumbnail } from "./media.js";
import { getEntitlements } from "../billing/entitlements.js";

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

/** Passes bytes through once the file's head (SNIFF_BYTES) identifies an allowed format; fails the stream otherwise. */
class Sniffer extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  detected: Detected | null = null;
  constructor(private readonly detect: (head: Buffer) => Promise<Detected | null>, private readonly formatError: UploadError) {
    super();
  }
  private decide(cb: TransformCallback) {
    const all = Buffer.concat(this.head);
    this.head = [];
    this.detect(all).then(
      (found) => {
        this.detected = found;
        if (!found) return cb(this.formatError);
        cb(null, all);
      },
      () => cb(this.formatError),
    );
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback) {
    if (this.detected) return cb(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return cb();
    this.decide(cb);
  }
  override _flush(cb: TransformCallback) {
    if (this.detected) return cb();
    if (this.headLength === 0) return cb(this.formatError);
    this.decide(cb);
  }
}

const newKeyPart = () => randomBytes(12).toString("hex");

function cleanTitle(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const t = raw.replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\s+/g, " ").trim().slice(0, 200);
  return t || null;
}

/** Streams the single file of a multipart request into storage under a new key; nothing stays on failure. */
async function receive(req: FastifyRequest, storage: StorageProvider, opts: { maxBytes: number; keyPrefix: string; detect: (b: Buffer) => Promise<Detected | null>; tooLarge: string; badFormat: string }) {
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
  const { status, body } = errorBody(error, String(req.id));
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
      const title = cleanTitle(got.fieldTitle) ?? cleanTitle(got.filename?.replace(/\.[^.]*$/, "")) ?? "Untitled video";
      try {
        const bytes = await streamBuffer(storage.read(got.key));
        const durationSeconds = videoDurationSeconds(bytes, got.detected.mimeType);
        // A frame for the list (ffmpeg when installed); without one the dialog shows a poster.
        const frame = await videoThumbnail(bytes, got.detected.ext, durationSeconds).catch(() => null);
        const thumbnailKey = frame ? `thumbs/${newKeyPart()}` : null;
        if (frame && thumbnailKey) await storage.put(thumbnailKey, Readable.from([frame]));
        const row = await ctx.db.mentorVideo.create({
          data: { mentorId: profile.id, title, storageKey: got.key, thumbnailKey, mimeType: got.detected.mimeType, sizeBytes: got.size, durationSeconds },
          select: videoSelect,
        });
        return reply.code(201).send(zMentorVideoOutput.parse(toVideo(row, profile.introVideoId)));
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
      return reply.code(200).send(zPhotoUploadOutput.parse({ imageUrl }));
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

  /**
   * Who may watch a video: intro videos of public mentors are public; tagged videos (video responses) of
   * public mentors are for users whose plan has video responses (Premium); the owner sees all of theirs.
   */
  async function videoAccess(req: FastifyRequest, reply: FastifyReply, id: string) {
    if (!/^[a-z0-9]{1,64}$/i.test(id)) return null;
    const ctx = await createContext(req, reply);
    const video = await ctx.db.mentorVideo.findUnique({ where: { id }, select: { storageKey: true, thumbnailKey: true, mimeType: true, mentorId: true, tags: true, introOf: { select: { id: true } } } });
    if (!video) return null;
    const isOwner = ctx.user?.mentorProfile?.id === video.mentorId;
    const publicMentor = async () => (await ctx.db.mentorProfile.count({ where: { id: video.mentorId, ...PUBLIC_MENTOR } })) > 0;
    const isPublic = video.introOf ? await publicMentor() : false;
    if (isPublic || isOwner) return { video, isPublic };
    if (video.tags.length > 0 && ctx.user && (await getEntitlements(ctx.db, ctx.user.id)).videoResponsesAvailable && (await publicMentor())) return { video, isPublic: false };
    return null;
  }

  app.get<{ Params: { id: string } }>("/api/videos/:id/thumbnail", async (req, reply) => {
    const found = await videoAccess(req, reply, req.params.id);
    const stored = found?.video.thumbnailKey ? await storage.stat(found.video.thumbnailKey) : null;
    if (!found || !stored) return reply.code(404).send({ message: "Thumbnail not found", code: "NOT_FOUND" });
    return reply
      .header("content-type", "image/jpeg")
      .header("content-length", stored.size)
      .header("cache-control", found.isPublic ? "public, max-age=300" : "private, max-age=300")
      .header("x-content-type-options", "nosniff")
      .send(storage.read(found.video.thumbnailKey!));
  });

  app.route<{ Params: { id: string } }>({
    method: "GET",
    url: "/api/videos/:id",
    handler: async (req, reply) => {
      const notFound = () => reply.code(404).send({ message: "Video not found", code: "NOT_FOUND" });
      const found = await videoAccess(req, reply, req.params.id);
      if (!found) return notFound();
      const { video, isPublic } = found;
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
