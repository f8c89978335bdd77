// The API reference at /api/docs: Swagger UI (swagger-ui-dist, served from node_modules — no CDN)
// reading /api/openapi.json. The page's script is a file too, so helmet's CSP (script-src 'self') holds.
import { createRequire } from "node:module";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>LeadOne API reference</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
    <link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
  withCredentials: true,
});
`;

export async function apiDocsRoutes(app: FastifyInstance) {
  app.get("/api/docs", async (_req, reply) => reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(PAGE));
  app.get("/api/docs/init.js", async (_req, reply) => reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(INIT));
  await app.register(fastifyStatic, {
    root: swaggerDir,
    prefix: "/api/docs/assets/",
    decorateReply: false, // the client's static plugin owns reply.sendFile
    allowedPath: (pathName) => /^\/(swagger-ui(-bundle)?\.(js|css)|favicon-(16x16|32x32)\.png)$/.test(pathName),
    maxAge: "1d",
    index: false,
  });
}
