// Issue 11: every journey tells the user the truth. Each test walks one journey as a person does
// (mentee, mentor, admin) in Chromium and checks what the screen says against what the server did.
import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO, expect, signInOnPage, test, uniqueEmail, chooseFromUserMenu } from "./support.js";

const PASSWORD = "a-strong-pass-1";
const GOOD_CARD = "4242 4242 4242 4242";
const DECLINED_CARD = "4000 0000 0000 0002";
const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

/** A fresh account through the API (the page shares the cookie). */
async function signUpApi(page: Page, tag: string, extra: Record<string, unknown> = {}) {
  const email = uniqueEmail(tag);
  const res = await page.request.post("/api/auth/register", { data: { firstName: "Jo", lastName: "Journey", email, password: PASSWORD, ...extra } });
  expect(res.ok(), await res.text()).toBe(true);
  return { ...((await res.json()) as { id: string }), email };
}

async function trpcMutation(req: APIRequestContext, path: string, input: unknown) {
  const res = await req.post(`/trpc/${path}`, { data: { json: input } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { result: { data: { json: any } } }).result.data.json;
}

async function mentorIdByName(page: Page, name: string): Promise<string> {
  const res = await page.request.get("/api/mentors?isActive=true&pageSize=50");
  const { mentors } = (await res.json()) as { mentors: Array<{ id: string; name: string }> };
  const m = mentors.find((x) => x.name === name);
  if (!m) throw new Error(`no mentor ${name}`);
  return m.id;
}

async function fillCard(scope: Page | ReturnType<Page["getByRole"]>, number: string) {
  await scope.getByLabel("Card number").fill(number);
  await scope.getByLabel("Expiry (MM/YY)").fill("12/30");
  await scope.getByLabel("CVC").fill("123");
}

async function addSavedCard(page: Page) {
  const res = await page.request.post("/api/payment-methods", { data: { card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" }, makeDefault: true } });
  expect(res.ok()).toBe(true);
}

test.describe("money screens", () => {
  test("subscribing to a paid mentor: success only after payment, a second Subscribe reopens payment, the newest toast replaces a red one, and the button's amount is the invoice", async ({ page }) => {
    await signUpApi(page, "subscribe");
    const marcus = await mentorIdByName(page, "Marcus Bell");
    await page.goto(`/mentors/${marcus}?connect=paid`);
    const profile = page.getByTestId("mentor-profile-dialog");
    await profile.getByTestId("mentor-action").click();

    // The pending mentorship exists, but nothing is paid: no success yet, the pay dialog asks for the exact amount.
    const pay = page.getByRole("dialog", { name: "Pay for mentorship" });
    await expect(pay).toBeVisible();
    await expect(pay.getByTestId("amount-due")).toHaveText("Amount due today: $179.00");
    await expect(page.getByText("Subscription successful")).toHaveCount(0);

    // Closing it and subscribing again reopens the payment instead of failing.
    await pay.getByRole("button", { name: "Close", exact: true }).click();
    await expect(pay).toBeHidden();
    await profile.getByTestId("mentor-action").click();
    await expect(pay).toBeVisible();
    await expect(page.getByText(/waiting for payment/)).toHaveCount(0);

    // A declined card: a red toast and the reason inline.
    await fillCard(pay, DECLINED_CARD);
    await pay.getByRole("button", { name: "Pay $179.00" }).click();
    await expect(pay.getByTestId("payment-error")).toContainText("declined");
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText("Subscription failed");

    // A good card: the success replaces the red toast at once (one toast, the truth).
    await fillCard(pay, GOOD_CARD);
    await pay.getByRole("button", { name: "Pay $179.00" }).click();
    await expect(toasts(page).filter({ hasText: "Subscription successful" })).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.getByText("Subscription failed")).toHaveCount(0);

    await page.goto("/account");
    await expect(page.getByTestId("my-mentorship").filter({ hasText: "Marcus Bell" }).getByTestId("mentorship-status")).toHaveText("Active");
    await page.goto("/invoices");
    const row = page.getByTestId("invoice-row").filter({ hasText: "Mentorship with Marcus Bell" });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("$179.00");
  });

  test("Need More Credits: balance, packs, then pay; errors inline; the saved card preselected; Answer as text instead", async ({ page }) => {
    test.setTimeout(180_000); // six answers on a shared machine
    await signUpApi(page, "credits");
    // Spend the five starting audio credits (text credits stay).
    for (let i = 0; i < 5; i += 1) await trpcMutation(page.request, "advice.ask", { question: `How do I run a calmer stand-up meeting, take ${i}?`, responseFormat: "audio" });
    await page.goto("/");
    await page.getByText("Audio only", { exact: true }).click();
    await page.getByLabel("Your leadership question").fill("How do I help two senior engineers who keep clashing in design reviews?");
    await page.getByRole("button", { name: "Get Leadership Guidance" }).click();

    const dialog = page.getByRole("dialog", { name: "Need More Credits" });
    await expect(dialog).toContainText("You don't have enough audio credits to access this content.");
    const balance = dialog.getByTestId("credit-balance");
    await expect(balance).toHaveText("Your balance: 10 text credits · 0 audio credits");
    const packs = dialog.getByTestId("pack-standard");
    const payButton = dialog.getByRole("button", { name: "Pay $4.99" });
    const y = async (l: ReturnType<Page["getByTestId"]>) => (await l.boundingBox())!.y;
    expect(await y(balance)).toBeLessThan(await y(packs));
    expect(await y(packs)).toBeLessThan(await y(payButton));

    // One click: the same question answered as text.
    await dialog.getByRole("button", { name: "Answer as text instead" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("asked-question")).toHaveText("How do I help two senior engineers who keep clashing in design reviews?");
    await expect(page.getByRole("radio", { name: "Text only" })).toBeChecked();

    // Buying: with a saved card it is preselected; a new declined card shows its error inline.
    await addSavedCard(page);
    await page.getByText("Audio only", { exact: true }).click();
    await page.getByRole("button", { name: "Get Leadership Guidance" }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Pay with" })).toHaveValue(/.+/);
    await expect(dialog.getByRole("combobox", { name: "Pay with" }).locator("option:checked")).toContainText("VISA •••• 4242");
    await dialog.getByRole("combobox", { name: "Pay with" }).selectOption({ label: "Use a new card" });
    await fillCard(dialog, DECLINED_CARD);
    await dialog.getByRole("button", { name: "Pay $4.99" }).click();
    await expect(dialog.getByTestId("payment-error")).toContainText("declined");
    await expect(toasts(page)).toHaveCount(1);
    await dialog.getByTestId("pack-value").click();
    await dialog.getByRole("combobox", { name: "Pay with" }).selectOption({ index: 0 });
    await dialog.getByRole("button", { name: "Pay $11.99" }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText("Credits added");

    await page.goto("/invoices");
    const invoices = page.getByTestId("invoice-row");
    await expect(invoices).toHaveCount(1);
    await expect(invoices).toContainText("$11.99");
  });
});

test.describe("overage", () => {
  test("the Usage Limit Exceeded dialog's Pay button carries the total, and the invoice is that amount", async ({ page }) => {
    test.setTimeout(180_000); // eleven answers on a shared machine
    const user = await signUpApi(page, "overage");
    // Past the free allowance (credits bought first), then the main admin closes this user's period.
    for (let i = 0; i < 2; i += 1) {
      const buy = await page.request.post("/api/credits/purchase", { data: { packageId: "standard", card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" } } });
      expect(buy.ok()).toBe(true);
    }
    for (let i = 0; i < 11; i += 1) {
      const ask = await page.request.post("/api/test-leadership-advice", { data: { question: `How do I run a better one-on-one meeting, attempt ${i}?` } });
      expect(ask.ok(), await ask.text()).toBe(true);
    }
    const status = (await (await page.request.get("/api/usage/status")).json()) as { billingPeriodEnd: string };
    const admin = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    expect((await admin.post("/api/auth/login", { data: { email: DEMO.owner.email, password: DEMO.owner.password } })).ok()).toBe(true);
    const closed = await admin.post("/api/test-seams/close-periods", { data: { now: new Date(new Date(status.billingPeriodEnd).getTime() + 1000).toISOString(), userId: user.id } });
    expect(closed.ok(), await closed.text()).toBe(true);
    await admin.dispose();

    await page.goto("/");
    const dialog = page.getByTestId("overage-dialog");
    const total = dialog.getByTestId("overage-total");
    await expect(total).toHaveText(/^\$\d+\.\d\d$/);
    const amount = (await total.textContent())!;
    expect(amount).not.toBe("$0.00");
    await dialog.getByRole("button", { name: `Pay ${amount}`, exact: true }).click();
    await expect(toasts(page).filter({ hasText: "Payment processing" })).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.goto("/invoices");
    const rows = page.getByTestId("invoice-row").filter({ hasText: "Additional" });
    await expect(rows).toHaveCount(1);
    // Columns: Number, Date, Description, Service period, Status, Total, PDF.
    await expect(rows.getByRole("cell").nth(5)).toHaveText(amount);
  });
});

test.describe("usage card", () => {
  test("updates after each answer, says '1 request', and shows no bar when unlimited", async ({ page }) => {
    test.setTimeout(120_000);
    await signUpApi(page, "usage");
    await page.goto("/");
    const card = page.getByTestId("usage-card");
    await expect(card).toContainText("0 of 10 requests used this billing period");
    await page.getByLabel("Your leadership question").fill("How do I say no to my manager without damaging trust?");
    await page.getByText("Text only", { exact: true }).click();
    await page.getByRole("button", { name: "Get Leadership Guidance" }).click();
    await expect(page.getByText("How do I say no to my manager without damaging trust?").last()).toBeVisible({ timeout: 30_000 });
    // No reload, no 30 s poll: the card shows the answer's request at once.
    await expect(card).toContainText("1 of 10 requests used this billing period", { timeout: 5_000 });
    await expect(card.getByRole("progressbar")).toBeVisible();

    // Premium: unlimited usage, counted in words, no progress bar.
    await addSavedCard(page);
    await trpcMutation(page.request, "billing.subscribe", { plan: "premium", interval: "monthly" });
    await page.reload();
    await expect(card).toHaveAttribute("data-level", "unlimited");
    await expect(card).toContainText("0 requests this billing period");
    await page.getByLabel("Your leadership question").fill("How do I keep a remote team connected across time zones?");
    await page.getByText("Text only", { exact: true }).click();
    await page.getByRole("button", { name: "Get Leadership Guidance" }).click();
    await expect(page.getByText("How do I keep a remote team connected across time zones?").last()).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText("1 request this billing period", { timeout: 5_000 });
    await expect(card.getByRole("progressbar")).toHaveCount(0);
  });
});

test.describe("sign-in returns you where you were", () => {
  test("signed out on a paid mentor: Subscribe → sign in → back on that mentor with the plan chosen", async ({ page, browser }) => {
    // An account to sign in with (made in another context, so this page stays signed out).
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const email = uniqueEmail("returnto");
    expect((await other.request.post("/api/auth/register", { data: { firstName: "Ret", lastName: "Urn", email, password: PASSWORD } })).ok()).toBe(true);
    await other.close();

    const marcus = await mentorIdByName(page, "Marcus Bell");
    await page.goto(`/mentors/${marcus}?connect=paid`);
    const profile = page.getByTestId("mentor-profile-dialog");
    await profile.getByTestId("plan-yearly").click();
    await profile.getByTestId("mentor-action").click();
    await expect(page.getByText("Authentication required")).toBeVisible();
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    // The URL changes before the sign-in page has replaced the mentor page: type only once it shows.
    await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();

    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(new RegExp(`/mentors/${marcus}\\?connect=paid&plan=yearly$`));
    await expect(profile).toBeVisible();
    await expect(profile.getByTestId("plan-yearly").locator("input")).toBeChecked();
    await expect(profile.getByTestId("mentor-action")).toHaveText("Subscribe to Mentorship");
  });

  test("a guarded page sends you to sign-up and back after signing in; off-site returnTo values are ignored", async ({ page, browser }) => {
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const email = uniqueEmail("guard");
    expect((await other.request.post("/api/auth/register", { data: { firstName: "Gu", lastName: "Ard", email, password: PASSWORD } })).ok()).toBe(true);
    await other.close();

    await page.goto("/invoices");
    await expect(page).toHaveURL(/\/signup\?returnTo=%2Finvoices$/);
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Finvoices$/);
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    // Signing in hashes a password (argon2id): on a loaded machine that alone can take seconds.
    await expect(page).toHaveURL(/\/invoices$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Invoices & Payments" })).toBeVisible();

    for (const evil of ["https://evil.example/phish", "//evil.example/phish", "/\\evil.example"]) {
      await page.request.post("/api/auth/logout");
      await page.goto(`/login?returnTo=${encodeURIComponent(evil)}`);
      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    }
  });
});

test.describe("invites shared by hand", () => {
  test("Copy copies the invitation link; the link pre-fills the referral code on sign-up, which links the friend", async ({ page, context, browser }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUpApi(page, "inviter");
    await page.goto("/");
    await page.getByRole("button", { name: "Invite friends" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite friends" });
    await dialog.getByLabel("First name").fill("Fran");
    await dialog.getByLabel("Last name").fill("Friend");
    await dialog.getByLabel("Email").fill(uniqueEmail("friend"));
    await dialog.getByLabel("Phone").fill("+1 555 0100");
    await dialog.getByRole("button", { name: "Send Invitation" }).click();
    // A web-first assertion (not textContent): the promo dialog may open over this one meanwhile, and only
    // actions and assertions let the fixture's handler close it.
    await expect(dialog.getByTestId("referral-code")).toHaveText(/^\s*[A-Z0-9]{8}\s*$/);
    const code = (await dialog.getByTestId("referral-code").textContent())!.trim();
    await dialog.getByRole("button", { name: "Copy" }).click();
    await expect(page.getByText("Copied to clipboard")).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/signup\\?ref=${code}$`));

    // The friend opens the pasted link in their own browser.
    const friendContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const friend = await friendContext.newPage();
    await friend.goto(copied);
    await expect(friend.getByLabel("Referral code (optional)")).toHaveValue(code);
    await friend.getByLabel("First name", { exact: true }).fill("Fran");
    await friend.getByLabel("Last name", { exact: true }).fill("Friend");
    await friend.getByLabel("Email", { exact: true }).fill(uniqueEmail("fran"));
    await friend.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await friend.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
    await friend.locator('[data-scope="checkbox"][data-part="control"]').click();
    await friend.getByRole("button", { name: "Create Account" }).click();
    await expect(friend).toHaveURL(/\/$/);
    await friendContext.close();

    const summary = await (await page.request.get("/trpc/referrals.summary")).json();
    expect(summary.result.data.json).toMatchObject({ signUps: 1 });
  });

  test("the referral-code field on the sign-up page and in the dialog is optional and validated on submit", async ({ page }) => {
    await page.goto("/signup");
    await page.getByLabel("First name", { exact: true }).fill("Val");
    await page.getByLabel("Last name", { exact: true }).fill("Idate");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("val"));
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
    await page.locator('[data-scope="checkbox"][data-part="control"]').click();
    await page.getByLabel("Referral code (optional)").fill("ABC");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Referral codes have 8 letters and digits, for example K7QM3XPA.")).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await page.getByLabel("Referral code (optional)").fill("");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.request.post("/api/auth/logout");
    await page.goto("/login");
    const dialog = page.getByRole("dialog");
    await chooseFromUserMenu(page, "Create Account", dialog);
    await expect(dialog.getByLabel("Referral code (optional)")).toBeVisible();
    await dialog.getByLabel("First name").fill("Dia");
    await dialog.getByLabel("Last name").fill("Log");
    await dialog.getByLabel("Email").fill(uniqueEmail("dia"));
    await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await dialog.getByLabel("Confirm password").fill(PASSWORD);
    await dialog.getByLabel("Referral code (optional)").fill("NOT-A-CODE");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await expect(dialog.getByText("Referral codes have 8 letters and digits, for example K7QM3XPA.")).toBeVisible();
  });
});

test.describe("Free Providers", () => {
  test("the free list shows free terms only; the profile shows both tiers", async ({ page }) => {
    await signUpApi(page, "free");
    await page.goto("/");
    await page.getByText("Mentor coaching", { exact: true }).click();
    await page.getByRole("button", { name: /Free Providers/ }).click();
    const list = page.getByRole("dialog", { name: "Free Providers" });
    const hannah = list.getByTestId("mentor-card").filter({ hasText: "Hannah Schultz" });
    await expect(hannah).toBeVisible();
    for (const card of await list.getByTestId("mentor-card").all()) {
      await expect(card.getByTestId("mentor-terms")).toHaveText("Free");
      await expect(card).not.toContainText("$");
      await expect(card.getByText("Pro", { exact: true })).toHaveCount(0);
    }
    await hannah.getByRole("button", { name: "View Profile" }).click();
    const profile = page.getByTestId("mentor-profile-dialog");
    await expect(profile.getByText("Free", { exact: true }).first()).toBeVisible();
    await expect(profile.getByText("Pro", { exact: true })).toBeVisible();
    await expect(profile.getByTestId("plan-monthly")).toContainText("$89");
    await expect(profile.getByTestId("plan-free").locator("input")).toBeChecked();
    await expect(profile.getByTestId("mentor-action")).toHaveText("Request Free Mentorship");
  });
});

test.describe("mentor earnings", () => {
  test("a mentor sees a mentee's payment and the earning after commission; empty tables say why", async ({ page, browser }) => {
    // A mentee pays Amara (a demo mentor) for a month.
    const mentee = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const menteePage = await mentee.newPage();
    await signUpApi(menteePage, "mentee");
    const amara = await mentorIdByName(menteePage, "Amara Okafor");
    const created = await trpcMutation(menteePage.request, "mentorships.create", { mentorId: amara, paymentFrequency: "monthly" });
    await trpcMutation(menteePage.request, "billing.payMentorship", { mentorshipId: created.id, card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" } });
    await mentee.close();

    await signInOnPage(page, DEMO.mentor.email, DEMO.mentor.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/invoices");
    const earnings = page.getByTestId("mentor-earnings");
    const row = earnings.getByTestId("earning-row").filter({ hasText: "Jo J." }).first();
    await expect(row).toContainText("$249.00");
    await expect(row).toContainText("$49.80");
    await expect(row).toContainText("$199.20");
    // The seeded past mentees paid too: every earning row has its payment.
    expect(await earnings.getByTestId("earning-row").count()).toBeGreaterThan(1);
    // The mentor never paid anything themselves: the tables say why they are empty.
    await expect(page.getByTestId("invoices-empty")).toContainText("one appears here for each payment you make");
    await expect(page.getByTestId("payments-empty")).toContainText("every charge to your cards");
  });
});

test.describe("suspended by an admin", () => {
  test("an admin suspends a user in User Management; signing in shows 'Account suspended' with the reason and the support email, never the payment wording", async ({ page, browser }) => {
    const user = await signUpApi(page, "suspended");
    await page.goto("/");
    await expect(page.getByTestId("usage-card")).toBeVisible();

    // A real admin, through the admin UI.
    const adminContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const admin = await adminContext.newPage();
    await signInOnPage(admin, DEMO.admin.email, DEMO.admin.password);
    await expect(admin).toHaveURL(/\/$/);
    await admin.goto("/admin/users");
    await admin.getByLabel("Search users").fill(user.email);
    await admin.getByRole("button", { name: "Search", exact: true }).click();
    await admin.getByRole("button", { name: `Details for ${user.email}` }).click();
    const drawer = admin.getByRole("dialog");
    await drawer.getByLabel("Reason for suspension").fill("Repeated abusive messages to mentors");
    await drawer.getByRole("button", { name: "Suspend", exact: true }).click();
    await expect(admin.getByText("User suspended")).toBeVisible();
    await adminContext.close();

    // The suspended user signs in again.
    await page.context().clearCookies();
    await signInOnPage(page, user.email, PASSWORD);
    await expect(page).toHaveURL(/\/account-suspended$/);
    const box = page.getByTestId("account-suspended");
    await expect(box.getByRole("heading", { name: "Account suspended" })).toBeVisible();
    await expect(box.getByTestId("suspension-reason")).toHaveText("Repeated abusive messages to mentors");
    await expect(box.getByTestId("support-email")).toHaveText("support@leadone.app");
    await expect(box.getByTestId("support-email")).toHaveAttribute("href", /^mailto:support@leadone\.app/);
    await expect(page.getByText(/payment/i)).toHaveCount(0);
    await expect(page.getByText("Sign In Failed")).toHaveCount(0);
  });

  test("a failed renewal keeps SPEC's banner: the yellow grace warning, then the red payment wording, both with Update Payment, never the admin page", async ({ page }) => {
    const user = await signUpApi(page, "payfail");
    await addSavedCard(page);
    await trpcMutation(page.request, "billing.subscribe", { plan: "basic", interval: "monthly" });
    // The only card left saves but declines charges (a card that declines outright is no longer saved).
    const methods = (await (await page.request.get("/api/payment-methods")).json()) as Array<{ id: string }>;
    expect((await page.request.post("/api/payment-methods", { data: { card: { number: "4000000000000341", expMonth: 12, expYear: 2030, cvc: "123" }, makeDefault: true } })).ok()).toBe(true);
    for (const m of methods) expect((await page.request.delete(`/api/payment-methods/${m.id}`)).ok()).toBe(true);

    const owner = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
    expect((await owner.post("/api/auth/login", { data: { email: DEMO.owner.email, password: DEMO.owner.password } })).ok()).toBe(true);
    const travel = async (days: number) => {
      const res = await owner.post("/api/test-seams/close-periods", { data: { now: new Date(Date.now() + days * 86_400_000).toISOString(), userId: user.id } });
      expect(res.ok(), await res.text()).toBe(true);
    };

    // The renewal a month on fails: the grace period runs.
    await travel(32);
    await page.goto("/");
    const banner = page.getByTestId("suspension-banner");
    await expect(banner).toHaveAttribute("data-state", "grace");
    await expect(banner).toContainText("Payment failed");
    await expect(banner).toContainText("update your payment method by");
    await expect(banner.getByRole("button", { name: "Update Payment" })).toBeVisible();
    await expect(page.getByTestId("account-suspended")).toHaveCount(0);

    // The grace period ends unpaid: suspended for payment, the red banner offers Update Payment.
    await travel(70);
    await page.reload();
    await expect(banner).toHaveAttribute("data-state", "suspended");
    await expect(banner).toContainText("Account Suspended");
    await expect(banner).toContainText("because a payment failed");
    await expect(page).not.toHaveURL(/account-suspended/);
    await banner.getByRole("button", { name: "Update Payment" }).click();
    await expect(page).toHaveURL(/\/payment-methods$/);
    await owner.dispose();
  });
});

test.describe("plan upgrade", () => {
  test("the subscribe dialog shows the exact charge with the proration credit, and the invoice is that amount", async ({ page }) => {
    await signUpApi(page, "upgrade");
    await addSavedCard(page);
    await trpcMutation(page.request, "billing.subscribe", { plan: "basic", interval: "monthly" });
    await page.goto("/subscription");
    await page.getByTestId("plan-premium").getByRole("button", { name: "Switch to Premium" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("plan-quote")).toContainText("$20.00 today, then $29.99 a month");
    await expect(dialog.getByTestId("plan-quote")).toContainText("Unused time on Basic plan (monthly): -$9.99");
    await dialog.getByRole("button", { name: "Pay $20.00 and subscribe" }).click();
    await expect(page).toHaveURL(/\/payment-success/);
    await page.goto("/invoices");
    const row = page.getByTestId("invoice-row").filter({ hasText: "Premium plan (monthly)" });
    await expect(row).toContainText("$20.00");
  });
});
