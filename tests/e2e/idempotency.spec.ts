// Issue 10 item 6 (client): one Idempotency-Key per user action. A double click on Pay, and a second
// click after the first answer was lost on the way back, reuse the key: the server charges once.
import { expect, test, uniqueEmail } from "./support.js";

test("double-click Pay, lose the answer, click again: one key, one charge in the payments list", async ({ page }) => {
  const res = await page.request.post("/api/auth/register", { data: { firstName: "Ida", lastName: "Empotent", email: uniqueEmail("idem"), password: "a-strong-pass-1" } });
  expect(res.ok()).toBe(true);
  const saved = await page.request.post("/api/payment-methods", { data: { card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" } } });
  expect(saved.ok()).toBe(true);

  // Every subscribe request reaches the server; the browser never hears the first answer (a dropped
  // connection), as happens on a flaky network.
  const keys: string[] = [];
  let calls = 0;
  await page.route("**/trpc/billing.subscribe**", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "(none)");
    const n = ++calls;
    const answer = await route.fetch();
    if (n === 1) await route.abort("connectionreset");
    else await route.fulfill({ response: answer });
  });

  await page.goto("/subscription");
  await page.getByTestId("plan-premium").getByRole("button", { name: "Subscribe to Premium" }).click();
  const pay = page.getByRole("button", { name: "Pay $29.99 and subscribe" });
  await pay.dblclick();
  await expect.poll(() => calls).toBeGreaterThanOrEqual(1);
  // When the double click sent two requests, the second one's answer (the replay) completes the
  // purchase; when it sent one, its answer was lost and the user clicks Pay again.
  const done = await page.waitForURL(/\/payment-success/, { timeout: 20_000 }).then(() => true, () => false);
  if (!done) {
    await expect(pay).toBeEnabled();
    await pay.click();
  }
  await expect(page).toHaveURL(/\/payment-success/);

  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(keys[0]).toMatch(/^[\x21-\x7e]{16,}$/);
  expect(new Set(keys).size).toBe(1); // every request of this action carried the same key

  await page.goto("/invoices");
  await expect(page.getByTestId("payment-row")).toHaveCount(1);
  await expect(page.getByTestId("payment-row")).toContainText("$29.99");
  const payments = await (await page.request.get("/api/payments")).json();
  expect(payments.filter((p: { status: string }) => p.status === "succeeded")).toHaveLength(1);
});
