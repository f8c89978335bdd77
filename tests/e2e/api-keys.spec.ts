// My Profile → API keys: create a key, see it once (and copy it), use it, revoke it.
import { request } from "@playwright/test";
import { expect, signUpOnPage, test } from "./support.js";

test("a user creates an API key, sees it only once, and revokes it", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await signUpOnPage(page, "Keyholder");
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "API keys" })).toBeVisible();
  await expect(page.getByText("You have no API keys.")).toBeVisible();

  // An empty name is refused in place.
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText("A name is required")).toBeVisible();

  await page.getByLabel("Key name").fill("Nightly report");
  await page.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toHaveText(/^lo_[A-Za-z0-9_-]{43}$/);
  const key = (await shown.textContent())!.trim();
  await expect(page.getByText("it is shown only this once")).toBeVisible();

  await page.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const row = page.getByTestId("api-key-row").filter({ hasText: "Nightly report" });
  await expect(row).toContainText(`${key.slice(0, 7)}…${key.slice(-4)}`);
  await expect(row).toContainText("Never used");

  // The key works from outside the browser (no cookie).
  const tool = await request.newContext({ baseURL });
  const me = await tool.get("/api/auth/user", { headers: { authorization: `Bearer ${key}` } });
  expect(me.status()).toBe(200);

  // Once dismissed (or after a reload) the secret is gone for good; the row stays, now used.
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
  await page.reload();
  await expect(row).toContainText("Last used");
  await expect(page.getByText(key)).toHaveCount(0);

  await row.getByRole("button", { name: "Revoke Nightly report" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke this API key?" });
  await expect(confirm).toContainText("Nightly report");
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByText("API key revoked")).toBeVisible();
  await expect(page.getByTestId("api-key-row")).toHaveCount(0);
  await expect(page.getByText("You have no API keys.")).toBeVisible();

  const after = await tool.get("/api/auth/user", { headers: { authorization: `Bearer ${key}` } });
  expect(after.status()).toBe(401);
  await tool.dispose();
});
