// Loads Prisma's WebAssembly schema engine (the offline stand-in for `prisma migrate`), bound to a
// driver adapter. Used only by developer scripts, never by the running server.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import * as rt from "@prisma/schema-engine-wasm/schema_engine_bg";

type Engine = Awaited<ReturnType<typeof rt.SchemaEngine.new>>;

let patched = false;
/**
 * adapter-pg cannot read PostgreSQL's internal "char" type (OID 18), which the engine selects from
 * pg_catalog: read it as text at the pg level, then tell the engine those columns are characters.
 */
function readCharAsText() {
  if (patched) return;
  patched = true;
  const proto = (pg as unknown as { Result: { prototype: { addFields(f: { dataTypeID: number; wasChar?: boolean }[]): void } } }).Result.prototype;
  const original = proto.addFields;
  proto.addFields = function (fields) {
    for (const f of fields) if (f.dataTypeID === 18) Object.assign(f, { dataTypeID: 25, wasChar: true });
    return original.call(this, fields);
  };
}

const CHARACTER = 6; // ColumnTypeEnum.Character in @prisma/driver-adapter-utils

type RawAdapter = {
  performIO(q: unknown): Promise<{ fields: { wasChar?: boolean }[] }>;
  queryRaw(q: unknown): Promise<{ columnTypes: number[] }>;
};
function charColumns<T>(adapter: T): T {
  const a = adapter as unknown as RawAdapter;
  const performIO = a.performIO.bind(a);
  const queryRaw = a.queryRaw.bind(a);
  let chars: number[] = [];
  a.performIO = async (q) => {
    const result = await performIO(q);
    chars = result.fields.flatMap((f, i) => (f.wasChar ? [i] : []));
    return result;
  };
  a.queryRaw = async (q) => {
    const result = await queryRaw(q);
    for (const i of chars) result.columnTypes[i] = CHARACTER;
    return result;
  };
  return adapter;
}

/** adapter-pg's executeScript splits on ';' (breaks $$ bodies); send the whole script as one query. */
function wholeScript<T extends { executeScript(s: string): Promise<void>; underlyingDriver(): unknown }>(adapter: T): T {
  adapter.executeScript = async (script: string) => {
    await (adapter.underlyingDriver() as pg.Pool).query(script);
  };
  return adapter;
}

/** The engine reports a Rust panic through this global before throwing; keep the message. */
export let lastPanic = "";
(globalThis as unknown as { PRISMA_WASM_PANIC_REGISTRY: { set_message(m: string): void } }).PRISMA_WASM_PANIC_REGISTRY = {
  set_message: (m: string) => {
    lastPanic = m;
  },
};

export async function loadSchemaEngine(mainUrl: string, shadowUrl: string, datamodel: { path: string; content: string }) {
  readCharAsText();
  const require = createRequire(import.meta.url);
  const bytes = await readFile(path.join(path.dirname(require.resolve("@prisma/schema-engine-wasm")), "schema_engine_bg.wasm"));
  const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), { "./schema_engine_bg.js": rt as never });
  const exports = instance.exports as unknown as { __wbindgen_start(): void };
  (rt as unknown as { __wbg_set_wasm(e: unknown): void }).__wbg_set_wasm(exports);
  exports.__wbindgen_start();

  const main = new PrismaPg({ connectionString: mainUrl });
  const shadow = new PrismaPg({ connectionString: shadowUrl });
  const factory = {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: async () => charColumns(wholeScript(await main.connect())),
    connectToShadowDb: async () => charColumns(wholeScript(await shadow.connect())),
  };
  const bound = bindMigrationAwareSqlAdapterFactory(factory as never);
  const engine: Engine = await rt.SchemaEngine.new(
    { datamodels: [[datamodel.path, datamodel.content]] } as never,
    () => undefined,
    bound,
  );
  /** Engine errors say `External error id#N`; the real error sits in the registry. */
  const explain = (error: unknown) => {
    const match = /id#(\d+)/.exec(String((error as Error)?.message ?? error));
    if (!match) return lastPanic ? new Error(`${String((error as Error)?.message ?? error)}: ${lastPanic}`) : error;
    const real = (bound as unknown as { errorRegistry: { consumeError(n: number): unknown } }).errorRegistry.consumeError(Number(match[1]));
    return new Error(`${(error as Error).message}: ${JSON.stringify(real)}`);
  };
  return { engine, explain };
}
