// Pino options: no cookies, no authorisation headers, no bodies (Fastify never logs bodies; we keep
// it that way). A question typed by a user must never reach a log line.
import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config.js";

/**
 * Capability URLs: the id in the path IS the permission (anyone holding /api/audio/<id> may play
 * that answer), so logs show the route with the id replaced.
 */
const CAPABILITY_PATHS: RegExp[] = [/^(\/api\/audio\/)[^/?#]+/];

/** The path of a URL for a log line: no query string, capability ids redacted. */
export function loggableUrl(url: string): string {
  let path = url.split("?")[0] ?? "";
  for (const pattern of CAPABILITY_PATHS) path = path.replace(pattern, "$1[redacted]");
  return path;
}

export function loggerOptions(config: Config, stream?: NodeJS.WritableStream): FastifyServerOptions["logger"] {
  if (config.LOG_LEVEL === "silent" && !stream) return false;
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]', "req.body", "body", "input", "question"],
      censor: "[redacted]",
    },
    serializers: {
      // The query string can carry search terms; log the path only, capability ids redacted.
      req: (req: { method: string; url: string; id: string }) => ({ method: req.method, url: loggableUrl(req.url), id: req.id }),
    },
  };
}
