// Issue 13 goal 1 (first load on a phone): what a signed-in first visit to / fetches. The HTML preloads the
// home page and the current-user call (index.home.html), and the client uses that answer instead of asking
// again; the header's menus and the toast machinery are not part of the load until wanted.
import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./support.js";

/** A fresh account, signed in on `page`'s context, that has seen the promo (no dialog over the page). */
async function freshAccount(page: Page, firstName: string) {
  const res = await page.request.post("/api/auth/register", { data: { firstName, lastName: "Load", email: uniqueEmail(firstName.toLowerCase()), password: "a-strong-pass-1" } });
  expect(res.ok(), await res.text()).toBe(true);
  const seen = await page.request.post("/trpc/account.markPromoSeen", { data: { json: null, meta: { values: ["undefined"], v: 1 } } });
  expect(seen.ok(), await seen.text()).toBe(true);
}

test("a signed-in first load of / uses the preloaded current-user answer and loads no menu or toast code until wanted", async ({ page }) => {
  await freshAccount(page, "Fay");

  const requests: string[] = [];
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /^Lead with confidence, Fay/ })).toBeVisible();
  await expect(page.getByText("Monthly usage")).toBeVisible();
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/HomePage-"]')).toHaveCount(1);
  await expect(page.locator('link[rel="preload"][as="fetch"][href^="/trpc/auth.user?"]')).toHaveCount(1);

  // One current-user request: the preload's (a mismatch with the client's fetch would make a second).
  expect(requests.filter((p) => p === "/trpc/auth.user")).toHaveLength(1);
  expect(requests.filter((p) => /^\/assets\/(HeaderMenus|toaster-impl)-/.test(p))).toEqual([]);

  // Pointing at the avatar loads the menus; the click opens the real menu.
  const avatar = page.getByRole("button", { name: "Open user menu" });
  await avatar.hover();
  await expect.poll(() => requests.some((p) => p.startsWith("/assets/HeaderMenus-"))).toBe(true);
  await avatar.click();
  await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
});

test("a click on the menu button before its code has loaded still opens the menu", async ({ page }) => {
  await freshAccount(page, "Cal");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /^Lead with confidence, Cal/ })).toBeVisible();
  // A keyboard user: Enter on the focused button (no hover first).
  await page.getByRole("button", { name: "Open user menu" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Sign Out" })).toBeVisible();
});
