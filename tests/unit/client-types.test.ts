// The client never re-declares a server shape (issue 12, item 1): a type or interface in client/ whose
// fields are those of an object the server takes or answers (any zod object in shared/schemas) must be
// RouterInputs / RouterOutputs or a zod-inferred type instead. Form state and UI-only types declare
// fields the server shapes do not have, so they pass.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import type { z } from "zod";

const root = path.resolve(__dirname, "../..");
const walk = (dir: string, ext: RegExp): string[] =>
  readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    return statSync(path.join(root, rel)).isDirectory() ? walk(rel, ext) : ext.test(name) ? [rel] : [];
  });

/** Field-name sets of every zod object reachable from the shared schemas (inputs and outputs). */
async function serverShapes(): Promise<Map<string, string>> {
  const shapes = new Map<string, string>(); // sorted keys → where
  const seen = new Set<unknown>();
  const visit = (schema: unknown, where: string) => {
    if (!schema || typeof schema !== "object" || seen.has(schema) || !("def" in schema)) return;
    seen.add(schema);
    const def = (schema as z.ZodType).def as unknown as Record<string, unknown> & { type: string };
    if (def.type === "object") {
      const shape = (schema as z.ZodObject).shape as Record<string, unknown>;
      const keys = Object.keys(shape).sort();
      if (keys.length >= 2 && !shapes.has(keys.join(","))) shapes.set(keys.join(","), where);
      for (const [k, v] of Object.entries(shape)) visit(v, `${where}.${k}`);
    }
    for (const key of ["element", "innerType", "in", "out", "valueType"]) visit(def[key], where);
    if (Array.isArray(def.options)) for (const o of def.options) visit(o, where);
  };
  for (const file of walk("shared/schemas", /\.ts$/)) {
    const mod = (await import(path.join(root, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) visit(value, `${path.basename(file)}:${name}`);
  }
  return shapes;
}

/** Types and interfaces declared in a client file with their field names (object literal types only). */
function declaredShapes(file: string, text = readFileSync(path.join(root, file), "utf8")): Array<{ name: string; keys: string[] }> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Array<{ name: string; keys: string[] }> = [];
  const fields = (members: ts.NodeArray<ts.TypeElement>) => members.filter(ts.isPropertySignature).map((m) => m.name.getText(source));
  const visit = (node: ts.Node) => {
    if (ts.isInterfaceDeclaration(node)) found.push({ name: node.name.text, keys: fields(node.members) });
    if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)) found.push({ name: node.name.text, keys: fields(node.type.members) });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("client types", () => {
  const files = walk("client", /\.tsx?$/);

  it("finds client files", () => expect(files.length).toBeGreaterThan(50));

  async function copies(list: Array<{ file: string; text?: string }>) {
    const shapes = await serverShapes();
    expect(shapes.size).toBeGreaterThan(100);
    const serverKeySets = [...shapes.entries()].map(([keys, where]) => ({ keys: new Set(keys.split(",")), where }));
    const offenders: string[] = [];
    for (const { file, text } of list) {
      for (const decl of declaredShapes(file, text)) {
        if (decl.keys.length < 2) continue;
        // Every field of the client type is a field of one server object: it copies (part of) that shape.
        const copied = serverKeySets.find((s) => decl.keys.every((k) => s.keys.has(k)));
        if (copied) offenders.push(`${file}: ${decl.name} {${decl.keys.join(", ")}} copies ${copied.where}`);
      }
    }
    return offenders;
  }

  it("no client type re-declares the fields of a server shape", async () => {
    expect(await copies(files.map((file) => ({ file })))).toEqual([]);
  });

  it("catches the hand-written copies the client used to have", async () => {
    const before = [
      { file: "Slot.ts", text: "export interface Slot { startsAt: string; endsAt: string }" },
      { file: "Turn.tsx", text: "interface Turn { role: \"user\" | \"coach\"; text: string }" },
      { file: "Audit.tsx", text: "interface AuditEntryView { id: string; action: string; targetType: string; targetId: string | null; summary: string; createdAt: Date }" },
      { file: "Form.tsx", text: "type Form = { bio: string; specialty: string; country: string; isFreeTier: boolean; isPaidTier: boolean; isActive: boolean }" },
      { file: "Ok.tsx", text: "interface FormErrors { bio?: string; somethingOnlyTheUiHas: string }" },
    ];
    const found = await copies(before);
    expect(found.map((f) => f.split(":")[0])).toEqual(["Slot.ts", "Turn.tsx", "Audit.tsx", "Form.tsx"]);
  });
});
