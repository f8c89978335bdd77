// Serving the built client. Hashed files under /assets are immutable for a year and sent precompressed
// (brotli or gzip, made at build time by scripts/vite-precompress.ts) by @fastify/static. index.html,
// the answer to every client route, is held in memory with its .br/.gz variants and an ETag, and is
// revalidated on every visit (no-cache), so a deploy is picked up at once. A visit to / that carries a
// session cookie gets index.home.html (written by the build: the home page's chunks and the current-user
// call preloaded, so a signed-in first load does not wait for the entry script to ask for them).
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { SESSION_COOKIE } from "../modules/auth/sessions.js";

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

  const plain = readIndex(indexFile);
  const homeFile = path.join(clientDir, "index.home.html");
  const home = existsSync(homeFile) ? readIndex(homeFile) : plain;
  const sessionCookie = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=[^;\\s]`);

  return {
    sendIndex(req, reply) {
      // Only the cookie's presence: whether the session is still valid is the current-user call's business.
      const page = req.url.split("?")[0] === "/" && sessionCookie.test(req.headers.cookie ?? "") ? home : plain;
      reply.header("cache-control", "no-cache").header("etag", page.etag).header("vary", "accept-encoding, cookie");
      if (matchesEtag(req.headers["if-none-match"], page.etag)) return reply.code(304).send();
      const variant = page.variants.get(pickEncoding(req.headers["accept-encoding"], page.available))!;
      if (variant.encoding) reply.header("content-encoding", variant.encoding);
      return reply.type("text/html; charset=utf-8").send(variant.body);
    },
  };
}

interface IndexPage {
  etag: string;
  variants: Map<"br" | "gzip" | null, IndexVariant>;
  available: Array<"br" | "gzip">;
}

/** An HTML page held in memory with its precompressed variants and its ETag. */
function readIndex(file: string): IndexPage {
  const raw = readFileSync(file);
  const etag = `"${createHash("sha1").update(raw).digest("base64url")}"`;
  const variants = new Map<"br" | "gzip" | null, IndexVariant>([[null, { body: raw, encoding: null }]]);
  const br = readVariant(`${file}.br`);
  const gz = readVariant(`${file}.gz`);
  if (br) variants.set("br", { body: br, encoding: "br" });
  if (gz) variants.set("gzip", { body: gz, encoding: "gzip" });
  return { etag, variants, available: (["br", "gzip"] as const).filter((e) => variants.has(e)) };
}
