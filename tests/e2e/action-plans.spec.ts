// Issue 14 item 5: "Try this approach" starts a plan (a checklist on My Account), a week later (time
// seam) Home asks "Did it work?", and the answer with its note is kept with the plan.
import { expect, signUpOnPage, test } from "./support.js";

test("try an approach, tick steps on My Account, and answer 'Did it work?' a week later", async ({ page }) => {
  await signUpOnPage(page, "Planner");
  const question = "Two senior engineers, Dana and Lee, keep clashing over the payments-service rewrite.";
  await page.getByLabel("Your leadership question").fill(question);
  await page.getByText("Text only", { exact: true }).click();
  await page.getByRole("button", { name: "Get Leadership Guidance" }).click();
  const cards = page.getByTestId("option-card");
  await expect(cards).toHaveCount(3, { timeout: 30_000 });
  const title = (await cards.first().locator("h3").textContent())!;
  // No check-in card before any plan.
  await expect(page.getByTestId("check-in-card")).toHaveCount(0);

  await cards.first().getByRole("button", { name: "Try this approach" }).click();
  const dialog = page.getByRole("dialog", { name: "Try this approach" });
  await expect(dialog.getByTestId("plan-started")).toContainText("Saved as a plan on My Account");
  // The dialog shows the answer's own wording (in the browser only).
  await expect(dialog.getByRole("listitem").first()).toContainText(/Dana|Lee|payments/);
  await dialog.locator('[data-scope="checkbox"][data-part="control"]').first().click();
  await expect(dialog.getByText(/^1 of \d+ steps done$/)).toBeVisible();
  await dialog.getByRole("link", { name: "My Account" }).click();

  // My Account: the plan's checklist, with the tick kept, in the library's wording.
  await expect(page).toHaveURL(/\/account$/);
  // Home (with the dialog) stays on screen until the account page has loaded: wait for its heading.
  await expect(page.getByRole("heading", { name: "My Account", level: 1 })).toBeVisible();
  const plan = page.getByTestId("action-plan");
  await expect(plan).toHaveCount(1);
  await expect(plan).toContainText(title);
  await expect(plan).not.toContainText("Dana");
  await expect(plan.getByText(/^1 of \d+ steps done$/)).toBeVisible();
  await plan.locator('[data-scope="checkbox"][data-part="control"]').nth(1).click();
  await expect(plan.getByText(/^2 of \d+ steps done$/)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("action-plan").getByText(/^2 of \d+ steps done$/)).toBeVisible();

  // A week later (test seam: this user's plans fall due and the check-in job runs).
  const seam = await page.request.post("/api/test-seams/action-plans-due", { data: {} });
  expect(seam.status()).toBe(200);
  expect(await seam.json()).toMatchObject({ moved: 1, sent: 1 });
  await page.goto("/");
  const card = page.getByTestId("check-in-card");
  await expect(card.getByRole("heading", { name: "Did it work?" })).toBeVisible();
  await expect(card).toContainText(title);
  await card.getByLabel("A note for yourself (optional)").fill("Meeting them one by one helped most.");
  await card.getByRole("button", { name: "Partly" }).click();
  await expect(page.getByText("Thanks — your answer helps rank approaches")).toBeVisible();
  await expect(page.getByTestId("check-in-card")).toHaveCount(0);

  await page.goto("/account");
  await expect(page.getByTestId("action-plan")).toContainText("Partly");
  await expect(page.getByTestId("plan-note")).toHaveText("Your note: Meeting them one by one helped most.");
});
