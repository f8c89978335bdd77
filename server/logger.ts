// Pino options: no cookies, no authorisation headers, no bodies (Fastify never logs bodies; we keep
// it that way). A question typed by a user must never reach a log line.
import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config.js";

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
      // The query string can carry search terms; log the path only.
      req: (req: { method: string; url: string; id: string }) => ({ method: req.method, url: req.url.split("?")[0], id: req.id }),
    },
  };
}
