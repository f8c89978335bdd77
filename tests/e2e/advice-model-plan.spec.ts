// Issue 14: "Try this approach" on an answer written by the configured AI model. The suite's server runs
// the built-in engine (no model is configured for it), so this test marks a real answer as model-written
// on its way to the browser, as the model path sends it: `source: "model"`, options naming the closest
// library practice, and one option ("option-3-model") close to none. Starting the plan goes to the real
// server. The dialog shows the plan's library steps and says why; with no close practice it says why
// there is no plan.
import { expect, signUpOnPage, test } from "./support.js";

test("a model-written approach starts the closest library practice's plan, or says why it cannot", async ({ page }) => {
  await page.route(/\/trpc\/[^?]*advice\.ask/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const entry of Array.isArray(body) ? body : [body]) {
      const answer = entry?.result?.data?.json;
      if (!answer?.options) continue;
      answer.source = "model";
      answer.options[2].id = "option-3-model";
    }
    await route.fulfill({ response, json: body });
  });

  await signUpOnPage(page, "Modeller");
  await page.getByLabel("Your leadership question").fill("Two senior engineers, Dana and Lee, keep clashing over the payments-service rewrite.");
  await page.getByText("Text only", { exact: true }).click();
  await page.getByRole("button", { name: "Get Leadership Guidance" }).click();
  const cards = page.getByTestId("option-card");
  await expect(cards).toHaveCount(3, { timeout: 30_000 });

  // Closest practice: a plan in the library's words, and the dialog says so.
  await cards.first().getByRole("button", { name: "Try this approach" }).click();
  const dialog = page.getByRole("dialog", { name: "Try this approach" });
  await expect(dialog.getByTestId("plan-started")).toContainText("Our AI coach wrote this approach. Your plan follows the closest practice in our library");
  await expect(dialog.getByTestId("plan-started")).toContainText("Saved as a plan on My Account");
  await expect(dialog.getByRole("listitem").first()).toBeVisible();
  await expect(dialog.getByRole("list")).not.toContainText(/Dana|Lee|payments/);
  await dialog.locator('[data-scope="checkbox"][data-part="control"]').first().click();
  await expect(dialog.getByText(/^1 of \d+ steps done$/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  // No close practice: no plan, and the reason.
  await cards.nth(2).getByRole("button", { name: "Try this approach" }).click();
  const third = page.getByRole("dialog", { name: "Try this approach" });
  await expect(third.getByTestId("plan-not-started")).toContainText("it is not close to any practice in our library, so it is not saved as a plan");
  await expect(third.getByTestId("plan-started")).toHaveCount(0);
  await expect(third.getByRole("listitem").first()).toBeVisible();
  await page.keyboard.press("Escape");

  // My Account holds the one plan, ticked once.
  await page.goto("/account");
  await expect(page.getByTestId("action-plan")).toHaveCount(1);
  await expect(page.getByTestId("action-plan").getByText(/^1 of \d+ steps done$/)).toBeVisible();
});
