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
  await load("POST /api/test-leadership-advice (text)", 200, 4, ask("text"));
  await load("POST /api/test-leadership-advice (both: text+audio)", 30, 2, ask("both"));

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
