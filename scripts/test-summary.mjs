// Adds up the JSON reports of every test run and prints the closing line "tests: N passed, N failed".
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
const missing = [];
for (const file of ["test-reports/vitest-pglite.json", "test-reports/vitest-postgres.json"]) {
  if (!existsSync(file)) { missing.push(file); continue; }
  const r = JSON.parse(readFileSync(file, "utf8"));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
const e2e = "test-reports/e2e.json";
if (existsSync(e2e)) {
  const s = JSON.parse(readFileSync(e2e, "utf8")).stats ?? {};
  passed += s.expected ?? 0;
  failed += (s.unexpected ?? 0) + (s.flaky ?? 0);
} else missing.push(e2e);
if (missing.length) console.log(`missing reports (their runs did not finish): ${missing.join(", ")}`);
console.log(`tests: ${passed} passed, ${failed + missing.length} failed`);
process.exit(failed + missing.length > 0 ? 1 : 0);
