import type { Page } from "@playwright/test";
import { expect, signUpOnPage, test } from "./support.js";


async function signUp(page: Page, firstName = "Asker") {
  await signUpOnPage(page, firstName);
  await expect(page.getByTestId("advice-section")).toBeVisible();
}

const questionBox = (page: Page) => page.getByLabel("Your leadership question");

/** A fake SpeechRecognition: start() emits start, then a result or an error, as window.__speech says. */
async function installFakeSpeech(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__speech = { mode: "result", transcript: "How do I delegate more to my team?", error: "network", started: 0, config: null };
    class FakeRecognition {
      continuous = false;
      interimResults = false;
      lang = "";
      processLocally = false;
      /** The browser's on-device check: offered only when a test sets __speech.onDevice. */
      static available() {
        return Promise.resolve((w.__speech as { onDevice?: boolean }).onDevice ? "available" : "unavailable");
      }
      onstart: (() => void) | null = null;
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        const s = w.__speech as { mode: string; transcript: string; error: string; started: number; config: unknown };
        s.started += 1;
        s.config = { continuous: this.continuous, interimResults: this.interimResults, lang: this.lang };
        (s as { processLocally?: boolean }).processLocally = this.processLocally;
        setTimeout(() => {
          this.onstart?.();
          setTimeout(() => {
            if (s.mode === "error") {
              this.onerror?.({ error: s.error });
              this.onend?.();
              return;
            }
            const words = s.transcript.split(" ");
            const half = words.slice(0, 3).join(" ");
            // An interim result first, then the final transcript (results accumulate).
            this.onresult?.({ results: { length: 1, 0: { 0: { transcript: half }, isFinal: false } } });
            this.onresult?.({ results: { length: 1, 0: { 0: { transcript: s.transcript }, isFinal: true } } });
          }, 300);
        }, 50);
      }
      stop() {
        setTimeout(() => this.onend?.(), 10);
      }
      abort() {}
    }
    w.SpeechRecognition = FakeRecognition;
    w.webkitSpeechRecognition = FakeRecognition;
  });
}

test("ask by typing: three approach cards with context, audio and premium locks", async ({ page }) => {
  await signUp(page);
  await expect(page.getByText("Your questions stay private and are never stored.").first()).toBeVisible();
  await expect(page.getByTestId("advice-empty")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Text and audio" })).toBeChecked();
  await expect(page.getByText("New", { exact: true })).toBeVisible();
  await questionBox(page).fill("I was just promoted to lead a remote team of 6 and two people keep clashing in meetings. What should I do?");
  await page.getByRole("button", { name: "Get Leadership Guidance" }).click();
  const cards = page.getByTestId("option-card");
  await expect(cards).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByTestId("asked-question")).toHaveText(/two people keep clashing/);
  await expect(page.getByText("Leadership Context")).toBeVisible();
  await expect(page.getByText(/your team is about 6 people/)).toBeVisible();
  const titles = await cards.locator("h3").allTextContents();
  expect(new Set(titles).size).toBe(3);
  // Content renders numbered and bulleted lists.
  await expect(cards.first().locator("ol li").first()).toBeVisible();
  await expect(cards.first().locator("ul li").first()).toBeVisible();
  // Audio: Play all, one player per card with a real duration, volume 70.
  await expect(page.getByRole("button", { name: "Play all responses" })).toBeVisible();
  await expect(page.getByTestId("audio-player")).toHaveCount(3);
  await expect(cards.first().getByText(/^0:00 \/ [1-9]?\d:\d\d$/)).toBeVisible();
  await expect(cards.first().getByRole("slider", { name: "Volume" })).toHaveAttribute("aria-valuenow", "70");
  await cards.first().getByRole("button", { name: "Mute" }).click();
  await expect(cards.first().getByRole("slider", { name: "Volume" })).toHaveAttribute("aria-valuenow", "0");
  await cards.first().getByRole("button", { name: "Unmute" }).click();
  await expect(cards.first().getByRole("slider", { name: "Volume" })).toHaveAttribute("aria-valuenow", "70");
  // Mentor suggestions connect to the mentor page.
  const connect = cards.first().getByRole("button", { name: /^Connect with / }).first();
  await expect(connect).toBeVisible();
  // Try this approach: a checklist.
  await cards.first().getByRole("button", { name: "Try this approach" }).click();
  const dialog = page.getByRole("dialog", { name: "Try this approach" });
  await expect(dialog).toBeVisible();
  await dialog.locator('[data-scope="checkbox"][data-part="control"]').first().click();
  await expect(dialog.getByRole("checkbox").first()).toBeChecked();
  await expect(dialog.getByText(/^1 of \d+ steps done$/)).toBeVisible();
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  // Save keeps the approach (not the question) and shows it on /account.
  await cards.nth(1).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Approach saved")).toBeVisible();
  await connect.click();
  await expect(page).toHaveURL(/\/mentors\/[^/?]+\?connect=(free|paid)$/);
  await page.goto("/account");
  await expect(page.getByTestId("saved-approach")).toHaveCount(1);
  await expect(page.getByTestId("saved-approach")).toContainText(titles[1]!);
});

