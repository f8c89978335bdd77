// Issue 11 item 10 (Manage Your Videos, SPEC §2) and issue 14 item 6 (video responses for Premium),
// walked as a new mentor and as mentees on the free and the Premium plan.
import type { APIRequestContext, Page } from "@playwright/test";
import { request as playwrightRequest } from "@playwright/test";
import { answerPromoWhenShown, DEMO, expect, test, uniqueEmail, chooseFromUserMenu } from "./support.js";

const PASSWORD = "a-strong-pass-1";
const QUESTION = "Two senior engineers on my team keep clashing in design reviews about a payments-service rewrite. How do I handle it?";
const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

async function trpcCall(req: APIRequestContext, kind: "query" | "mutation", path: string, input?: unknown) {
  const res =
    kind === "mutation"
      ? await req.post(`/trpc/${path}`, { data: { json: input } })
      : await req.get(`/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`}`);
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { result: { data: { json: any } } }).result.data.json;
}

async function signUpApi(req: APIRequestContext, firstName: string, lastName = "Tester") {
  const email = uniqueEmail(firstName.toLowerCase());
  const res = await req.post("/api/auth/register", { data: { firstName, lastName, email, password: PASSWORD } });
  expect(res.ok(), await res.text()).toBe(true);
  return { ...((await res.json()) as { id: string }), email };
}

/** A new user whom the main admin makes a mentor, with a fresh profile (the page shares the cookie). */
async function newMentor(page: Page, firstName: string) {
  const user = await signUpApi(page.request, firstName, "Mentor");
  const owner = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await owner.post("/api/auth/login", { data: { email: DEMO.owner.email, password: DEMO.owner.password } })).ok()).toBe(true);
  await trpcCall(owner, "mutation", "admin.setMentorRole", { userId: user.id, isMentor: true });
  await owner.dispose();
  const profile = await page.request.put("/api/mentor-area/profile", {
    data: { bio: "I coach engineering leads through hard conversations.", specialty: "Conflict Resolution", experience: 8, country: "Ghana", isFreeTier: true, isPaidTier: false, isActive: true },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  return user;
}

async function openManageVideos(page: Page) {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Manage Your Videos" });
  await chooseFromUserMenu(page, "Manage Videos", dialog);
  return dialog;
}

const imageLoaded = (img: ReturnType<Page["locator"]>) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

test("a new mentor finds two sample videos with frames, uploads one (frame, size, format), and is asked before the intro video is deleted", async ({ page }) => {
  await newMentor(page, "Vera");
  const dialog = await openManageVideos(page);
  const items = dialog.getByTestId("video-item");
  await expect(items).toHaveCount(2);
  for (const title of ["Sample: Welcome to my mentoring", "Sample: A one-minute leadership tip"]) {
    const item = items.filter({ hasText: title });
    await expect(item).toContainText("Sample");
    await expect(item).toContainText("0.03 MB · MP4");
    await expect(item).toContainText("0:06");
    await expect.poll(() => imageLoaded(item.getByTestId("video-thumbnail"))).toBe(true);
  }
  await page.screenshot({ path: "test-results/manage-videos-1280.png" });

  // Upload: the toast and the list give the real size and format; the new video has its own frame.
  await dialog.getByTestId("video-file-input").setInputFiles("tests/fixtures/tiny.mp4");
  await expect(toasts(page).filter({ hasText: "Video uploaded successfully" })).toContainText("tiny (0.01 MB, MP4)");
  const tiny = items.filter({ hasText: "tiny" });
  await expect(tiny).toContainText("0.01 MB · MP4");
  await expect.poll(() => imageLoaded(tiny.getByTestId("video-thumbnail"))).toBe(true);

  // Make it the intro video, then try to delete it: a confirmation first; Cancel keeps it.
  await tiny.click();
  const preview = dialog.getByTestId("video-preview");
  await expect(preview.getByTestId("video-player")).toHaveAttribute("poster", /\/thumbnail$/);
  await preview.getByRole("button", { name: "Use as intro video" }).click();
  await expect(preview.getByRole("button", { name: "Remove as intro video" })).toBeVisible();
  await preview.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete your intro video?" });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText("the intro video mentees watch on your profile");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(preview).toBeVisible();
  await preview.getByRole("button", { name: "Delete", exact: true }).click();
  await confirm.getByRole("button", { name: "Delete intro video" }).click();
  await expect(toasts(page).filter({ hasText: "Video deleted" })).toBeVisible();
  await expect(dialog.getByTestId("video-list")).toBeVisible();
  await expect(items).toHaveCount(2);

  // A sample (not the intro) is deleted without a question.
  await items.filter({ hasText: "Sample: A one-minute leadership tip" }).click();
  await preview.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toasts(page).filter({ hasText: "Video deleted" })).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(items).toHaveCount(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/manage-videos-390.png" });
});

test("a mentor's video tagged with an approach plays in that option for a Premium member; a free member sees it locked", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const baseURL = test.info().project.use.baseURL;
  // Premium mentee (card, then the Premium plan); the approach the question gets first.
  const premiumContext = await browser.newContext({ baseURL });
  const premium = await premiumContext.newPage();
  await answerPromoWhenShown(premium);
  await signUpApi(premium.request, "Petra");
  expect((await premium.request.post("/api/payment-methods", { data: { card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" }, makeDefault: true } })).ok()).toBe(true);
  await trpcCall(premium.request, "mutation", "billing.subscribe", { plan: "premium", interval: "monthly" });
  const first = await trpcCall(premium.request, "mutation", "advice.ask", { question: QUESTION, responseFormat: "text" });
  const practiceId = /^option-1-(.+)$/.exec(first.options[0].id)![1]!;
  const approach = first.options[0].title as string;

  // The mentor uploads a video and tags it with that approach in Manage Videos.
  await newMentor(page, "Tamsin");
  const dialog = await openManageVideos(page);
  await dialog.getByTestId("video-file-input").setInputFiles("tests/fixtures/tiny.mp4");
  await expect(toasts(page).filter({ hasText: "Video uploaded successfully" })).toBeVisible();
  await dialog.getByTestId("video-item").filter({ hasText: "tiny" }).click();
  const tags = dialog.getByTestId("video-tags");
  await expect(tags).toContainText("No tags yet");
  const options = await trpcCall(page.request, "query", "mentorArea.videoTagOptions");
  const practiceTitle = (options.practices as Array<{ id: string; title: string }>).find((p) => p.id === practiceId)!.title;
  await tags.getByRole("combobox", { name: "Add a tag" }).selectOption({ value: practiceId });
  await tags.getByRole("button", { name: "Add tag" }).click();
  await expect(tags.getByTestId("video-tag")).toHaveText([practiceTitle]);
  await expect(toasts(page).filter({ hasText: "Video tags saved" })).toBeVisible();

  // Premium: the first option's video area plays Tamsin's video.
  await premium.goto("/");
  await premium.getByLabel("Your leadership question").fill(QUESTION);
  await premium.getByText("Text only", { exact: true }).click();
  await premium.getByRole("button", { name: "Get Leadership Guidance" }).click();
  const card = premium.getByTestId("option-card").first();
  await expect(card.getByRole("heading", { name: approach })).toBeVisible({ timeout: 30_000 });
  const video = card.getByLabel("Video from Tamsin Mentor");
  await expect(video).toBeVisible();
  await expect(card.getByText("Video from Tamsin Mentor")).toBeVisible();
  // Its frame is the poster until it plays.
  await expect(video).toHaveAttribute("poster", /\/api\/videos\/[a-z0-9]+\/thumbnail$/i);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(0.5);
  await video.scrollIntoViewIfNeeded();
  await premium.screenshot({ path: "test-results/video-response-premium-1280.png" });
  await premiumContext.close();

  // Free plan: the same area is locked, names the mentor and offers the upgrade.
  const freeContext = await browser.newContext({ baseURL });
  const free = await freeContext.newPage();
  await signUpApi(free.request, "Fred");
  await answerPromoWhenShown(free);
  await free.goto("/");
  await free.getByLabel("Your leadership question").fill(QUESTION);
  await free.getByText("Text only", { exact: true }).click();
  await free.getByRole("button", { name: "Get Leadership Guidance" }).click();
  const freeCard = free.getByTestId("option-card").first();
  const locked = freeCard.getByTestId("locked-video");
  await expect(locked).toContainText("Premium video from Tamsin Mentor", { timeout: 30_000 });
  await expect(freeCard.locator("video")).toHaveCount(0);
  await locked.getByRole("button", { name: "Unlock premium video with Premium" }).click();
  await expect(free.getByRole("dialog").filter({ hasText: "Premium Plan" })).toBeVisible();
  await freeContext.close();
});
