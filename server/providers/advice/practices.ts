// Loads the built-in engine's practice library from its data files (library/*.json, one practice per
// file), validating each against zPractice at load. Ids must be unique and every practice must fit at
// least one situation theme, or the server refuses to start with a message naming the file.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { zPractice, type Practice } from "../../../shared/schemas/advice-library.js";

export { SPECIALTIES, type Specialty, type Practice } from "../../../shared/schemas/advice-library.js";

const LIBRARY_DIR = fileURLToPath(new URL("./library/", import.meta.url));

export function loadPractices(dir: string = LIBRARY_DIR): Practice[] {
  const files = readdirSync(dir).filter((f) => f.endsWith(".json")).sort();
  const seen = new Set<string>();
  const practices = files.map((file) => {
    const parsed = zPractice.safeParse(JSON.parse(readFileSync(join(dir, file), "utf8")));
    if (!parsed.success) throw new Error(`Practice library: ${file} is invalid: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    const p = parsed.data;
    if (`${p.id}.json` !== file) throw new Error(`Practice library: ${file} holds id "${p.id}"; the file must be named after its id`);
    if (seen.has(p.id)) throw new Error(`Practice library: duplicate id ${p.id}`);
    if (!Object.keys(p.fits).length) throw new Error(`Practice library: ${file} fits no situation theme`);
    seen.add(p.id);
    return p;
  });
  if (!practices.length) throw new Error(`Practice library: no practices in ${dir}`);
  return practices;
}

export const PRACTICES: Practice[] = loadPractices();
