// Scheduled jobs inside the server (closing billing periods, purging sessions…). Each run takes a row
// lock in JobRun first, so with several instances a job runs on one of them at a time.
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "./db/client.js";
import type { Metrics } from "./http/metrics.js";

export interface Job {
  name: string;
  everyMs: number;
  run(db: Db, now: Date): Promise<unknown>;
}

/** Runs `job` once if no other instance holds it; returns whether it ran. */
export async function runJobOnce(db: Db, job: Job, now = new Date()): Promise<boolean> {
  await db.jobRun.upsert({ where: { name: job.name }, create: { name: job.name }, update: {} });
  const staleBefore = new Date(now.getTime() - 10 * 60_000);
  const claimed = await db.jobRun.updateMany({
    where: { name: job.name, OR: [{ lockedAt: null }, { lockedAt: { lt: staleBefore } }] },
    data: { lockedAt: now },
  });
  if (claimed.count === 0) return false;
  try {
    await job.run(db, now);
    return true;
  } finally {
    await db.jobRun.update({ where: { name: job.name }, data: { lockedAt: null, lastRunAt: new Date() } });
  }
}

export function startScheduler(db: Db, jobs: Job[], log: FastifyBaseLogger, metrics?: Metrics) {
  const timers = jobs.map((job) => {
    const tick = async () => {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const ran = await runJobOnce(db, job);
        metrics?.job(job.name, seconds(), ran ? "ok" : "skipped");
      } catch (error: unknown) {
        metrics?.job(job.name, seconds(), "error");
        log.error({ err: error, job: job.name }, "scheduled job failed");
      }
    };
    const first = setTimeout(tick, 1000);
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    first.unref();
    return { first, timer };
  });
  return () => timers.forEach(({ first, timer }) => (clearTimeout(first), clearInterval(timer)));
}
