// Issue 16 item 4: axe-core on every route as each role (signed out, mentee, mentor, admin, main admin),
// on an answered Home page and with each dialog open: no serious or critical violation, in light and dark mode.
// @axe-core/playwright needs Node 22, so axe.min.js is injected into the page and axe.run called there.
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { test as plainTest } from "@playwright/test";
import { DEMO, expect, signInOnPage, signUpOnPage, test } from "./support.js";

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
// The app's CSP (script-src 'self') rightly refuses an injected script: let the test browser ignore it.
test.use({ bypassCSP: true });
plainTest.use({ bypassCSP: true });

interface Found {
  where: string;
  rule: string;
  impact: string;
  nodes: string[];
}

/** Waits for the page to settle (no spinner, no running animation) and runs axe on the whole document. */
async function scan(page: Page, where: string): Promise<Found[]> {
  await page.waitForLoadState("networkidle");
  // The page wears the mode the browser asks for (the dark-mode runs scan the dark tokens).
  const dark = await page.evaluate(() => window.matchMedia("(prefers-color-scheme: dark)").matches);
  await expect(page.locator("html")).toHaveAttribute("data-color-mode", dark ? "dark" : "light");
  await expect(page.locator(".chakra-spinner")).toHaveCount(0, { timeout: 30_000 });
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown[]; html: string }> }> }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 120)}`) }));
  });
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => ({ where, ...v }));
  for (const v of serious) console.log(`axe ${where}: ${v.impact} ${v.rule} (${v.nodes.length}) ${v.nodes.slice(0, 3).join(" | ")}`);
  return serious;
}

async function scanRoutes(page: Page, who: string, paths: string[]): Promise<Found[]> {
  const found: Found[] = [];
  for (const path of paths) {
    await page.goto(path);
    found.push(...(await scan(page, `${who} ${path}`)));
  }
  return found;
}

/** Opens a dialog with `open`, scans it, closes it with Escape. */
async function scanDialog(page: Page, name: string | RegExp, open: () => Promise<unknown>, role: "dialog" | "alertdialog" = "dialog"): Promise<Found[]> {
  await open();
  const dialog = page.getByRole(role, { name }).last();
  await expect(dialog).toBeVisible({ timeout: 30_000 }); // dialogs load lazily; the machine is shared
  const found = await scan(page, `dialog ${String(name)}`);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  return found;
}

const summary = (found: Found[]) => found.map((f) => `${f.where}: ${f.impact} ${f.rule} ×${f.nodes.length}`);

async function firstMentorId(page: Page, free: boolean): Promise<string> {
  const res = await page.request.get(`/api/mentors?isActive=true&pageSize=50`);
  const { mentors } = (await res.json()) as { mentors: Array<{ id: string; isFreeTier: boolean }> };
  return mentors.find((m) => m.isFreeTier === free)!.id;
}

async function signIn(page: Page, account: { email: string; password: string }) {
  await signInOnPage(page, account.email, account.password);
  await expect(page).toHaveURL(/\/$/);
}

const PUBLIC = ["/privacy-policy", "/terms-of-service", "/faqs", "/account-suspended", "/no/such/page"];
const USER = ["/", "/subscription", "/payment-success", "/account", "/invoices", "/profile", "/payment-methods", "/mentor-profile", ...PUBLIC];
const ADMIN = ["/admin/dashboard", "/admin/users", "/admin/mentors", "/admin/payments", "/admin/settings"];

// Every scan runs in light and in dark mode (the system preference; the page follows it unless the user picks).
for (const colorScheme of ["light", "dark"] as const) {
  plainTest.describe(`${colorScheme} mode`, () => {
    plainTest.use({ colorScheme });

    plainTest("signed out: every public route and the sign-in dialog", async ({ page }) => {
      test.setTimeout(120_000);
      const mentor = await firstMentorId(page, false);
      const found = await scanRoutes(page, "signed out", ["/signup", "/login", `/mentors/${mentor}`, ...PUBLIC]);
      await page.goto("/faqs");
      found.push(...(await scanDialog(page, "Your LeadOne account", () => page.getByRole("button", { name: "Sign Up" }).click())));
      expect(summary(found)).toEqual([]);
    });

    plainTest("mentee: every route, the promo dialog and the home dialogs", async ({ page }) => {
      plainTest.setTimeout(180_000);
      await signUpOnPage(page, "Axe");
      const found: Found[] = [];
      // The once-per-user promo greets a fresh account on Home.
      const promo = page.getByRole("dialog", { name: "New Premium Features Available!" });
      await expect(promo).toBeVisible();
      found.push(...(await scan(page, "dialog promo")));
      await promo.getByRole("button", { name: "Explore Later" }).click();
      await expect(promo).toHaveCount(0);

      const paid = await firstMentorId(page, false);
      const free = await firstMentorId(page, true);
      found.push(...(await scanRoutes(page, "mentee", [...USER, `/mentors/${paid}`, `/mentors/${free}`])));

      await page.goto("/");
      await page.getByText("Mentor coaching", { exact: true }).click();
      found.push(...(await scanDialog(page, "Free Providers", () => page.getByRole("button", { name: /Free Providers/ }).click())));
      await page.getByRole("button", { name: /Paid Providers/ }).click();
      const list = page.getByRole("dialog", { name: "Paid Providers" });
      await expect(list).toBeVisible();
      found.push(...(await scan(page, "dialog Paid Providers")));
      await list.getByTestId("mentor-card").first().getByRole("button", { name: "View Profile" }).click();
      await expect(page.getByTestId("mentor-profile-dialog")).toBeVisible();
      found.push(...(await scan(page, "dialog mentor profile")));
      await page.keyboard.press("Escape");

      await page.goto("/");
      await expect(page.getByTestId("advice-section")).toBeVisible();
      found.push(...(await scanDialog(page, "Invite friends", () => page.getByRole("button", { name: "Invite friends" }).click())));
      await page.goto(`/mentors/${paid}?connect=paid`);
      await page.getByTestId("mentor-profile-dialog").getByTestId("mentor-action").click();
      await expect(page.getByRole("dialog", { name: "Pay for mentorship" })).toBeVisible();
      found.push(...(await scan(page, "dialog Pay for mentorship")));
      expect(summary(found)).toEqual([]);
    });

    test("answered Home page, its dialogs, and the upgrade dialog", async ({ page }) => {
      test.setTimeout(120_000);
      await signUpOnPage(page, "Answered");
      await page.getByLabel("Your leadership question").fill("Two people on my team keep clashing in meetings. What should I do?");
      await page.getByRole("button", { name: "Get Leadership Guidance" }).click();
      const cards = page.getByTestId("option-card");
      await expect(cards).toHaveCount(3, { timeout: 30_000 });
      const found = await scan(page, "answered Home");
      found.push(...(await scanDialog(page, "Try this approach", () => cards.first().getByRole("button", { name: "Try this approach" }).click())));
      found.push(...(await scanDialog(page, "Upgrade to Premium", () => page.getByRole("button", { name: "Unlock with Premium: Detailed Insight" }).first().click())));
      expect(summary(found)).toEqual([]);
    });

    test("mentor: every route and the videos dialog", async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, DEMO.mentor);
      const found = await scanRoutes(page, "mentor", ["/mentor-profile", "/mentor-profile/availability", "/account", "/invoices", "/"]);
      found.push(
        ...(await scanDialog(page, "Manage Your Videos", async () => {
          // From the mentor profile page: Home may greet with the promo dialog meanwhile.
          await page.goto("/mentor-profile");
          await page.getByRole("button", { name: "Manage Videos" }).click();
        })),
      );
      expect(summary(found)).toEqual([]);
    });

    test("admin: every admin route and the user details drawer", async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, DEMO.admin);
      const found = await scanRoutes(page, "admin", [...ADMIN, "/"]);
      await page.goto("/admin/users");
      found.push(...(await scanDialog(page, /.+/, () => page.getByRole("button", { name: /^Details for / }).first().click())));
      expect(summary(found)).toEqual([]);
    });

    test("main admin: every admin route, Manage Admins, its confirmations and the audit drawer", async ({ page, request }) => {
      test.setTimeout(120_000);
      const email = `e2e-axe-admin-${Date.now().toString(36)}@example.test`;
      expect((await request.post("/api/auth/register", { data: { firstName: "Axe", lastName: "Candidate", email, password: "a-strong-pass-1" } })).ok()).toBe(true);
      await signIn(page, DEMO.owner);
      const found = await scanRoutes(page, "main admin", [...ADMIN, "/account", "/admin/manage-admins"]);
      await page.getByLabel("Find a user").fill(email);
      await page.getByRole("button", { name: "Find", exact: true }).click();
      found.push(...(await scanDialog(page, "Grant admin rights?", () => page.getByRole("button", { name: `Make ${email} an admin` }).click(), "alertdialog")));
      await page.getByRole("button", { name: `Make ${email} an admin` }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Grant admin rights" }).click();
      await expect(page.getByRole("cell", { name: email, exact: true })).toBeVisible();
      await page.getByText("Audit log").scrollIntoViewIfNeeded();
      await page.screenshot({ path: "test-results/manage-admins-1280.png" });
      found.push(...(await scanDialog(page, "Audit entry", () => page.getByRole("button", { name: /^Details: / }).first().click())));
      const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: email, exact: true }) });
      found.push(...(await scanDialog(page, "Revoke admin rights?", () => row.getByRole("button", { name: "Revoke admin" }).click(), "alertdialog")));
      await row.getByRole("button", { name: "Revoke admin" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Revoke admin rights" }).click();
      await expect(page.getByRole("cell", { name: email, exact: true })).toHaveCount(0);
      expect(summary(found)).toEqual([]);
    });
  });
}

/** Presses Tab until `target` has focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

plainTest("keyboard only: sign in, ask, and focus moves to the answer, announced by a live region", async ({ page, request }) => {
  const email = `e2e-keys-${Date.now().toString(36)}@example.test`;
  const res = await request.post("/api/auth/register", { data: { firstName: "Kay", lastName: "Board", email, password: "a-strong-pass-1" } });
  expect(res.ok()).toBe(true);

  await page.goto("/login");
  await tabTo(page, page.getByLabel("Email", { exact: true }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel("Password", { exact: true }));
  await page.keyboard.type("a-strong-pass-1");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);

  // The once-per-user promo greets the fresh account: Escape closes it.
  const promo = page.getByRole("dialog", { name: "New Premium Features Available!" });
  await expect(promo).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(promo).toHaveCount(0);

  const announcer = page.getByTestId("advice-announcer");
  await expect(announcer).toHaveAttribute("aria-live", "polite");
  await expect(announcer).toHaveText("");
  await tabTo(page, page.getByRole("textbox", { name: "Your leadership question" }));
  await page.keyboard.type("How do I give feedback to a senior engineer who misses deadlines?");
  await tabTo(page, page.getByRole("button", { name: "Get Leadership Guidance" }));
  await page.keyboard.press("Enter");

  await expect(page.getByTestId("option-card")).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByRole("region", { name: "Your leadership guidance" })).toBeFocused();
  await expect(announcer).toHaveText("Your guidance is ready: 3 approaches below.");
  // From the answer, Tab reaches its controls in reading order.
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("advice-response").locator(":focus")).toHaveCount(1);
});

plainTest("star ratings have roles: read-only stars are a named image", async ({ page }) => {
  const mentor = await firstMentorId(page, false);
  await page.goto(`/mentors/${mentor}`);
  await expect(page.getByRole("img", { name: /^[1-5] out of 5 stars$/ }).first()).toBeVisible();
});
