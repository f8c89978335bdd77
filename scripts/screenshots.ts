// Screenshots of every route, as the role that sees it, at 1280×800 and 390×844 in light and dark, for a
// person to look at (issue 16). Also prints what a machine can spot: a page that scrolls sideways, and boxes
// whose content is cut off (wider than the box, which hides or scrolls it).
//   npm run build && PORT=3318 DATA_DIR=/tmp/shots-data node --import tsx server/main.ts
//   node --import tsx scripts/screenshots.ts http://127.0.0.1:3318 /tmp/shots [route-filter]
import { mkdirSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";

const [base = "http://127.0.0.1:3318", out = "/tmp/shots", filter = ""] = process.argv.slice(2);

const ACCOUNTS = {
  mentee: { email: "demo@leadone.app", password: "LeadOne-demo-2026" },
  mentor: { email: "amara.okafor@mentors.leadone.app", password: "LeadOne-mentor-2026" },
  owner: { email: "owner@leadone.app", password: "LeadOne-owner-2026" },
} as const;

const PLAN: Array<[role: "guest" | keyof typeof ACCOUNTS, routes: string[]]> = [
  ["guest", ["/login", "/signup", "/privacy-policy", "/terms-of-service", "/faqs", "/mentors/:id", "/account-suspended", "/no-such-page"]],
  ["mentee", ["/", "/subscription", "/payment-success", "/account", "/invoices", "/profile", "/payment-methods", "/mentor-profile"]],
  ["mentor", ["/mentor-profile", "/mentor-profile/availability", "/invoices", "/account"]],
  ["owner", ["/admin/dashboard", "/admin/users", "/admin/mentors", "/admin/payments", "/admin/settings", "/admin/manage-admins"]],
];

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

async function defects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth) found.push(`page scrolls sideways: ${doc.scrollWidth} > ${window.innerWidth}`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      const style = getComputedStyle(el);
      if (style.overflowX === "visible" || el.clientWidth <= 1) continue; // visible, or visually hidden (table heads on a phone)
      if (el.scrollWidth > el.clientWidth + 1 && (el.textContent ?? "").trim()) {
        const label = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}[${el.className.toString().slice(0, 40)}]`;
        found.push(`cut off (${style.overflowX}) ${label}: ${el.scrollWidth} > ${el.clientWidth} "${(el.textContent ?? "").trim().slice(0, 50)}"`);
      }
    }
    return found;
  });
}

async function main() {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  const probe = await browser.newContext({ baseURL: base });
  const mentors = (await (await probe.request.get("/api/mentors")).json()) as { mentors: Array<{ id: string }> };
  const mentorId = mentors.mentors[0]!.id;
  await probe.close();
  for (const [role, routes] of PLAN) {
    for (const [vpName, viewport] of Object.entries(VIEWPORTS)) {
      for (const colorScheme of ["light", "dark"] as const) {
        const context = await browser.newContext({ baseURL: base, viewport, colorScheme });
        if (role !== "guest") {
          const res = await context.request.post("/api/auth/login", { data: ACCOUNTS[role] });
          if (!res.ok()) throw new Error(`sign-in as ${role}: ${res.status()}`);
        }
        const page = await context.newPage();
        for (const route of routes) {
          if (filter && !route.includes(filter)) continue;
          await page.goto(route.replace(":id", mentorId));
          // A heading, or the promo dialog (which hides the page from the accessibility tree while open).
          await page.locator("main").getByRole("heading").or(page.getByRole("button", { name: "Explore Later" })).first().waitFor();
          await page.waitForLoadState("networkidle");
          await page.locator(".chakra-spinner").first().waitFor({ state: "detached" }).catch(() => undefined);
          // The once-per-user promo greets on Home: close it to see the page.
          const later = page.getByRole("button", { name: "Explore Later" });
          if (await later.isVisible()) await later.click();
          await page.waitForTimeout(300);
          const name = `${role}${route.replace(/[/:]+/g, "_")}-${vpName}-${colorScheme}.png`;
          // The whole page, up to three screens tall (a taller picture shrinks past reading when viewed).
          const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), viewport.height * 3);
          await page.screenshot({ path: `${out}/${name}`, fullPage: true, clip: { x: 0, y: 0, width: viewport.width, height } });
          for (const d of await defects(page)) console.log(`${name}: ${d}`);
        }
        await context.close();
      }
    }
  }
  await browser.close();
}

await main();
