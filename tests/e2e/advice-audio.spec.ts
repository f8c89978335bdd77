// Issue 14 item 7: the audio player has a seek bar beside play/pause and volume, usable by keyboard.
import { expect, signUpOnPage, test } from "./support.js";

test("the audio seek bar moves playback by pointer and keyboard", async ({ page }) => {
  await signUpOnPage(page, "Listener");
  const fetched: string[] = []; // every audio request from here on
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/audio/")) fetched.push(r.url());
  });
  await page.getByLabel("Your leadership question").fill("My team of 12 is completely burned out after months of overtime. How do I help them recover?");
  await page.getByRole("button", { name: "Get Leadership Guidance" }).click();
  const card = page.getByTestId("option-card").first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const player = card.getByTestId("audio-player");
  const seek = player.getByRole("slider", { name: "Seek" });
  await expect(seek).toBeVisible();
  await expect(player.getByRole("button", { name: "Play" })).toBeVisible();
  await expect(player.getByRole("slider", { name: "Volume" })).toBeVisible();
  await expect(seek).toHaveAttribute("aria-valuenow", "0");
  const audio = player.locator("audio");
  // Audio is made on its first play: showing the answer fetches none of it (no stream held open per
  // option). The bar spans the answer's estimate until the browser has the file.
  await expect(audio).toHaveAttribute("preload", "none");
  await expect(page.getByTestId("audio-player").locator("audio[preload=none]")).toHaveCount(await page.getByTestId("audio-player").count());
  expect(await audio.evaluate((a: HTMLAudioElement) => a.readyState)).toBe(0);
  const max = Number(await seek.getAttribute("aria-valuemax"));
  expect(max).toBeGreaterThan(10);
  expect(fetched).toEqual([]);
  const at = () => audio.evaluate((a: HTMLAudioElement) => a.currentTime);

  await seek.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(seek).toHaveAttribute("aria-valuenow", "2");
  await expect.poll(at, { timeout: 20_000 }).toBeCloseTo(2, 0);
  expect(fetched.length).toBeGreaterThan(0); // the seek loaded this option's audio, and only this one
  expect(new Set(fetched.map((u) => new URL(u).pathname)).size).toBe(1);
  // Now the browser has the whole file: the bar spans its real length.
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => Number.isFinite(a.duration))).toBe(true);
  const real = Math.ceil(await audio.evaluate((a: HTMLAudioElement) => a.duration));
  await expect(seek).toHaveAttribute("aria-valuemax", String(real));
  await page.keyboard.press("PageUp");
  await expect(seek).toHaveAttribute("aria-valuenow", "10");
  await expect.poll(at).toBeCloseTo(10, 0);
  await expect(seek).toHaveAttribute("aria-valuetext", /^0:10 of /);
  await page.keyboard.press("End");
  // Once the seek has landed (the browser clamps it to the file's end), the bar still shows the end.
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime === a.duration)).toBe(true);
  await expect(seek).toHaveAttribute("aria-valuenow", String(real));
  await page.keyboard.press("Home");
  await expect(seek).toHaveAttribute("aria-valuenow", "0");
  await expect.poll(at).toBeCloseTo(0, 0);
  // The time readout follows the bar.
  await page.keyboard.press("PageUp");
  await expect(player.getByText(/^0:10 \/ /)).toBeVisible();
});
