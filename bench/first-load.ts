// First load on Lighthouse's mobile profile, in Debian's Chromium through CDP: 1.6 Mbit/s down,
// 750 kbit/s up, 150 ms RTT, 4× CPU slowdown, cold cache (a fresh browser context per load).
// Reports LCP (PerformanceObserver), FCP, bytes transferred (sum of Network.loadingFinished
// encodedDataLength, headers included) and what the HTML alone paints with scripts disabled.
import { chromium, type Browser } from "playwright-core";

const PROFILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

async function measure(browser: Browser, url: string, cookie: string | null) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  if (cookie) {
    const [name, value] = cookie.split("=");
    await context.addCookies([{ name: name!, value: value!, url }]);
  }
  await context.addInitScript(() => {
    const w = window as unknown as { __lcp: number; __fcp: number; __lcpElement: string };
    w.__lcp = 0;
    w.__fcp = 0;
    w.__lcpElement = "";
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.startTime < w.__lcp) continue;
        w.__lcp = e.startTime;
        // Which element it was (the shell's or the app's), for the report.
        const el = (e as PerformanceEntry & { element?: Element | null }).element;
        w.__lcpElement = el ? `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"` : "(removed)";
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === "first-contentful-paint") w.__fcp = e.startTime;
    }).observe({ type: "paint", buffered: true });
    // When the app's own page (not the HTML's shell) has its heading in the document: LCP may be the
    // shell's text, so the report also says when the app itself was there.
    const app = window as unknown as { __appAt: number };
    app.__appAt = 0;
    const seen = new MutationObserver(() => {
      if (!document.querySelector("main.shell-main") && document.querySelector("main :is(h1, h2)")) {
        app.__appAt = performance.now();
        seen.disconnect();
      }
    });
    document.addEventListener("DOMContentLoaded", () => seen.observe(document.body, { childList: true, subtree: true }));
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...PROFILE });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let bytes = 0;
  let jsBytes = 0;
  const types = new Map<string, string>();
  // BENCH_FIRST_LOAD_TRACE=1 prints every request (start → end, bytes) to show what waits on what.
  const trace = process.env.BENCH_FIRST_LOAD_TRACE === "1";
  const started = new Map<string, { url: string; at: number }>();
  let t0 = 0;
  // Requests in flight and the time of the last network event, to wait for a quiet network ourselves
  // (Playwright's "networkidle" resolves at once when the page was idle once, e.g. while scripts ran).
  const inflight = new Set<string>();
  let lastEvent = Date.now();
  cdp.on("Network.requestWillBeSent", (e) => {
    if (!t0) t0 = e.timestamp;
    started.set(e.requestId, { url: e.request.url, at: e.timestamp });
    inflight.add(e.requestId);
    lastEvent = Date.now();
  });
  cdp.on("Network.loadingFailed", (e) => {
    inflight.delete(e.requestId);
    lastEvent = Date.now();
  });
  cdp.on("Network.responseReceived", (e) => types.set(e.requestId, e.type));
  cdp.on("Network.loadingFinished", (e) => {
    inflight.delete(e.requestId);
    lastEvent = Date.now();
    bytes += e.encodedDataLength;
    if (types.get(e.requestId) === "Script") jsBytes += e.encodedDataLength;
    const s = started.get(e.requestId);
    if (trace && s) console.log(`  ${((s.at - t0) * 1000).toFixed(0).padStart(6)} → ${((e.timestamp - t0) * 1000).toFixed(0).padStart(6)} ms  ${(e.encodedDataLength / 1024).toFixed(1).padStart(6)} kB  ${s.url.replace(/^https?:\/\/[^/]+/, "")}`);
  });
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  // Until the app has replaced the HTML's shell, the load is not over (on a loaded machine the network can
  // idle while scripts still run, and LCP would then be the shell's heading alone).
  await page.waitForFunction(() => !document.querySelector("main.shell-main"), undefined, { timeout: 60_000 });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && (inflight.size > 0 || Date.now() - lastEvent < 1500)) await page.waitForTimeout(100);
  await page.waitForTimeout(500);
  const { lcp, fcp, lcpElement, appAt } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __fcp: number; __lcpElement: string; __appAt: number };
    return { lcp: w.__lcp, fcp: w.__fcp, lcpElement: w.__lcpElement, appAt: w.__appAt };
  });
  await context.close();

  // What the HTML paints on its own: the same page with scripts disabled.
  const noJs = await browser.newContext({ viewport: { width: 412, height: 823 }, javaScriptEnabled: false });
  const p2 = await noJs.newPage();
  await p2.goto(url, { waitUntil: "load" });
  const text = (await p2.evaluate(() => document.body?.innerText ?? "")).replace(/\s+/g, " ").trim();
  await noJs.close();
  return { lcp, fcp, lcpElement, appAt, bytes, jsBytes, text };
}

export async function firstLoadBench(address: string, cookie: string, runs = Number(process.env.BENCH_FIRST_LOAD_RUNS ?? 2)) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    for (const [label, pathname, withCookie] of [["/signup", "/signup", false], ["/ signed in", "/", true]] as const) {
      const results = [];
      for (let i = 0; i < runs; i += 1) results.push(await measure(browser, `${address}${pathname}`, withCookie ? cookie : null));
      const lcps = results.map((r) => r.lcp).sort((a, b) => a - b);
      const median = lcps[Math.floor((lcps.length - 1) / 2)]!;
      const r = results[0]!;
      const apps = results.map((x) => x.appAt).sort((a, b) => a - b);
      const appMedian = apps[Math.floor((apps.length - 1) / 2)]!;
      const painted = r.text ? `"${r.text.slice(0, 60)}${r.text.length > 60 ? "…" : ""}"` : "nothing (blank)";
      console.log(
        `first load ${label.padEnd(12)} mobile profile: LCP ${(median / 1000).toFixed(2)} s (runs: ${lcps.map((x) => (x / 1000).toFixed(2)).join(", ")}; element ${r.lcpElement})  FCP ${(r.fcp / 1000).toFixed(2)} s  app's page in ${(appMedian / 1000).toFixed(2)} s  transferred ${(r.bytes / 1024).toFixed(1)} kB (JS ${(r.jsBytes / 1024).toFixed(1)} kB)  HTML without scripts paints: ${painted}`,
      );
    }
  } finally {
    await browser.close();
  }
}
