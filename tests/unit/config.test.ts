// The environment is checked once at start: a bad value stops the server with the variable's name.
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.js";

const base = { SESSION_SECRET: "s".repeat(40), DATA_DIR: "/tmp/leadone-config-test" };

describe("configuration", () => {
  it("defaults REDIS_PREFIX and takes a custom one", () => {
    expect(loadConfig(base).REDIS_PREFIX).toBe("leadone:");
    expect(loadConfig({ ...base, REDIS_PREFIX: "leadone-staging:" }).REDIS_PREFIX).toBe("leadone-staging:");
  });

  it("refuses a bad value, naming the variable", () => {
    expect(() => loadConfig({ ...base, REDIS_PREFIX: "has space" })).toThrow(/^Invalid configuration: REDIS_PREFIX: /);
    expect(() => loadConfig({ ...base, PORT: "70000" })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });
});
