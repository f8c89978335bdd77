// Issue 11 item 11: in the mentor coaching format the answer leads with the two best-matched mentors, why
// each fits this question, and how to connect; the connect button opens that mentor with the plan chosen.
import { expect, signUpOnPage, test } from "./support.js";

test("mentor coaching leads with two matched mentors, why they fit, and how to connect", async ({ page }) => {
  await signUpOnPage(page, "Coachee");
  await page.getByText("Mentor coaching", { exact: true }).click();
  await page.getByLabel("Your leadership question").fill("Two senior engineers on my team keep clashing over whether to rewrite the payments service. How do I handle it?");
  await page.getByRole("button", { name: "Get Leadership Guidance" }).click();
  const lead = page.getByTestId("mentor-coaching");
  await expect(lead).toBeVisible({ timeout: 30_000 });
  await expect(lead.getByRole("heading", { name: "Your best-matched mentors" })).toBeVisible();
  const matches = lead.getByTestId("mentor-match");
  await expect(matches).toHaveCount(2);
  // The lead comes before the approaches.
  const leadBox = await lead.boundingBox();
  const firstCard = await page.getByTestId("option-card").first().boundingBox();
  expect(leadBox!.y).toBeLessThan(firstCard!.y);
  for (const i of [0, 1]) {
    await expect(matches.nth(i).getByTestId("mentor-why")).toContainText("a conflict between people");
    await expect(matches.nth(i).getByTestId("mentor-how")).toHaveText(/free mentorship request|a month/);
  }
  const first = matches.first();
  const name = (await first.getByRole("heading").textContent())!;
  const button = first.getByRole("button", { name: /Send a free request|Paid plan/ }).first();
  const label = (await button.textContent())!;
  await button.click();
  await expect(page).toHaveURL(new RegExp(`/mentors/[^?]+\\?connect=${label.includes("free") ? "free" : "paid"}`));
  // Home (which names the mentor too) stays on screen until the mentor page has loaded: look in its profile.
  await expect(page.getByTestId("mentor-profile-dialog")).toContainText(name);
});
