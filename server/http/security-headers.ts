// Security headers (helmet's: CSP, HSTS when behind TLS, frame, referrer, cross-origin policies…) on
// every answer. @fastify/helmet builds helmet's middleware anew on every request (it parses the CSP
// directives each time); with fixed options the headers never change, so they are worked out once at
// start-up, by @fastify/helmet itself on a probe server, and set from that table.
import Fastify, { type FastifyInstance } from "fastify";
import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";

/** Headers of any answer that are not helmet's. */
const NOT_HELMET = new Set(["content-type", "content-length", "date", "connection", "keep-alive", "transfer-encoding"]);

/** The headers @fastify/helmet sets with these options. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get("/", async () => "");
  const res = await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (!NOT_HELMET.has(name) && typeof value === "string") headers[name] = value;
  }
  return headers;
}

/**
 * The helmet headers that still mean something on a script or a stylesheet: the others (CSP, frame,
 * referrer, opener policies…) govern documents only. A first visit fetches dozens of hashed chunks, and
 * the document-only headers cost ~600 bytes on each (issue 13: bytes on a phone's first load).
 */
const SUBRESOURCE_HEADERS = new Set(["x-content-type-options", "cross-origin-resource-policy", "strict-transport-security"]);

/** A hashed script or stylesheet of the built client (never a document). */
export const isScriptOrStyle = (url: string) => /^\/assets\/[^?#]+\.(?:js|css)(?:[?#]|$)/.test(url);

export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = Object.entries(await helmetHeaders(options));
  const subresource = headers.filter(([name]) => SUBRESOURCE_HEADERS.has(name));
  app.addHook("onRequest", (req, reply, done) => {
    for (const [name, value] of isScriptOrStyle(req.url) ? subresource : headers) reply.header(name, value);
    done();
  });
}
