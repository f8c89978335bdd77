// The OpenAPI 3.1 document of the REST routes, generated from the same zod schemas the procedures use:
// path, query and body parameters from `.input()`, the 200 answer from `.output()`, and the error
// answers in the one `{ message, code }` shape. Served at /api/openapi.json, shown at /api/docs.
import { z } from "zod";
import { restRoutes, type RestRoute } from "./adapter.js";
import { zMentorVideoOutput, zPhotoUploadOutput, PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from "../../shared/schemas/mentors.js";

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[]; anyOf?: JsonSchema[]; type?: unknown };

/** JSON Schema (draft 2020-12, which OpenAPI 3.1 uses) of a zod schema as it crosses the wire. */
function jsonSchema(schema: unknown, io: "input" | "output"): JsonSchema {
  const result = z.toJSONSchema(schema as z.ZodType, {
    io,
    unrepresentable: "any",
    override: (ctx) => {
      const def = (ctx.zodSchema as { _zod: { def: { type: string } } })._zod.def;
      // REST answers are JSON: dates travel as ISO strings (tRPC's superjson keeps them Dates).
      if (def.type === "date") Object.assign(ctx.jsonSchema, { type: "string", format: "date-time" });
      if (def.type === "bigint") Object.assign(ctx.jsonSchema, { type: "integer" });
    },
  }) as JsonSchema;
  delete result.$schema;
  return result;
}

/** The object schema inside an optional input (`z.object(...).optional()` → anyOf [object, null…]). */
function objectPart(schema: JsonSchema): JsonSchema | null {
  if (schema.type === "object") return schema;
  const inner = schema.anyOf?.find((s) => s.type === "object");
  return inner ?? null;
}

const errorResponses = {
  400: { $ref: "#/components/responses/BadRequest" },
  401: { $ref: "#/components/responses/Unauthorized" },
  403: { $ref: "#/components/responses/Forbidden" },
  404: { $ref: "#/components/responses/NotFound" },
  409: { $ref: "#/components/responses/Conflict" },
  429: { $ref: "#/components/responses/TooManyRequests" },
};

const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } });

