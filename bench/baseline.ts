// The bench's yardstick: a bare Fastify + `pg` server with the same pool size as LeadOne, answering
// (1) the signed-in user with ONE SQL join (an unnamed statement, planned on every call) (session → user → mentor profile) from the session cookie,
// and (2) GET / with the built index.html held in memory. What LeadOne's read path and HTML serving
// are compared against in the same run.
import { createHash } from "node:crypto";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import pg from "pg";

const SESSION_COOKIE = "leadone_session";

export async function startBaseline(connectionString: string, poolSize: number, indexHtml: string) {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const app = Fastify({ logger: false });
  // (1b) /user-prepared: the same join as a named prepared statement (planned once per connection), the
  // yardstick for LeadOne's prepared hot reads on PostgreSQL; printed for information beside the goal's.
  const user = (prepared: boolean) => async (req: FastifyRequest, reply: FastifyReply) => {
    const cookie = req.headers.cookie ?? "";
    const token = new RegExp(`${SESSION_COOKIE}=([A-Za-z0-9_-]{43})`).exec(cookie)?.[1];
    if (!token) return reply.code(401).send({ message: "Authentication required", code: "UNAUTHORIZED" });
    const id = createHash("sha256").update(token).digest("hex");
    const { rows } = await pool.query({
      ...(prepared ? { name: "baseline_user" } : {}),
      text: `SELECT u.id, u.email, u."firstName", u."lastName", u.username, u."isAdmin", u."isMainAdmin", u."isMentor",
              u.suspended, u."suspensionReason", u."gracePeriodEnd", s."expiresAt", s."lastSeenAt", m.id AS "mentorProfileId", m."imageUrl"
         FROM "Session" s JOIN "User" u ON u.id = s."userId" LEFT JOIN "MentorProfile" m ON m."userId" = u.id
        WHERE s.id = $1`,
      values: [id],
    });
    const row = rows[0];
    if (!row) return reply.code(401).send({ message: "Authentication required", code: "UNAUTHORIZED" });
    return row;
  };
  app.get("/user", user(false));
  app.get("/user-prepared", user(true));
  app.get("/", async (_req, reply) => reply.type("text/html; charset=utf-8").send(indexHtml));
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  return {
    address,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
