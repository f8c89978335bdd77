// Advice benchmark: answer latency and answer size per format, and the size of one option's audio.
// Askers are put on an unlimited plan with plenty of credits first, and the requests are spread over
// several of them (each may ask 20 times a minute), so allowance and rate rules don't interfere with
// what is measured.
import type { Db } from "../server/db/client.js";

const QUESTIONS = [
  "My team keeps missing deadlines and I am a new manager. How do I raise accountability without micromanaging?",
  "Two senior engineers on my remote team are in open conflict over architecture decisions. What should I do?",
  "How do I give difficult feedback to a high performer whose behaviour is hurting team morale?",
  "I have to lead a reorganisation that nobody asked for. How do I bring sceptical people along?",
  "Several people on my team show signs of burnout after a long launch. How do I reset workloads?",
];

interface Args {
  address: string;
  db: Db;
  load: (name: string, total: number, concurrency: number, once: () => Promise<Response>) => Promise<void>;
}

const ASKERS = 12;

export async function premiumAsker(address: string, db: Db, i: number): Promise<string> {
  const res = await fetch(`${address}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ firstName: "Bench", lastName: `Asker ${i}`, email: `bench-${Date.now()}-${i}@example.test`, password: "bench-password-1" }),
  });
  const user = (await res.json()) as { id: string };
  const now = new Date();
  const end = new Date(now.getTime() + 30 * 24 * 3600_000);
  await db.subscription.upsert({
    where: { userId: user.id },
    create: { userId: user.id, plan: "premium", currentPeriodStart: now, currentPeriodEnd: end, paidThrough: end, textCredits: 1_000_000, audioCredits: 1_000_000 },
    update: { plan: "premium", paidThrough: end, textCredits: 1_000_000, audioCredits: 1_000_000 },
  });
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

export async function adviceBench({ address, db, load }: Args) {
  const cookies = await Promise.all(Array.from({ length: ASKERS }, (_, i) => premiumAsker(address, db, i)));
  let i = 0;
  const ask = (responseFormat: string, cookie?: string) => () => {
    i += 1;
    return fetch(`${address}/api/test-leadership-advice`, {
      method: "POST",
      headers: { cookie: cookie ?? cookies[i % cookies.length]!, "content-type": "application/json" },
      body: JSON.stringify({ question: QUESTIONS[i % QUESTIONS.length], responseFormat }),
    });
  };
  // Text and text+audio side by side (same count, same concurrency): audio should add almost nothing,
  // since an answer only reserves its audio URLs (the audio is made when played).
  const answerRuns = Number(process.env.BENCH_ADVICE_REQUESTS ?? 60);
  // Warm-up, not counted (the first answers pay for compilation and cold caches).
  for (const format of ["text", "both"]) for (let n = 0; n < 10; n++) await (await ask(format)()).arrayBuffer();
  await load("POST /api/test-leadership-advice (text)", answerRuns, 2, ask("text"));
  await load("POST /api/test-leadership-advice (both: text+audio)", answerRuns, 2, ask("both"));
  await load("POST /api/test-leadership-advice (text, again)", answerRuns, 2, ask("text"));
  await firstAudioByte(address, cookies, Number(process.env.BENCH_PLAYS ?? 8));

  const fresh = await premiumAsker(address, db, ASKERS);
  for (const format of ["text", "both", "mentor"]) {
    const res = await ask(format, fresh)();
    const body = await res.text();
    console.log(`answer size (${format}): ${(Buffer.byteLength(body) / 1024).toFixed(1)} kB JSON${res.ok ? "" : ` (status ${res.status})`}`);
    if (format === "both" && res.ok) {
      const parsed = JSON.parse(body) as { totalAudioDuration: number; options: { audioUrl: string | null; audioDuration: number }[] };
      const first = parsed.options[0];
      if (first?.audioUrl) {
        const audio = await fetch(first.audioUrl, { headers: { cookie: fresh } });
        const bytes = (await audio.arrayBuffer()).byteLength;
        console.log(`audio of one option: ${(bytes / 1024).toFixed(1)} kB ${audio.headers.get("content-type")} for ${first.audioDuration.toFixed(1)} s (${((bytes * 8) / 1000 / first.audioDuration).toFixed(0)} kbit/s); all three: ${parsed.totalAudioDuration.toFixed(1)} s`);
      }
    }
  }
}

const pctl = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Time from sending a play to its first audio byte, and to its last (one play at a time, fresh audio each). */
async function timePlay(url: string, cookie: string): Promise<{ first: number; all: number; bytes: number; streamed: boolean }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const reader = res.body!.getReader();
  let first = 0;
  let bytes = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    if (!first) first = performance.now() - t0;
    bytes += r.value.byteLength;
  }
  return { first, all: performance.now() - t0, bytes, streamed: res.headers.get("content-length") === null };
}

/**
 * First audio byte after play (goal ≤ 500 ms), standard and premium voice: each round asks a new
 * question (so the audio has never been made), then plays its first option in each voice.
 */
async function firstAudioByte(address: string, cookies: string[], rounds: number) {
  const runs: Record<"standard" | "premium", Array<{ first: number; all: number; bytes: number; streamed: boolean }>> = { standard: [], premium: [] };
  for (let i = 0; i < rounds; i++) {
    const cookie = cookies[i % cookies.length]!;
    const res = await fetch(`${address}/api/test-leadership-advice`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ question: `${QUESTIONS[i % QUESTIONS.length]} (round ${i})`, responseFormat: "both" }),
    });
    const answer = (await res.json()) as { options: { audioUrl: string | null; highQualityAudioUrl: string | null }[] };
    const option = answer.options[i % answer.options.length]!;
    if (option.audioUrl) runs.standard.push(await timePlay(option.audioUrl, cookie));
    if (option.highQualityAudioUrl) runs.premium.push(await timePlay(option.highQualityAudioUrl, cookie));
  }
  for (const [voice, list] of Object.entries(runs)) {
    if (!list.length) {
      console.log(`first audio byte after play (${voice}): no ${voice} audio on this machine`);
      continue;
    }
    const first = list.map((r) => r.first);
    const all = list.map((r) => r.all);
    const kb = list.reduce((sum, r) => sum + r.bytes, 0) / list.length / 1024;
    console.log(
      `first audio byte after play (${voice.padEnd(8)}) ${String(list.length).padStart(3)} plays  p50 ${pctl(first, 50).toFixed(1)} ms  max ${Math.max(...first).toFixed(1)} ms  (goal ≤ 500 ms); whole file p50 ${pctl(all, 50).toFixed(0)} ms, ${kb.toFixed(0)} kB, ${list.every((r) => r.streamed) ? "streamed" : "not streamed"}`,
    );
  }
}
