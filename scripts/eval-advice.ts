// `npm run eval:advice`: runs the built-in coaching engine over the questions in tests/advice-eval and
// prints the share whose three approaches include a practice a coach would consider right, and the
// share whose three approaches are three distinct practices.
import { adviseBuiltin } from "../server/providers/advice/builtin.js";
import { PRACTICES } from "../server/providers/advice/practices.js";
import { EVAL_QUESTIONS } from "../tests/advice-eval/questions.js";

const known = new Set(PRACTICES.map((p) => p.id));
let hits = 0;
let distinct = 0;
const misses: string[] = [];
for (const { question, acceptable } of EVAL_QUESTIONS) {
  for (const id of acceptable) if (!known.has(id)) throw new Error(`Unknown practice id in the evaluation set: ${id}`);
  const ids = adviseBuiltin(question).options.map((o) => o.practiceId ?? "");
  const hit = ids.some((id) => acceptable.includes(id));
  if (hit) hits += 1;
  else misses.push(`  ✗ ${question}\n      got ${ids.join(", ")}; acceptable ${acceptable.join(", ")}`);
  if (new Set(ids).size === 3) distinct += 1;
}
const n = EVAL_QUESTIONS.length;
const pct = (x: number) => `${((100 * x) / n).toFixed(1)}%`;
console.log(`Advice evaluation over ${n} questions (${PRACTICES.length} practices in the library)`);
console.log(`  a right practice among the three approaches: ${hits}/${n} = ${pct(hits)}`);
console.log(`  three distinct practices:                    ${distinct}/${n} = ${pct(distinct)}`);
if (misses.length) console.log(`Misses:\n${misses.join("\n")}`);
