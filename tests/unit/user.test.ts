import { describe, expect, it } from "vitest";
import { displayName, greeting, initial } from "../../shared/user.js";

const base = { firstName: null, username: null, isAdmin: false, isMentor: false };

describe("display name (SPEC §3 fallback order)", () => {
  it.each([
    [{ ...base, firstName: "Ada", username: "ada" }, "Ada"],
    [{ ...base, username: "ada" }, "ada"],
    [{ ...base, claims: { first_name: "Claimed", sub: "7" } }, "Claimed"],
    [{ ...base, claims: { username: "claimed_user", sub: "7" } }, "claimed_user"],
    [{ ...base, claims: { sub: "7" } }, "User 7"],
    [{ ...base }, "My Account"],
  ])("%o → %s", (user, expected) => {
    expect(displayName(user)).toBe(expected);
  });
});

describe("greeting (SPEC §2 header)", () => {
  it("says 'Logged in as: Admin' for admins", () => expect(greeting({ ...base, firstName: "Ada", isAdmin: true })).toBe("Logged in as: Admin"));
  it("uses the first name or username for mentors", () => {
    expect(greeting({ ...base, firstName: "Amara", isMentor: true })).toBe("Amara");
    expect(greeting({ ...base, username: "amara_o", isMentor: true })).toBe("amara_o");
  });
  it("welcomes everyone else by first name", () => expect(greeting({ ...base, firstName: "Jordan" })).toBe("Welcome, Jordan"));
  it("shows the initial of the display name", () => expect(initial({ ...base, firstName: "jordan" })).toBe("J"));
});
