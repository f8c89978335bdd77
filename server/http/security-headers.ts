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

export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions) {
  const headers = Object.entries(await helmetHeaders(options));
  app.addHook("onRequest", (_req, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}
