// Serving the built client. Hashed files under /assets are immutable for a year and sent precompressed
// (brotli or gzip, made at build time by scripts/vite-precompress.ts) by @fastify/static. index.html,
// the answer to every client route, is held in memory with its .br/.gz variants and an ETag, and is
// revalidated on every visit (no-cache), so a deploy is picked up at once.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";

export const IMMUTABLE = "public, max-age=31536000, immutable";

interface IndexVariant {
  body: Buffer;
  encoding: "br" | "gzip" | null;
}

function readVariant(file: string): Buffer | null {
  return existsSync(file) ? readFileSync(file) : null;
}

/** The encoding to answer with, from Accept-Encoding (brotli preferred; q=0 honoured). */
export function pickEncoding(header: string | undefined, available: ReadonlyArray<"br" | "gzip">): "br" | "gzip" | null {
  if (!header) return null;
  const accepted = new Set(
    header
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  for (const enc of available) if (accepted.has(enc) || accepted.has("*")) return enc;
  return null;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((t) => {
    const tag = t.trim();
    return tag === "*" || tag === etag || tag === `W/${etag}`;
  });
}

export interface ClientFiles {
  /** Answers a client route with index.html (304 when the browser's copy is current). */
  sendIndex(req: FastifyRequest, reply: FastifyReply): FastifyReply;
}

export async function registerClientFiles(app: FastifyInstance, clientDir: string): Promise<ClientFiles | null> {
  const indexFile = path.join(clientDir, "index.html");
  if (!existsSync(indexFile)) return null;
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const inAssets = filePath.startsWith(path.join(clientDir, "assets") + path.sep);
      res.header("cache-control", inAssets ? IMMUTABLE : "no-cache");
    },
  });

  const raw = readFileSync(indexFile);
  const etag = `"${createHash("sha1").update(raw).digest("base64url")}"`;
  const variants = new Map<"br" | "gzip" | null, IndexVariant>([[null, { body: raw, encoding: null }]]);
  const br = readVariant(`${indexFile}.br`);
  const gz = readVariant(`${indexFile}.gz`);
  if (br) variants.set("br", { body: br, encoding: "br" });
  if (gz) variants.set("gzip", { body: gz, encoding: "gzip" });
  const available = (["br", "gzip"] as const).filter((e) => variants.has(e));

  return {
    sendIndex(req, reply) {
      reply.header("cache-control", "no-cache").header("etag", etag).header("vary", "accept-encoding");
      if (matchesEtag(req.headers["if-none-match"], etag)) return reply.code(304).send();
      const variant = variants.get(pickEncoding(req.headers["accept-encoding"], available))!;
      if (variant.encoding) reply.header("content-encoding", variant.encoding);
      return reply.type("text/html; charset=utf-8").send(variant.body);
    },
  };
}