test("an empty question shows 'Please enter a question', cleared on typing; examples fill the form", async ({ page }) => {
  await signUp(page);
  await page.getByRole("button", { name: "Get Leadership Guidance" }).click();
  await expect(page.getByText("Please enter a question", { exact: true })).toBeVisible();
  await expect(questionBox(page)).toHaveAttribute("aria-invalid", "true");
  await questionBox(page).fill("   ");
  await page.getByRole("button", { name: "Get Leadership Guidance" }).click();
  await expect(page.getByText("Please enter a question", { exact: true })).toBeVisible();
  await questionBox(page).pressSequentially("H");
  await expect(page.getByText("Please enter a question", { exact: true })).toHaveCount(0);
  await expect(questionBox(page)).not.toHaveAttribute("aria-invalid", "true");
  const example = page.getByTestId("advice-empty").getByRole("button").first();
  const text = (await example.textContent())!.trim();
  await example.click();
  await expect(questionBox(page)).toHaveValue(text);
});

test("text only answers have no audio; mentor coaching shows the provider tiles", async ({ page }) => {
  await signUp(page);
  await page.getByText("Mentor coaching", { exact: true }).click();
  await expect(page.getByText("Free Providers")).toBeVisible();
  await expect(page.getByText("Paid Providers")).toBeVisible();
  await page.getByText("Text only", { exact: true }).click();
  await expect(page.getByText("Free Providers")).toHaveCount(0);
  await questionBox(page).fill("How do I run better one-on-ones?");
  await page.getByRole("button", { name: "Get Leadership Guidance" }).click();
  await expect(page.getByTestId("option-card")).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByTestId("no-audio-notice")).toHaveText("Audio responses are not available for this answer.");
  await expect(page.getByTestId("audio-player")).toHaveCount(0);
});

