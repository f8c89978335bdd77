// Issue 16 item 7: a favicon and a web app manifest, linked from the page and served; seeded mentors
// show distinct portraits in the catalogue.
import { expect, signUpOnPage, test } from "./support.js";

test("the page links a favicon and a web app manifest, both served", async ({ page, request }) => {
  await page.goto("/faqs");
  const icon = await page.locator('link[rel="icon"]').getAttribute("href");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(icon).toBe("/favicon.svg");
  expect(manifestHref).toBe("/manifest.webmanifest");

  const favicon = await request.get(icon!);
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(await favicon.text()).toContain("<svg");

  const res = await request.get(manifestHref!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as { name: string; short_name: string; start_url: string; display: string; icons: Array<{ src: string; type: string }> };
  expect(manifest).toMatchObject({ short_name: "LeadOne", start_url: "/", display: "standalone" });
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const i of manifest.icons) expect((await request.get(i.src)).status()).toBe(200);
});

test("the mentor catalogue shows a different portrait for each mentor", async ({ page }) => {
  await signUpOnPage(page, "Demo");
  await page.getByText("Mentor coaching", { exact: true }).click();
  await page.getByRole("button", { name: /Paid Providers/ }).click();
  const dialog = page.getByRole("dialog", { name: "Paid Providers" });
  const images = dialog.getByTestId("mentor-card").locator("img");
  await expect(images.first()).toBeVisible();
  const sources = await images.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).src));
  expect(sources.length).toBeGreaterThan(3);
  expect(new Set(sources).size).toBe(sources.length);
  expect(await images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.screenshot({ path: "test-results/demo-mentors-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/demo-mentors-390.png" });
});
