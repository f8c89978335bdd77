// /api/openapi.json: a valid OpenAPI 3.1 document (linted), complete (every operation documents its
// input, its errors and its success answer), and true:
// the live REST answers of a seeded server validate against it with ajv.
import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../server/seed/seed.js";
import { call, signUp, startTestApp, type TestApp } from "./harness.js";

type Op = { operationId: string; summary?: string; parameters: { name: string; in: string; required?: boolean }[]; requestBody?: unknown; responses: Record<string, { $ref?: string; content?: { "application/json": { schema: object } } }> };
type Doc = { openapi: string; paths: Record<string, Record<string, Op>>; components: { schemas: { Error: object } } };

let t: TestApp;
let doc: Doc;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  doc = (await call(t, "GET", "/api/openapi.json")).body;
}, 300_000);
afterAll(async () => t?.close());

const operations = () => Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));

describe("the document", () => {
  it("passes the OpenAPI 3.1 schema validator", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("follows our rules: unique operation ids, summaries, declared path parameters, documented errors", () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(op.summary, where).toBeTruthy();
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(op.parameters.filter((p) => p.in === "path").map((p) => p.name).sort(), where).toEqual(inPath.sort());
      for (const status of ["400", "401", "403", "404", "429"]) expect(op.responses[status]?.$ref, `${where} ${status}`).toMatch(/^#\/components\/responses\//);
      if (method === "get") expect(op.requestBody, where).toBeUndefined();
    }
    expect(ids).toEqual(expect.arrayContaining(["apiKeys.create", "apiKeys.list", "apiKeys.revoke", "mentors.list", "usage.status"]));
  });

  it("documents a success schema for every REST operation", () => {
    const missing = operations().filter(({ op }) => !(op.responses["200"] ?? op.responses["201"])?.content).map(({ op }) => op.operationId);
    expect(missing, "these REST operations need an .output() schema").toEqual([]);
  });
});

describe("live REST answers validate against the document", () => {
  it("every GET, as a user, a mentor and the main admin: 2xx bodies match the 200 schema, errors match Error", async () => {
    const signIn = async (email: string, password: string) => (await call(t, "POST", "/api/auth/login", { email, password })).cookie!;
    const mentorUser = await t.db.user.findFirstOrThrow({ where: { isMentor: true, mentorProfile: { isNot: null } }, orderBy: { createdAt: "asc" }, include: { mentorProfile: true } });
    const identities = {
      anonymous: undefined,
      user: await signIn(DEMO_ACCOUNTS.user.email, DEMO_ACCOUNTS.user.password),
      mentor: await signIn(mentorUser.email, DEMO_ACCOUNTS.mentorPassword),
      mainAdmin: await signIn(DEMO_ACCOUNTS.mainAdmin.email, DEMO_ACCOUNTS.mainAdmin.password),
      fresh: (await signUp(t)).cookie,
    };
    for (const [who, cookie] of Object.entries(identities)) if (who !== "anonymous") expect(cookie, who).toBeTruthy();
    const validateError = ajv.compile(doc.components.schemas.Error);
    const params: Record<string, string> = { id: mentorUser.mentorProfile!.id, threadId: "no-such-thread" };
    const validated: string[] = [];
    const problems: string[] = [];
    for (const { path, method, op } of operations().filter((o) => o.method === "get")) {
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? "x"));
      for (const [who, cookie] of Object.entries(identities)) {
        const res = await call(t, "GET", url, undefined, cookie);
        const where = `${who} GET ${url} → ${res.status}`;
        if (res.status >= 500) problems.push(`${where}: server error`);
        else if (res.status >= 400) {
          if (!validateError(res.body)) problems.push(`${where}: ${ajv.errorsText(validateError.errors)}`);
        } else {
          const schema = op.responses["200"]?.content?.["application/json"].schema;
          if (!schema) continue;
          const validate = ajv.compile(schema);
          if (validate(res.body)) validated.push(`${who} ${op.operationId}`);
          else problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(validated).toEqual(expect.arrayContaining(["user apiKeys.list", "mentor apiKeys.list"]));
    expect(validated.length).toBeGreaterThanOrEqual(10);
  });

  it("POST and DELETE answers validate too (API keys, with a key as credential)", async () => {
    const user = await signUp(t);
    const schemaOf = (path: string, method: string) => ajv.compile(doc.paths[path]![method]!.responses["200"]!.content!["application/json"].schema);
    const created = await call(t, "POST", "/api/api-keys", { name: "openapi" }, user.cookie);
    expect(created.status).toBe(200);
    expect(schemaOf("/api/api-keys", "post")(created.body)).toBe(true);
    const listed = await t.app.inject({ method: "GET", url: "/api/api-keys", headers: { authorization: `Bearer ${created.body.key}` } });
    expect(schemaOf("/api/api-keys", "get")(JSON.parse(listed.body))).toBe(true);
    const revoked = await call(t, "DELETE", `/api/api-keys/${created.body.id}`, undefined, user.cookie);
    expect(schemaOf("/api/api-keys/{id}", "delete")(revoked.body)).toBe(true);
    const bad = await call(t, "POST", "/api/api-keys", { name: "" }, user.cookie);
    expect(bad.status).toBe(400);
    expect(ajv.compile(doc.components.schemas.Error)(bad.body)).toBe(true);
  });

  it("the multipart upload seams document their answers, and the live answers validate", async () => {
    const mentorUser = await t.db.user.findFirstOrThrow({ where: { isMentor: true, mentorProfile: { isNot: null } }, orderBy: { createdAt: "asc" } });
    const cookie = (await call(t, "POST", "/api/auth/login", { email: mentorUser.email, password: DEMO_ACCOUNTS.mentorPassword })).cookie!;
    const multipart = (filename: string, content: Buffer, type: string) => {
      const boundary = "----openapi-test";
      const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie } };
    };
    const video = await t.app.inject({ method: "POST", url: "/api/mentor-area/videos", ...multipart("intro.mp4", readFileSync(new URL("../fixtures/tiny.mp4", import.meta.url)), "video/mp4") });
    expect(video.statusCode).toBe(201);
    const videoOp = doc.paths["/api/mentor-area/videos"]!.post!;
    expect(videoOp.operationId).toBe("mentorArea.uploadVideo");
    expect(ajv.compile(videoOp.responses["201"]!.content!["application/json"].schema)(JSON.parse(video.body))).toBe(true);
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5f0000000049454e44ae426082", "hex");
    const photo = await t.app.inject({ method: "POST", url: "/api/mentor-area/photo", ...multipart("me.png", png, "image/png") });
    expect(photo.statusCode).toBe(200);
    const photoOp = doc.paths["/api/mentor-area/photo"]!.post!;
    expect(ajv.compile(photoOp.responses["200"]!.content!["application/json"].schema)(JSON.parse(photo.body))).toBe(true);
    const refused = await t.app.inject({ method: "POST", url: "/api/mentor-area/photo", ...multipart("me.png", Buffer.from("not an image at all, just text"), "image/png") });
    expect(refused.statusCode).toBe(415);
    expect(photoOp.responses["415"]?.$ref).toBe("#/components/responses/UnsupportedMediaType");
    expect(ajv.compile(doc.components.schemas.Error)(JSON.parse(refused.body))).toBe(true);
  });
});
