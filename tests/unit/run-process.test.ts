// The one helper that runs speech engines, ffmpeg and Festival: output, exit codes and the time limit.
import { describe, expect, it } from "vitest";
import { programRuns, runProcess, spawnWithTimeout } from "../../server/lib/run-process.js";

describe("run-process", () => {
  it("returns what the program wrote, given its input", async () => {
    expect((await runProcess("cat", [], { input: "spoken answer" })).toString()).toBe("spoken answer");
  });

  it("rejects on a non-zero exit and on a missing program", async () => {
    await expect(runProcess("sh", ["-c", "exit 3"])).rejects.toThrow(/exited with code 3/);
    await expect(runProcess("no-such-program-leadone", [])).rejects.toThrow();
    expect(programRuns("no-such-program-leadone", [])).toBe(false);
    expect(programRuns("true", [])).toBe(true);
  });

  it("kills a program that runs past its time limit", async () => {
    const { child, exited } = spawnWithTimeout("sleep", ["30"], 200);
    await expect(exited).rejects.toThrow(/killed \(SIGKILL\)/);
    expect(child.signalCode).toBe("SIGKILL");
  });
});
