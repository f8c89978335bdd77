// The API reference page renders in Chromium under the app's CSP and lists the REST operations.
import { expect, test } from "@playwright/test";

test("the API reference at /api/docs renders the OpenAPI document", async ({ page }) => {
  const problems: string[] = [];
  page.on("console", (m) => m.type() === "error" && problems.push(m.text()));
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /LeadOne API/ })).toBeVisible();
  await expect(page.locator(".opblock-summary-path", { hasText: "/api/api-keys" }).first()).toBeVisible();
  await expect(page.locator(".opblock-summary-path", { hasText: "/api/mentors" }).first()).toBeVisible();
  expect(problems).toEqual([]);
});
