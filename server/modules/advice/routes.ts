// Plain HTTP routes of the advice module: GET /api/audio/:id serves generated answer audio. Audio that is
// still being made (its first play, or a play that joins it) is streamed as it is encoded: chunked,
// without a length, from the first byte. Finished audio comes from the short-lived store with byte
// ranges (browsers seek with Range requests); a range past the start of audio still being made, or
// `?whole=1` (the player, to seek in audio it got as a stream), waits for the file.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AudioStore, StoredAudio } from "../../providers/speech/audio-store.js";
import { LiveAudio } from "../../providers/speech/answer-audio.js";
import type { AdviceRuntime } from "./runtime.js";

const notFoundBody = { message: "This audio has expired. Ask again to hear it.", code: "NOT_FOUND" };

export async function adviceHttpRoutes(app: FastifyInstance, opts: { audio: AudioStore; runtime: AdviceRuntime }) {
  app.addHook("onClose", async () => opts.runtime.answerAudio?.close());

  // Audio is compressed already: never through the JSON compressor (which would also hold chunks back).
  app.get<{ Params: { id: string }; Querystring: { whole?: string } }>("/api/audio/:id", { compress: false }, async (req, reply) => {
    const id = req.params.id;
    const valid = /^[A-Za-z0-9_-]{10,64}$/.test(id);
    const answerAudio = opts.runtime.answerAudio;
    let entry = !valid ? null : answerAudio ? await answerAudio.get(id) : await opts.audio.get(id);
    const range = req.headers.range?.trim();
    if (entry instanceof LiveAudio) {
      const live = entry;
      if (!(await live.started)) return reply.code(404).send(notFoundBody);
      if (!live.done && req.query.whole !== "1" && (!range || /^bytes=0-$/.test(range))) {
        // From the first byte: stream it while it is made (a whole-file answer, so 200 even for "bytes=0-").
        reply.header("content-type", live.mimeType).header("accept-ranges", "bytes").header("cache-control", "private, max-age=1800");
        return reply.send(live.reader());
      }
      entry = await live.finished;
    }
    if (!entry) return reply.code(404).send(notFoundBody);
    return sendFile(reply, entry, range);
  });
}

function sendFile(reply: FastifyReply, entry: StoredAudio, range: string | undefined) {
  const total = entry.data.length;
  reply.header("content-type", entry.mimeType).header("accept-ranges", "bytes").header("cache-control", "private, max-age=1800");
  if (!range) return reply.header("content-length", total).send(entry.data);
  const m = /^bytes=(\d*)-(\d*)$/.exec(range);
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
}
