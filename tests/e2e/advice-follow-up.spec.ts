// Issue 14 item 4: "Ask a follow-up" under an answer continues in the context of the first question and
// the chosen approach; the thread stays in the browser (sent with each follow-up) and each turn counts.
import { expect, signUpOnPage, test } from "./support.js";

test("ask a follow-up on a chosen approach, twice, with the thread sent each time", async ({ page }) => {
  await signUpOnPage(page, "Follower");
  const question = "One of my developers, Marco, keeps missing sprint deadlines on the checkout redesign and the quality of his code has dropped.";
  await page.getByLabel("Your leadership question").fill(question);
  await page.getByText("Text only", { exact: true }).click();
  await page.getByRole("button", { name: "Get Leadership Guidance" }).click();
  await expect(page.getByTestId("option-card")).toHaveCount(3, { timeout: 30_000 });
  const titles = await page.getByTestId("option-card").locator("h3").allTextContents();

  const panel = page.getByTestId("follow-up");
  await expect(panel.getByRole("heading", { name: "Ask a follow-up" })).toBeVisible();
  // An empty follow-up is refused in place.
  await panel.getByRole("button", { name: "Ask a follow-up" }).click();
  await expect(panel.getByText("Please enter a follow-up question")).toBeVisible();

  // Choose the second approach and ask.
  await panel.getByText(titles[1]!, { exact: true }).click();
  const sent: unknown[] = [];
  page.on("request", (r) => {
    if (r.url().includes("advice.followUp")) sent.push(r.postDataJSON());
  });
  await panel.getByLabel("Your follow-up").fill("He got defensive and said the deadlines were unrealistic. Now what?");
  await panel.getByRole("button", { name: "Ask a follow-up" }).click();
  const answers = panel.getByTestId("follow-up-answer");
  await expect(answers).toHaveCount(1, { timeout: 30_000 });
  await expect(answers.first()).toContainText(`You started with “${titles[1]}”`);
  await expect(answers.first()).toContainText("Marco");
  await expect(panel.getByTestId("follow-up-you").first()).toHaveText(/got defensive/);
  await expect(panel.getByLabel("Your follow-up")).toHaveValue("");

  // A second turn carries the thread so far.
  await panel.getByLabel("Your follow-up").fill("And what if he is late again next week?");
  await panel.getByRole("button", { name: "Ask a follow-up" }).click();
  await expect(answers).toHaveCount(2, { timeout: 30_000 });
  const last = JSON.stringify(sent[sent.length - 1]);
  expect(last).toContain("got defensive");
  expect(last).toContain(question.slice(0, 40));

  // Each follow-up counted as a request: three in all (the answer and two follow-ups).
  const usage = await page.evaluate(async () => (await fetch("/api/usage/status", { credentials: "include" })).json());
  expect(usage).toMatchObject({ currentUsage: 3 });
});
