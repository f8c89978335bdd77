import { describe, expect, it } from "vitest";
import { authPathWithReturn, safeReturnTo } from "../../shared/return-to.js";

describe("safeReturnTo: same-origin paths only", () => {
  it.each(["/invoices", "/mentors/abc?connect=paid&plan=yearly", "/account#usage", "/"])("keeps %s", (p) => {
    expect(safeReturnTo(p)).toBe(p);
  });
  it.each([
    "https://evil.example/",
    "http:/evil.example",
    "//evil.example/x",
    "/\\evil.example",
    "\\\\evil.example",
    "/\tevil",
    "javascript:alert(1)",
    "invoices",
    "",
    null,
    undefined,
    "/login?returnTo=/x",
    "/signup",
    `/${"a".repeat(3000)}`,
  ])("refuses %s", (p) => {
    expect(safeReturnTo(p as string | null | undefined)).toBeNull();
  });
  it("builds the sign-in path carrying a safe target and drops an unsafe one", () => {
    expect(authPathWithReturn("/login", "/mentors/1?connect=paid")).toBe("/login?returnTo=%2Fmentors%2F1%3Fconnect%3Dpaid");
    expect(authPathWithReturn("/signup", "//evil.example")).toBe("/signup");
    expect(authPathWithReturn("/login", "/")).toBe("/login");
  });
});
