// The admin's mentor is the catalogue's mentor extended, not a second copy of its fields: a field added
// to or changed in zMentorOutput reaches the admin list by itself.
import { describe, expect, it } from "vitest";
import { zAdminMentorOutput } from "../../shared/schemas/admin.js";
import { zMentorOutput } from "../../shared/schemas/mentors.js";

describe("zAdminMentorOutput", () => {
  it("holds every catalogue field but the intro video, by the same schema (rates only: always cents, never null)", () => {
    const own = new Set(["monthlyRate", "yearlyRate"]);
    for (const [key, schema] of Object.entries(zMentorOutput.shape)) {
      if (key === "videoIntroUrl") expect(zAdminMentorOutput.shape).not.toHaveProperty(key);
      else if (own.has(key)) expect(zAdminMentorOutput.shape[key as keyof typeof zAdminMentorOutput.shape].safeParse(null).success).toBe(false);
      else expect({ key, same: zAdminMentorOutput.shape[key as keyof typeof zAdminMentorOutput.shape] === schema }).toEqual({ key, same: true });
    }
  });
});
