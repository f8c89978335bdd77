// Issue 10 item 7 (client): cancelling a paid mentorship keeps it until the paid period ends, and
// /account says so ("Ends on <date>"); a failed renewal says until when to pay and when the card is
// tried again.
import { request as playwrightRequest, type Page } from "@playwright/test";
import { DEMO, expect, test, uniqueEmail } from "./support.js";

/** A new mentee with a paid monthly mentorship with Marcus Bell (paid with a working card); their mentorship as listed. */
async function paidMentorshipWithMarcus(page: Page, firstName: string) {
  const res = await page.request.post("/api/auth/register", { data: { firstName, lastName: "Mentee", email: uniqueEmail("renew"), password: "a-strong-pass-1" } });
  expect(res.ok()).toBe(true);
  const { mentors } = (await (await page.request.get("/api/mentors?q=Marcus&pageSize=10")).json()) as { mentors: Array<{ id: string; name: string }> };
  const marcus = mentors.find((m) => m.name === "Marcus Bell")!;
  const created = await page.request.post("/api/mentorships", { data: { mentorId: marcus.id, paymentFrequency: "monthly" } });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const paid = await page.request.post(`/api/mentorships/${id}/pay`, { data: { card: { number: "4242424242424242", expMonth: 12, expYear: 2035, cvc: "123" } } });
  expect(paid.ok(), await paid.text()).toBe(true);
  return ((await (await page.request.get("/trpc/mentorships.mine")).json()) as any).result.data.json[0] as { menteeId: string; currentPeriodEnd: string };
}

test("cancel a paid mentorship: it stays active and shows Ends on <date>", async ({ page }) => {
  const periodEnd = new Date((await paidMentorshipWithMarcus(page, "Mia")).currentPeriodEnd);

  await page.goto("/account");
  const row = page.getByTestId("my-mentorship").filter({ hasText: "Marcus Bell" });
  await expect(row).toContainText("renews automatically");
  await row.getByRole("button", { name: "Cancel mentorship" }).click();
  const endsOn = row.getByTestId("mentorship-ends-on");
  await expect(endsOn).toBeVisible();
  await expect(endsOn).toContainText("Ends on");
  expect((await endsOn.textContent())!.replace(/\s/g, " ")).toContain(periodEnd.getUTCFullYear().toString());
  await expect(row.getByTestId("mentorship-status")).toHaveText("Active");
  await expect(row.getByRole("button", { name: "Cancel mentorship" })).toHaveCount(0);

  for (const [w, h] of [[1280, 800], [390, 844]] as const) {
    await page.setViewportSize({ width: w, height: h });
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/mentorship-ends-on-${w}.png` });
  }
});

test("a failed renewal: /account says until when to pay and when the card is tried again", async ({ page }) => {
  const mine = await paidMentorshipWithMarcus(page, "Rae");
  // The default card now declines every charge (sandbox 4000 0000 0000 0341).
  const card = await page.request.post("/api/payment-methods", { data: { card: { number: "4000000000000341", expMonth: 12, expYear: 2035, cvc: "123" }, makeDefault: true } });
  expect(card.ok(), await card.text()).toBe(true);

  // The period ends and its renewal fails (billing time travel, as the main admin).
  const owner = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await owner.post("/api/auth/login", { data: { email: DEMO.owner.email, password: DEMO.owner.password } })).ok()).toBe(true);
  const failedAt = new Date(new Date(mine.currentPeriodEnd).getTime() + 1000);
  const closed = await owner.post("/api/test-seams/close-periods", { data: { now: failedAt.toISOString(), userId: mine.menteeId } });
  expect(closed.ok(), await closed.text()).toBe(true);
  expect(await closed.json()).toMatchObject({ mentorshipRenewalsFailed: 1 });
  await owner.dispose();

  await page.goto("/account");
  const row = page.getByTestId("my-mentorship").filter({ hasText: "Marcus Bell" });
  const failed = row.getByTestId("mentorship-renewal-failed");
  await expect(failed).toBeVisible();
  const day = (d: Date) => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric" }).format(d);
  await expect(failed).toContainText(`Pay by ${day(new Date(failedAt.getTime() + 7 * 86_400_000))} to keep this mentorship.`);
  await expect(failed).toContainText(`We will try your default card again on ${day(new Date(failedAt.getTime() + 86_400_000))}.`);
  await expect(row.getByTestId("mentorship-status")).toHaveText("Active");
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/mentorship-renewal-failed-1280.png" });
});
