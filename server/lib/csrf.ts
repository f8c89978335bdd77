// Cross-site request forgery guard for every state-changing request to /api and /trpc:
//  - a browser's cross-site request is refused (403) by its Origin or Sec-Fetch-Site header;
//  - REST mutations carry JSON only (415 otherwise), so a cross-site HTML form or a `text/plain`
//    fetch can never be a valid call (uploads take multipart on their own routes).
// Requests without a cookie that authenticate with `Authorization: Bearer` (API keys) are not
// browser-ambient credentials and skip the Origin check: see `isBearerWithoutCookie`.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { publicOrigin } from "./public-origin.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Routes that take multipart/form-data (file uploads) instead of JSON. */
const MULTIPART_ROUTES = [/^\/api\/mentor-area\/videos\/?$/, /^\/api\/mentor-area\/photo\/?$/];

export const CSRF_TEXTS = {
  crossSite: "Cross-site requests are not allowed",
  json: "Send the request body as application/json",
} as const;

/** The hook for API keys: a request with a Bearer token and no cookie cannot be forged by a browser. */
export function isBearerWithoutCookie(req: FastifyRequest): boolean {
  return /^Bearer\s+\S+/i.test(req.headers.authorization ?? "") && !req.headers.cookie;
}

function isAllowedOrigin(origin: string, req: FastifyRequest, config: Config): boolean {
  if (origin === publicOrigin(config)) return true;
  // The origin the browser reached this server at (a browser sets both headers; a forger sets neither).
  return origin === `${req.protocol}://${req.host}`;
}

/** Answers 403/415 and returns true when the request must not proceed. */
export function refuseForgedRequest(req: FastifyRequest, reply: FastifyReply, config: Config): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const url = req.url.split("?")[0] ?? "";
  const isRest = url.startsWith("/api/");
  if (!isRest && !url.startsWith("/trpc/")) return false;

  if (!isBearerWithoutCookie(req)) {
    const site = req.headers["sec-fetch-site"];
    const origin = req.headers.origin;
    const crossSite = (typeof site === "string" && site !== "same-origin" && site !== "none") || (typeof origin === "string" && !isAllowedOrigin(origin, req, config));
    if (crossSite) {
      void reply.code(403).send({ message: CSRF_TEXTS.crossSite, code: "FORBIDDEN" });
      return true;
    }
  }

  if (isRest && !MULTIPART_ROUTES.some((r) => r.test(url))) {
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    const length = Number(req.headers["content-length"] ?? 0);
    const hasBody = type !== "" || length > 0 || req.headers["transfer-encoding"] !== undefined;
    if (hasBody && type !== "application/json") {
      void reply.code(415).send({ message: CSRF_TEXTS.json, code: "UNSUPPORTED_MEDIA_TYPE" });
      return true;
    }
  }
  return false;
}