test("voice input: the transcript replaces the text; errors toast; the states follow", async ({ page }) => {
  await installFakeSpeech(page);
  await signUp(page);
  await questionBox(page).fill("old text that will be replaced");
  await page.getByRole("button", { name: "Start voice input" }).click();
  await expect(page.getByText("Voice Input Active")).toBeVisible();
  await expect(questionBox(page)).toHaveValue("How do I delegate more to my team?");
  const config = await page.evaluate(() => (window as unknown as { __speech: { config: unknown } }).__speech.config);
  expect(config).toEqual({ continuous: true, interimResults: true, lang: "en-US" });
  await page.getByRole("button", { name: "Stop voice input" }).click();
  await expect(page.getByText("Voice Input Stopped")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start voice input" })).toBeVisible();

  await page.evaluate(() => Object.assign((window as unknown as { __speech: object }).__speech, { mode: "error", error: "network" }));
  await page.getByRole("button", { name: "Start voice input" }).click();
  await expect(page.getByText("Voice Input Error")).toBeVisible();
  await expect(page.getByText("Error: network")).toBeVisible();
  await expect(page.getByRole("button", { name: "Start voice input" })).toBeVisible();

  await page.evaluate(() => Object.assign((window as unknown as { __speech: object }).__speech, { mode: "error", error: "not-allowed" }));
  await page.getByRole("button", { name: "Start voice input" }).click();
  await expect(page.getByText("Voice Input Failed")).toBeVisible();
  await expect(page.getByText("Could not access your microphone. Please check permissions.")).toBeVisible();
});

test("voice input says where the audio goes and prefers on-device recognition when the browser offers it", async ({ page }) => {
  await installFakeSpeech(page);
  await signUp(page);
  const mic = page.getByRole("button", { name: "Start voice input" });
  await expect(mic).toHaveAttribute("title", /may send your voice to the browser's maker/);
  await mic.click();
  await expect(questionBox(page)).toHaveValue("How do I delegate more to my team?");
  expect(await page.evaluate(() => (window as unknown as { __speech: { processLocally: boolean } }).__speech.processLocally)).toBe(false);
  await page.getByRole("button", { name: "Stop voice input" }).click();

  await page.addInitScript(() => Object.assign((window as unknown as { __speech: object }).__speech, { onDevice: true }));
  await page.reload();
  const local = page.getByRole("button", { name: "Start voice input" });
  await expect(local).toHaveAttribute("title", /runs on this device/);
  await local.click();
  await expect(questionBox(page)).toHaveValue("How do I delegate more to my team?");
  expect(await page.evaluate(() => (window as unknown as { __speech: { processLocally: boolean } }).__speech.processLocally)).toBe(true);

  await page.goto("/privacy-policy");
  await expect(page.getByText(/some browsers \(for example Chrome and Safari\) send the audio to their maker's servers/)).toBeVisible();
});

test("voice input is disabled when the browser has no speech recognition", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
  });
  await signUp(page);
  await expect(page.getByRole("button", { name: "Voice input not supported in this browser" })).toBeDisabled();
});

test("premium content is locked for a free user and the lock offers the upgrade", async ({ page }) => {
  await signUp(page);
  await page.getByText("Text only", { exact: true }).click();
  await questionBox(page).fill("We have to lay off 20% of the company next week. How do I tell my team?");
  await page.getByRole("button", { name: "Get Leadership Guidance" }).click();
  const cards = page.getByTestId("option-card");
  await expect(cards).toHaveCount(3, { timeout: 30_000 });
  await expect(page.getByText("Premium", { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId("locked-content")).toHaveCount(6);
  await expect(page.getByText("Detailed Insight").first()).toBeVisible();
  const unlock = page.getByRole("button", { name: "Unlock with Premium: Detailed Insight" }).first();
  await expect(unlock).toBeEnabled();
  await unlock.click();
  const upgrade = page.getByRole("dialog", { name: "Upgrade to Premium" });
  await expect(upgrade).toBeVisible();
  await expect(upgrade.getByText("Basic Plan")).toBeVisible();
  await expect(upgrade.getByText("Premium Plan")).toBeVisible();
});

test("Play all responses plays the three answers in order", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __played: string[] };
    w.__played = [];
    document.addEventListener("play", (e) => w.__played.push((e.target as HTMLAudioElement).src), true);
  });
  await signUp(page);
  await page.getByText("Audio only", { exact: true }).click();
  await questionBox(page).fill("How do I motivate a team that seems checked out?");
  await page.getByRole("button", { name: "Get Leadership Guidance" }).click();
  await expect(page.getByTestId("audio-player")).toHaveCount(3, { timeout: 30_000 });
  const sources = await page.locator("[data-testid=audio-player] audio").evaluateAll((els) => els.map((e) => (e as HTMLAudioElement).src));
  expect(sources.every((s) => s.startsWith("http"))).toBe(true);
  await page.getByRole("button", { name: "Play all responses" }).click();
  // Which answers played, in order (a seek in audio that came as a stream reloads the same answer's
  // finished file, `?whole=1`: still that answer).
  const played = () =>
    page.evaluate(() => (window as unknown as { __played: string[] }).__played.map((src) => src.replace(/\?whole=1$/, "")).filter((src, i, all) => src !== all[i - 1]));
  await expect.poll(played).toEqual([sources[0]]);
  // Skip to the end of each answer with its seek bar instead of listening to it. The audio is made on
  // first play and streamed, so the player loads the finished file to seek.
  for (const i of [0, 1]) {
    await page.getByTestId("audio-player").nth(i).getByRole("slider", { name: "Seek" }).focus();
    await page.keyboard.press("End");
    await expect.poll(played, { timeout: 30_000 }).toEqual(sources.slice(0, i + 2));
  }
  await expect(page.getByRole("button", { name: "Stop playing" })).toBeVisible();
});
