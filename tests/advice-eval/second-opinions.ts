// Second opinions on the blind questions: two more coaches labelled all 140 blind questions independently
// (each saw only the questions and the practice library: no engine, no code, no other labels). They let the
// evaluation say what "all three acceptable" means for a person — how often one coach's first three picks
// are all acceptable to another — beside what the engine reaches. Never training data.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const DIR = fileURLToPath(new URL("./second-opinions/", import.meta.url));
const zLine = z.object({ q: z.string().min(10).max(4000), ok: z.array(z.string()).min(1).max(10) });

/** Each coach's labels (file name without .jsonl → question → acceptable practices, best first). */
export function secondOpinions(): Map<string, Map<string, string[]>> {
  return new Map(
    readdirSync(DIR)
      .filter((f) => f.endsWith(".jsonl"))
      .sort()
      .map((file) => [
        file.replace(/\.jsonl$/, ""),
        new Map(
          readFileSync(join(DIR, file), "utf8")
            .split("\n")
            .filter((line) => line.trim())
            .map((line) => {
              const { q, ok } = zLine.parse(JSON.parse(line));
              return [q, ok] as const;
            }),
        ),
      ]),
  );
}
