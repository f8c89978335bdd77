// Plain HTTP routes of the advice module: GET /api/audio/:id serves generated answer audio from the
// short-lived store (made in the background or on this first play), with byte ranges (browsers seek and stream audio with Range requests).
import type { FastifyInstance } from "fastify";
import type { AudioStore } from "../../providers/speech/audio-store.js";
import type { AdviceRuntime } from "./runtime.js";

export async function adviceHttpRoutes(app: FastifyInstance, opts: { audio: AudioStore; runtime: AdviceRuntime }) {
  app.get<{ Params: { id: string } }>("/api/audio/:id", async (req, reply) => {
    const id = req.params.id;
    const valid = /^[A-Za-z0-9_-]{10,64}$/.test(id);
    // Audio still being made (or not yet made on this instance) is waited for: the first play.
    const answerAudio = opts.runtime.answerAudio;
    const entry = !valid ? null : answerAudio ? await answerAudio.get(id) : await opts.audio.get(id);
    if (!entry) return reply.code(404).send({ message: "This audio has expired. Ask again to hear it.", code: "NOT_FOUND" });
    const total = entry.data.length;
    reply.header("content-type", entry.mimeType).header("accept-ranges", "bytes").header("cache-control", "private, max-age=1800");
    const range = req.headers.range;
    if (!range) return reply.header("content-length", total).send(entry.data);
    const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    let start = m?.[1] ? Number(m[1]) : NaN;
    let end = m?.[2] ? Number(m[2]) : NaN;
    if (m && !m[1] && m[2]) {
      start = Math.max(0, total - Number(m[2])); // suffix range: the last N bytes
      end = total - 1;
    } else if (m && m[1] && !m[2]) end = total - 1;
    if (!m || !Number.isInteger(start) || !Number.isInteger(end) || start > end || start >= total) {
      // JSON, not the audio's type (sending an object as audio/wav was a 500).
      return reply.code(416).header("content-type", "application/json; charset=utf-8").header("content-range", `bytes */${total}`).send({ message: "Range not satisfiable", code: "RANGE_NOT_SATISFIABLE" });
    }
    end = Math.min(end, total - 1);
    return reply
      .code(206)
      .header("content-range", `bytes ${start}-${end}/${total}`)
      .header("content-length", end - start + 1)
      .send(entry.data.subarray(start, end + 1));
  });
}
