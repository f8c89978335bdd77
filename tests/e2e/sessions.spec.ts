// A session end to end in two browsers in different time zones: a mentee (Tokyo) books an open slot
// of a demo mentor and sees it in their own zone; the mentor (New York) confirms it; both see the
// booking and exchange messages (the mentee's topic arrives as a marked, stored message).
import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, signInOnPage, signUpOnPage, test, answerPromoWhenShown } from "./support.js";

const timeIn = (iso: string, timeZone: string) => new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone });
const dayIn = (iso: string, timeZone: string) => new Date(iso).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone });

async function pageIn(browser: Browser, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await answerPromoWhenShown(page);
  return page;
}

test("a mentee books a slot in their time zone, the mentor confirms, both see it and exchange messages", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const mentors = await (await request.get(`/api/mentors?q=${encodeURIComponent("Amara Okafor")}`)).json();
  const mentorId = mentors.mentors[0].id as string;

  // The mentee, in Tokyo.
  const mentee = await pageIn(browser, "Asia/Tokyo");
  await signUpOnPage(mentee, "Kenji");
  await mentee.goto(`/mentors/${mentorId}`);
  const booking = mentee.getByTestId("book-session");
  await expect(booking.getByText("Times in your time zone (Asia/Tokyo)", { exact: false })).toBeVisible();
  const first = booking.getByTestId("slot-times").getByRole("button").first();
  const startsAt = (await first.getAttribute("data-starts-at"))!;
  await expect(first).toHaveText(timeIn(startsAt, "Asia/Tokyo"));
  await first.click();
  const dialog = mentee.getByRole("dialog", { name: "Session with Amara Okafor" });
  await expect(dialog.getByText(`${dayIn(startsAt, "Asia/Tokyo")}, ${timeIn(startsAt, "Asia/Tokyo")}`, { exact: false })).toBeVisible();
  await expect(dialog.getByText(/Booking topics and messages are different: they are stored/)).toBeVisible();
  await dialog.getByRole("textbox").fill("How do I run my first skip-level meeting?");
  await dialog.locator('[data-scope="checkbox"][data-part="control"]').click();
  await dialog.getByRole("button", { name: "Book with 1 credit" }).click();
  await expect(mentee.getByText("Session requested", { exact: true })).toBeVisible();

  await mentee.goto("/account");
  const mine = mentee.getByTestId("bookings-mentee").getByTestId("booking").first();
  await expect(mine.getByTestId("booking-time")).toContainText(`${dayIn(startsAt, "Asia/Tokyo")}, ${timeIn(startsAt, "Asia/Tokyo")}`);
  await expect(mine.getByText("Awaiting confirmation")).toBeVisible();

  // The mentor, in New York, confirms.
  const mentor = await pageIn(browser, "America/New_York");
  await signInOnPage(mentor, DEMO.mentor.email, DEMO.mentor.password);
  await expect(mentor).toHaveURL(/\/$/);
  await mentor.goto("/mentor-profile");
  const theirs = mentor.getByTestId("bookings-mentor").getByTestId("booking").filter({ hasText: "Kenji Tester" }).first();
  await expect(theirs.getByTestId("booking-time")).toContainText(`${dayIn(startsAt, "America/New_York")}, ${timeIn(startsAt, "America/New_York")}`);
  await theirs.getByRole("button", { name: "Confirm" }).click();
  await expect(theirs.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(theirs.getByText("The meeting link appears here 10 minutes before the start.")).toBeVisible();

  // The mentor reads the topic (sent as a message, marked) and replies.
  await theirs.getByRole("button", { name: "Message Kenji" }).click();
  const mentorThread = mentor.getByRole("dialog", { name: "Conversation with Kenji Tester" });
  await expect(mentorThread.getByTestId("message").filter({ hasText: "How do I run my first skip-level meeting?" }).getByText("Booking topic")).toBeVisible();
  await mentorThread.getByLabel("Your message").fill("Great topic, Kenji. Bring your draft agenda.");
  await mentorThread.getByRole("button", { name: "Send" }).click();
  await expect(mentorThread.getByText("Great topic, Kenji. Bring your draft agenda.")).toBeVisible();

  // The mentee sees the confirmation, the unread count in the header, and answers.
  await mentee.reload();
  await expect(mine.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(mentee.getByTestId("unread-count")).toHaveText("1");
  await mentee.getByTestId("messages-all").getByTestId("thread").filter({ hasText: "Amara Okafor" }).click();
  const menteeThread = mentee.getByRole("dialog", { name: "Conversation with Amara Okafor" });
  await expect(menteeThread.getByText("Great topic, Kenji. Bring your draft agenda.")).toBeVisible();
  await expect(menteeThread.getByText(/Messages are stored so you and your mentor can read them later/)).toBeVisible();
  await expect(mentee.getByTestId("unread-count")).toHaveCount(0);
  await menteeThread.getByLabel("Your message").fill("Will do, thank you!");
  await menteeThread.getByRole("button", { name: "Send" }).click();
  await expect(menteeThread.getByText("Will do, thank you!")).toBeVisible();

  await expect(mentorThread.getByText("Will do, thank you!")).toBeVisible({ timeout: 20_000 });
  await mentee.context().close();
  await mentor.context().close();
});