function operation(route: RestRoute) {
  const pathParams = [...route.rest.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  // A route with a REST edge (server/rest/edges.ts: money in dollars) documents the REST shapes.
  const inputSchema = route.rest.edge?.input?.schema ?? route.inputs[0];
  const outputSchema = route.rest.edge?.output?.schema ?? route.output;
  const input = inputSchema ? jsonSchema(inputSchema, "input") : null;
  const inputObject = input ? objectPart(input) : null;
  const props = inputObject?.properties ?? {};
  const required = new Set(inputObject?.required ?? []);
  const parameters: Record<string, unknown>[] = pathParams.map((name) => ({ name, in: "path", required: true, schema: props[name] ?? { type: "string" } }));

  const op: Record<string, unknown> = {
    operationId: route.name,
    summary: route.rest.summary ?? route.name,
    description: `tRPC procedure \`${route.name}\` (${route.type}); the same call at \`/trpc/${route.name}\`.${route.rest.edge ? " Money on this route is in US dollars as SPEC shows it; the procedure carries integer cents." : ""}`,
    tags: [route.name.split(".")[0]],
    parameters,
    responses: {
      200: outputSchema
        ? { description: "OK", content: { "application/json": { schema: jsonSchema(outputSchema, "output") } } }
        : { description: "OK (this procedure declares no output schema yet)" },
      ...errorResponses,
    },
  };

  const rest = Object.fromEntries(Object.entries(props).filter(([name]) => !pathParams.includes(name)));
  if (route.rest.method === "GET") {
    for (const [name, schema] of Object.entries(rest)) parameters.push({ name, in: "query", required: required.has(name), schema });
  } else if (input && (Object.keys(rest).length > 0 || !inputObject)) {
    const body: JsonSchema = inputObject ? { ...inputObject, properties: rest, required: [...required].filter((n) => !pathParams.includes(n)) } : input;
    if (Array.isArray(body.required) && body.required.length === 0) delete body.required;
    op.requestBody = { required: Boolean(inputObject?.required?.length), content: { "application/json": { schema: body } } };
  }
  return op;
}

/** The multipart upload seams (Fastify routes in server/modules/mentor-area/routes.ts, not procedures). */
function uploadOperation(o: { operationId: string; summary: string; description: string; status: 200 | 201; schema: unknown; fields: Record<string, JsonSchema> }) {
  return {
    operationId: o.operationId,
    summary: o.summary,
    description: o.description,
    tags: ["mentorArea"],
    parameters: [],
    requestBody: {
      required: true,
      content: { "multipart/form-data": { schema: { type: "object", required: ["file"], properties: { ...o.fields, file: { type: "string", contentMediaType: "application/octet-stream" } } } } },
    },
    responses: {
      [o.status]: { description: o.status === 201 ? "Created" : "OK", content: { "application/json": { schema: jsonSchema(o.schema, "output") } } },
      ...errorResponses,
      413: { $ref: "#/components/responses/PayloadTooLarge" },
      415: { $ref: "#/components/responses/UnsupportedMediaType" },
    },
  };
}

const uploadPaths = () => ({
  "/api/mentor-area/videos": {
    post: uploadOperation({
      operationId: "mentorArea.uploadVideo",
      summary: "Upload a video (multipart: file, optional title)",
      description: `MP4, MOV or AVI up to ${VIDEO_MAX_BYTES / (1024 * 1024)} MB, checked by content. Answers the video as mentorArea.videos lists it.`,
      status: 201,
      schema: zMentorVideoOutput,
      fields: { title: { type: "string", description: "Defaults to the file name" } },
    }),
  },
  "/api/mentor-area/photo": {
    post: uploadOperation({
      operationId: "mentorArea.uploadPhoto",
      summary: "Upload the profile photo (multipart: file)",
      description: `JPEG, PNG or WebP up to ${PHOTO_MAX_BYTES / (1024 * 1024)} MB, checked by content. Answers the photo's new URL.`,
      status: 200,
      schema: zPhotoUploadOutput,
      fields: {},
    }),
  },
});

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of restRoutes()) {
    const oasPath = route.rest.path.replace(/:(\w+)/g, "{$1}");
    paths[oasPath] = { ...(paths[oasPath] ?? {}), [route.rest.method.toLowerCase()]: operation(route) };
  }
  for (const [path, ops] of Object.entries(uploadPaths())) paths[path] = { ...(paths[path] ?? {}), ...ops };
  return {
    openapi: "3.1.0",
    info: {
      title: "LeadOne API",
      version: "1.0.0",
      description:
        "The REST face of LeadOne's tRPC procedures. Sign in with a session cookie (POST /api/auth/login) or send an API key from My Profile as `Authorization: Bearer lo_…`. Every error answers `{ message, code }` (plus `requestId` on unexpected errors and `issues` on invalid input). Money is in integer US cents, except the fields SPEC shows in dollars (mentor rates, a mentor suggestion's rate, the overage price and pending charges), whose descriptions say \"US dollars (the procedure carries cents)\".",
    },
    servers: [{ url: "/" }],
    security: [{ bearerAuth: [] }, { cookieAuth: [] }, {}],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", description: "An API key from My Profile (lo_…)" },
        cookieAuth: { type: "apiKey", in: "cookie", name: "leadone_session" },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["message", "code"],
          properties: {
            message: { type: "string", description: "A sentence for people" },
            code: { type: "string", description: "A code for programs, e.g. BAD_REQUEST, UNAUTHORIZED, ACCOUNT_SUSPENDED" },
            requestId: { type: "string", description: "The x-request-id of the request, when the server has one" },
            reason: { type: "string", description: "Why an account is suspended (ACCOUNT_SUSPENDED)" },
            issues: { type: "array", items: { type: "object", required: ["path", "message"], properties: { path: { type: "string" }, message: { type: "string" } } } },
          },
        },
      },
      responses: {
        BadRequest: errorResponse("Invalid input (the first problem in `message`, all of them in `issues`)"),
        Unauthorized: errorResponse("Not signed in, or the API key is unknown or revoked"),
        Forbidden: errorResponse("Signed in but not allowed (role, suspension)"),
        NotFound: errorResponse("No such thing, or it belongs to someone else"),
        Conflict: errorResponse("The request conflicts with the current state"),
        TooManyRequests: errorResponse("Rate limited; try again later"),
        PayloadTooLarge: errorResponse("The upload is larger than allowed"),
        UnsupportedMediaType: errorResponse("The upload's content is not an accepted format"),
      },
    },
  };
}
