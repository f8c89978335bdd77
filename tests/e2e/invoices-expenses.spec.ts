// Issue 16 item 6: the billing name is set on My Profile and printed on the next invoice; the invoices
// table shows each invoice's service period; admin settings hold the seller.
import { DEMO, expect, test, uniqueEmail } from "./support.js";

test("billing name on My Profile, service period on /invoices, seller in admin settings", async ({ page }) => {
  const reg = await page.request.post("/api/auth/register", { data: { firstName: "Ivy", lastName: "Invoice", email: uniqueEmail("inv"), password: "a-strong-pass-1" } });
  expect(reg.ok()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/profile");
  const billingName = page.getByLabel("Billing name", { exact: true });
  await expect(billingName).toHaveAttribute("placeholder", "Ivy Invoice");
  await billingName.fill("Ivy Consulting LLC");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile updated").first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Billing name", { exact: true })).toHaveValue("Ivy Consulting LLC");
  await page.screenshot({ path: "test-results/inv-profile-1280.png", fullPage: true });

  const buy = await page.request.post("/api/credits/purchase", { data: { packageId: "standard", card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" } } });
  expect(buy.ok()).toBe(true);
  await page.goto("/invoices");
  const row = page.getByTestId("invoice-row").first();
  await expect(row).toContainText(/LO-\d{4}-\d{6}/);
  await expect(row.getByTestId("invoice-period")).toHaveText(/\w{3} \d{1,2}, \d{4}/);
  await page.screenshot({ path: "test-results/inv-invoices-1280.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/inv-invoices-390.png", fullPage: true });
  await page.goto("/profile");
  await expect(page.getByLabel("Billing name", { exact: true })).toHaveValue("Ivy Consulting LLC");
  await page.screenshot({ path: "test-results/inv-profile-390.png", fullPage: true });

  await page.request.post("/api/auth/logout").catch(() => undefined);
  await page.context().clearCookies();
  expect((await page.request.post("/api/auth/login", { data: DEMO.owner })).ok()).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin/settings");
  await expect(page.getByLabel("Seller name", { exact: true })).toHaveValue("LeadOne Inc.");
  await expect(page.getByLabel("Seller tax id", { exact: true })).not.toHaveValue("");
  await page.screenshot({ path: "test-results/inv-admin-settings-1280.png", fullPage: true });
});
