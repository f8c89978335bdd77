// Issue 16 items 1 and 3: one design language in light and dark, and every page usable on a phone.
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO, expect, signInOnPage, signUpOnPage, test, openUserMenu } from "./support.js";

const PHONE = { width: 390, height: 844 };

const bodyBg = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe("colour mode", () => {
  test("follows the system by default; the avatar menu's choice wins and is kept after a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/login");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    const darkBg = await bodyBg(page);

    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    const lightBg = await bodyBg(page);
    expect(lightBg).not.toBe(darkBg);

    await openUserMenu(page);
    await expect(page.getByRole("menuitemradio", { name: "System" })).toBeChecked();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await bodyBg(page)).toBe(darkBg);

    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await openUserMenu(page);
    await expect(page.getByRole("menuitemradio", { name: "Dark" })).toBeChecked();
    await page.getByRole("menuitemradio", { name: "System" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  });

  test("primary buttons share the brand colour in light and dark", async ({ page }) => {
    await page.goto("/login");
    const primary = () => page.getByRole("button", { name: "Sign In" }).evaluate((b) => getComputedStyle(b).backgroundColor);
    const signUp = () => page.getByRole("banner").getByRole("button", { name: "Sign Up" }).evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(await primary()).toBe(await signUp());
    expect(await primary()).toBe("rgb(35, 117, 133)"); // brand.600
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(await primary()).toBe(await signUp());
  });
});

test("the account page shows the billing period in the one date format", async ({ page }) => {
  await signUpOnPage(page, "Dates");
  await page.goto("/account");
  // e.g. "Current billing period: Nov 22 – Dec 21, 2026" (never "November 22, 2026" or "11/22/2026").
  await expect(page.getByText(/^Current billing period: [A-Z][a-z]{2} \d{1,2}(, \d{4})? – ([A-Z][a-z]{2} )?\d{1,2}, \d{4}$/)).toBeVisible();
});

// Every route of SPEC §2 (App.tsx), as each role sees it on a phone: nothing scrolls sideways, the header is one line.
const ROUTES = [
  "/",
  "/login",
  "/signup",
  "/privacy-policy",
  "/terms-of-service",
  "/faqs",
  "/subscription",
  "/payment-success",
  "/account",
  "/invoices",
  "/profile",
  "/payment-methods",
  "/mentor-profile",
  "/mentor-profile/availability",
  "/mentors/:id",
  "/admin/dashboard",
  "/admin/users",
  "/admin/mentors",
  "/admin/payments",
  "/admin/settings",
  "/admin/manage-admins",
  "/account-suspended",
  "/no-such-page",
];

async function aMentorId(request: APIRequestContext): Promise<string> {
  const res = await request.get("/api/mentors");
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { mentors: { id: string }[] };
  expect(body.mentors.length).toBeGreaterThan(0);
  return body.mentors[0]!.id;
}

async function checkEveryRoute(page: Page, request: APIRequestContext, role: string) {
  const mentorId = await aMentorId(request);
  const problems: string[] = [];
  for (const route of ROUTES) {
    await page.goto(route.replace(":id", mentorId));
    // The page has drawn when its main area has a heading (every page has one) and no spinner.
    await expect(page.locator("main").getByRole("heading").first()).toBeVisible();
    await expect(page.locator("main [aria-busy=true], main .chakra-spinner")).toHaveCount(0);
    const m = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      header: document.querySelector("header")?.getBoundingClientRect().height ?? 0,
      path: location.pathname,
    }));
    if (m.scrollWidth > m.innerWidth) problems.push(`${role} ${route} (at ${m.path}): scrollWidth ${m.scrollWidth} > ${m.innerWidth}`);
    if (m.header > 64) problems.push(`${role} ${route} (at ${m.path}): header ${m.header}px > 64`);
  }
  expect(problems).toEqual([]);
}

test.describe("at 390×844 every route fits the screen", () => {
  test.use({ viewport: PHONE });
  test.setTimeout(240_000);

  test("signed out", async ({ page, request }) => {
    await checkEveryRoute(page, request, "signed out");
  });

  test("mentee", async ({ page, request }) => {
    await signUpOnPage(page, "Phone");
    await checkEveryRoute(page, request, "mentee");
  });

  for (const [role, account] of [
    ["mentor", DEMO.mentor],
    ["admin", DEMO.admin],
    ["main admin", DEMO.owner],
  ] as const) {
    test(role, async ({ page, request }) => {
      await signInOnPage(page, account.email, account.password);
      await expect(page.getByRole("button", { name: "Open user menu" })).toBeVisible();
      await expect(page).not.toHaveURL(/\/login/);
      await checkEveryRoute(page, request, role);
    });
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("Home says the privacy line once; the add-card form shows its own messages, not the browser's", async ({ page }) => {
    await signUpOnPage(page, "Card");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/stay private and are never stored/)).toHaveCount(1);

    await page.goto("/payment-methods");
    const form = page.getByRole("form", { name: "Add a card" });
    await expect(form).toHaveAttribute("novalidate", "");
    await form.getByRole("button", { name: /save|add/i }).click();
    await expect(form.getByText("Card number is required")).toBeVisible();
    await expect(form.getByText("Expiry date is required")).toBeVisible();
    await expect(form.getByText("CVC is required")).toBeVisible();
    await form.getByLabel("Card number").fill("1234");
    await form.getByLabel("Expiry (MM/YY)").fill("1230");
    await form.getByLabel("CVC").fill("12");
    await form.getByRole("button", { name: /save|add/i }).click();
    await expect(form.getByText("Enter a valid card number")).toBeVisible();
    await expect(form.getByText("Enter the expiry as MM/YY")).toBeVisible();
    await expect(form.getByText("Enter a valid CVC")).toBeVisible();
    await expect(page.getByTestId("payment-method")).toHaveCount(0);
  });

  test("tables become stacked rows labelled by their columns", async ({ page }) => {
    await signInOnPage(page, DEMO.admin.email, DEMO.admin.password);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto("/admin/mentors");
    const cell = page.locator("main table tbody tr").first().locator("td").first();
    await expect(cell).toBeVisible();
    expect(await cell.evaluate((td) => getComputedStyle(td, "::before").content)).toBe('"Mentor"');
    // Each cell is a line of its own across the row (a block; its label floats at the start).
    expect(await cell.evaluate((td) => getComputedStyle(td).display)).toBe("flow-root");
    expect(await cell.evaluate((td) => Math.round(td.getBoundingClientRect().width) === Math.round(td.parentElement!.getBoundingClientRect().width))).toBe(true);
  });
});
