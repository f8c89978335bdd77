// Shared pieces of the browser tests: unique accounts, sign-up/sign-in through the pages, and a page
// fixture that answers the once-per-user promo dialog whenever it appears (it greets every fresh
// account on the home page; only billing.spec.ts tests the promo itself and uses the plain `test`).
import { expect, test as base, type Locator, type Page } from "@playwright/test";

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let counter = 0;
export const uniqueEmail = (tag: string) => `e2e-${tag}-${RUN}-${++counter}@example.test`;

export const DEMO = {
  admin: { email: "admin@leadone.app", password: "LeadOne-admin-2026" },
  owner: { email: "owner@leadone.app", password: "LeadOne-owner-2026" },
  mentor: { email: "amara.okafor@mentors.leadone.app", password: "LeadOne-mentor-2026" },
} as const;

/** Closes 'New Premium Features Available!' with 'Explore Later' whenever it shows up on `page`. */
export async function answerPromoWhenShown(page: Page) {
  await page.addLocatorHandler(page.getByRole("heading", { name: "New Premium Features Available!" }), async () => {
    // The dialog lives on the home page: a navigation the test is making can unmount it mid-click.
    // Then there is nothing left to close, so give up quietly; if it is still open, Playwright's
    // wait for the heading to go away (after this handler) fails the test as it should.
    await page
      .getByRole("button", { name: "Explore Later" })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
  });
}

export const test = base.extend({
  page: async ({ page }, use) => {
    await answerPromoWhenShown(page);
    await use(page);
  },
});
export { expect };

async function clickAvatarUnlessMenuOpen(page: Page) {
  if (!(await page.getByRole("menu").isVisible())) await page.getByRole("button", { name: "Open user menu" }).click();
}

/**
 * Opens the avatar menu. The once-only promo may open at the same moment and close the menu (the fixture
 * then closes the promo; the promo itself stays away when a menu is already open): open it again.
 */
export async function openUserMenu(page: Page) {
  await expect(async () => {
    await clickAvatarUnlessMenuOpen(page);
    await expect(page.getByRole("menu")).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Opens the avatar menu and picks `name`, again until `opens` (the dialog or page it leads to) is in sight: the
 * once-only promo may close the menu in between, and a click on an item still animating in can land and do nothing.
 */
export async function chooseFromUserMenu(page: Page, name: string, opens?: Locator) {
  await expect(async () => {
    if (opens && (await opens.isVisible())) return;
    await clickAvatarUnlessMenuOpen(page);
    await page.getByRole("menuitem", { name }).click({ timeout: 3000 });
    if (opens) await expect(opens).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** Creates an account through the /signup page and lands on /; returns its email. */
export async function signUpOnPage(page: Page, firstName = "Tester"): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  await page.goto("/signup");
  await page.getByLabel("First name", { exact: true }).fill(firstName);
  await page.getByLabel("Last name", { exact: true }).fill("Tester");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-strong-pass-1");
  await page.getByLabel("Confirm password", { exact: true }).fill("a-strong-pass-1");
  // Click the box itself: the middle of the label text is the "Terms of Service" link.
  await page.locator('[data-scope="checkbox"][data-part="control"]').click();
  await expect(page.getByRole("checkbox", { name: /I agree to the/ })).toBeChecked();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/$/);
  return email;
}

/** Signs in through the /login page (does not wait for the result: tests check success or failure). */
export async function signInOnPage(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}
