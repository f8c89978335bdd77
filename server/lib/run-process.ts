// Running helper programs (espeak-ng, Festival, ffmpeg) with a time limit: one place for the spawn,
// the kill on timeout and the exit-code check, used by speech synthesis and video thumbnails.
import { spawn, spawnSync, type ChildProcessByStdio } from "node:child_process";
import type { Readable, Writable } from "node:stream";

/** Whether `cmd args` runs and exits 0 (a presence check at start; 5 s at most). */
export function programRuns(cmd: string, args: string[]): boolean {
  try {
    return spawnSync(cmd, args, { stdio: "ignore", timeout: 5000 }).status === 0;
  } catch {
    return false;
  }
}

export type TimedChild = ChildProcessByStdio<Writable, Readable, null>;

/**
 * Starts `cmd` with piped stdin and stdout (stderr ignored) and kills it with SIGKILL when it is still
 * running after `timeoutMs`. `exited` settles when it ends: resolved on exit code 0, rejected otherwise
 * (a kill, a non-zero code, or a program that could not be started).
 */
export function spawnWithTimeout(cmd: string, args: string[], timeoutMs: number): { child: TimedChild; exited: Promise<void> } {
  const child = spawn(cmd, args, { stdio: ["pipe", "pipe", "ignore"] });
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  // A reader that stops early (a client gone) must not crash the server with EPIPE.
  child.stdin.on("error", () => undefined);
  const exited = new Promise<void>((resolve, reject) => {
    child.once("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${cmd} ${signal ? `was killed (${signal})` : `exited with code ${code}`}`));
    });
  });
  exited.catch(() => undefined); // callers that only read stdout still see the failure through it
  return { child, exited };
}

/** Runs `cmd` to the end with `input` on stdin (none: stdin closed) and returns its stdout. */
export async function runProcess(cmd: string, args: string[], opts: { input?: Buffer | string; timeoutMs?: number } = {}): Promise<Buffer> {
  const { child, exited } = spawnWithTimeout(cmd, args, opts.timeoutMs ?? 30_000);
  const chunks: Buffer[] = [];
  child.stdout.on("data", (c: Buffer) => chunks.push(c));
  child.stdin.end(opts.input ?? "");
  await exited;
  return Buffer.concat(chunks);
}
