// Layout checks from the screenshot review. Tables (client/components/DataTable.tsx): amount columns align their headers with their cells, and on a
// 390 px phone every table's rows stack inside the screen: nothing is cut off or scrolls sideways, and a cell's
// parts (a name over an email, a description over its kind) stay within the row.
import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, test, uniqueEmail } from "./support.js";

const PHONE = { width: 390, height: 844 };

/** The right edge of the text inside `el` (not of its box): where a reader sees it end. */
const textRight = (el: Locator) =>
  el.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return range.getBoundingClientRect().right;
  });

/** Every table in main and every cell: none wider than its box, none past the screen's right edge. */
async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth) found.push(`page scrollWidth ${doc.scrollWidth} > ${window.innerWidth}`);
    for (const table of Array.from(document.querySelectorAll("main table"))) {
      const area = table.parentElement!;
      if (area.scrollWidth > area.clientWidth) found.push(`table area ${area.scrollWidth} > ${area.clientWidth}: ${(table.textContent ?? "").slice(0, 40)}`);
      for (const td of Array.from(table.querySelectorAll("tbody td"))) {
        const r = td.getBoundingClientRect();
        if (td.scrollWidth > td.clientWidth || r.right > window.innerWidth) found.push(`cell "${(td.textContent ?? "").slice(0, 40)}": ${td.scrollWidth} > ${td.clientWidth}, right ${r.right}`);
        for (const child of Array.from(td.querySelectorAll("*"))) {
          const c = child.getBoundingClientRect();
          if (c.width > 0 && (c.right > r.right + 0.5 || c.left < r.left - 0.5)) found.push(`part of "${(td.textContent ?? "").slice(0, 40)}" outside its cell`);
        }
      }
    }
    return found;
  });
}

test("invoices: amount headers line up with their cells; on a phone a long description wraps inside the screen", async ({ page }) => {
  const reg = await page.request.post("/api/auth/register", { data: { firstName: "Tab", lastName: "Les", email: uniqueEmail("tables"), password: "a-strong-pass-1" } });
  expect(reg.ok()).toBe(true);
  const buy = await page.request.post("/api/credits/purchase", { data: { packageId: "standard", card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" } } });
  expect(buy.ok()).toBe(true);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/invoices");
  await expect(page.getByRole("heading", { name: "Invoices & Payments", level: 1 })).toBeVisible();
  const invoices = page.getByRole("table").filter({ has: page.getByTestId("invoice-row") });
  const payments = page.getByRole("table").filter({ has: page.getByTestId("payment-row") });
  await expect(invoices.getByTestId("invoice-row")).toHaveCount(1);
  await expect(payments.getByTestId("payment-row")).toHaveCount(1);
  for (const [table, header] of [
    [invoices, "Total"],
    [payments, "Amount"],
  ] as const) {
    const th = table.getByRole("columnheader", { name: header, exact: true });
    const index = await th.evaluate((el) => Array.from(el.parentElement!.children).indexOf(el));
    const td = table.getByRole("row").nth(1).getByRole("cell").nth(index);
    await expect(td).toHaveText(/^\$\d/);
    expect(await th.evaluate((el) => getComputedStyle(el).textAlign)).toBe("end");
    expect(Math.abs((await textRight(th)) - (await textRight(td)))).toBeLessThanOrEqual(1);
  }

  await page.setViewportSize(PHONE);
  const description = invoices.getByTestId("invoice-row").getByRole("cell").nth(2);
  await expect(description).toContainText("credit package");
  await expect(description).toBeInViewport({ ratio: 1 });
  expect(await cutOff(page)).toEqual([]);
});

test("at 390 px every table's rows stack inside the screen", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const problems: string[] = [];
  const visit = async (who: string, paths: string[]) => {
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator("main").getByRole("heading").first()).toBeVisible();
      await expect(page.locator("main table").first()).toBeVisible();
      await expect(page.locator("main .chakra-spinner")).toHaveCount(0);
      problems.push(...(await cutOff(page)).map((p) => `${who} ${path}: ${p}`));
    }
  };
  expect((await page.request.post("/api/auth/login", { data: DEMO.mentor })).ok()).toBe(true);
  await visit("mentor", ["/invoices", "/mentor-profile"]);
  await page.context().clearCookies();
  expect((await page.request.post("/api/auth/login", { data: DEMO.owner })).ok()).toBe(true);
  await visit("main admin", ["/admin/users", "/admin/mentors", "/admin/payments", "/admin/manage-admins"]);
  expect(problems).toEqual([]);

  // A table's empty row is one sentence, not labelled as the first column.
  await page.goto("/admin/mentors");
  await page.getByLabel("Search mentors").fill("zz-no-such-mentor");
  const empty = page.getByRole("cell", { name: "No mentors match." });
  await expect(empty).toBeVisible();
  expect(await empty.evaluate((td) => getComputedStyle(td, "::before").content)).toBe("none");
});

test("at 1280 px the payments table fits its page: the Refund buttons are in sight, not behind a sideways scroll", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await page.request.post("/api/auth/login", { data: DEMO.owner })).ok()).toBe(true);
  await page.goto("/admin/payments");
  await expect(page.getByRole("heading", { name: "Payment Management" })).toBeVisible();
  const table = page.locator("main table").first();
  await expect(table.getByRole("button", { name: "Refund" }).first()).toBeVisible();
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBe(0);
  const area = await table.evaluate((t) => t.parentElement!.getBoundingClientRect().right);
  const button = (await table.getByRole("button", { name: "Refund" }).first().boundingBox())!;
  expect(button.x + button.width).toBeLessThanOrEqual(area);
});

test("Subscription Plans: the three cards' buttons line up, in light and dark", async ({ page }) => {
  const reg = await page.request.post("/api/auth/register", { data: { firstName: "Al", lastName: "Ign", email: uniqueEmail("plans"), password: "a-strong-pass-1" } });
  expect(reg.ok()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto("/subscription");
    const cards = ["free", "basic", "premium"].map((id) => page.getByTestId(`plan-${id}`));
    for (const card of cards) await expect(card.getByRole("button")).toBeVisible();
    const bottoms = await Promise.all(cards.map(async (card) => Math.round((await card.getByRole("button").boundingBox())!.y)));
    const headings = await Promise.all(cards.map(async (card) => Math.round((await card.getByRole("heading").boundingBox())!.y)));
    expect(new Set(bottoms).size, `button tops ${bottoms.join(", ")}`).toBe(1);
    expect(new Set(headings).size, `heading tops ${headings.join(", ")}`).toBe(1);
  }
});
