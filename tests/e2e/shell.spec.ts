import { DEMO, chooseFromUserMenu, expect, signInOnPage, signUpOnPage, test, uniqueEmail, openUserMenu } from "./support.js";


const ADMIN = DEMO.admin;




test("visiting / signed out lands on /signup", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Up" })).toBeVisible();
  await expect(page.getByText("Your Leadership Assistant")).toBeVisible();
});

test("sign-up page shows the SPEC validation messages", async ({ page }) => {
  await page.goto("/signup");
  const submit = page.getByRole("button", { name: "Create Account" });
  await submit.click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Please enter a valid email address",
    "Password must be at least 8 characters",
    "You must agree to the terms and conditions",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password", { exact: true }).fill("different");
  await submit.click();
  await expect(page.getByText("Password must be at least 8 characters", { exact: true })).toBeVisible();
  await expect(page.getByText("Passwords don't match", { exact: true })).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill("long-enough-1");
  await page.getByLabel("Confirm password", { exact: true }).fill("long-enough-2");
  await submit.click();
  await expect(page.getByText("Passwords don't match", { exact: true })).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters", { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/signup$/);
});

test("sign up, greeting, sign out via the avatar menu", async ({ page }) => {
  await signUpOnPage(page, "Nadia");
  await expect(page.getByText("Welcome to LeadOne!")).toBeVisible();
  await expect(page.getByTestId("greeting")).toHaveText("Welcome, Nadia");
  await expect(page.getByText("Your questions stay private and are never stored.").first()).toBeVisible();

  await openUserMenu(page);
  await expect(page.getByRole("menuitem", { name: "My Profile" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Dashboard" })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByTestId("greeting")).toHaveCount(0);

  // Signed out for real: a reload stays signed out (and sign-up would bring the user back to /account).
  await page.goto("/account");
  await expect(page).toHaveURL(/\/signup\?returnTo=%2Faccount$/);
});

test("sign in on /login with a wrong password shows 'Sign In Failed'", async ({ page }) => {
  await signInOnPage(page, ADMIN.email, "not-the-password");
  await expect(page.getByText("Sign In Failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe("admin (not main admin)", () => {
  test("sees the admin greeting and Admin Panel, is kept out of manage-admins", async ({ page }) => {
    await signInOnPage(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page.getByTestId("greeting")).toHaveText("Logged in as: Admin");
    await expect(page.getByTestId("avatar-badge")).toBeVisible();

    await openUserMenu(page);
    await expect(page.getByText("Admin Panel")).toBeVisible();
    for (const item of ["Dashboard", "User Management", "Mentor Management", "Payment Management", "Settings"]) {
      await expect(page.getByRole("menuitem", { name: item, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("menuitem", { name: "Manage Admins" })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "User Management" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole("heading", { name: "User Management" })).toBeVisible();

    await page.goto("/admin/manage-admins");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();

    // Signed in: /login and /signup send the user home.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
  });
});

test("a non-admin opening /admin/users lands on /", async ({ page }) => {
  await signUpOnPage(page, "Omar");
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("greeting")).toHaveText("Welcome, Omar");
});

test("an unknown path shows '404 Page Not Found'", async ({ page }) => {
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("the auth dialog opens on the requested tab and closing it resets the form", async ({ page }) => {
  await page.goto("/faqs");
  await expect(page.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();

  await page.getByRole("button", { name: "Sign Up" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Create Account" })).toHaveAttribute("aria-selected", "true");
  await dialog.getByLabel("First name", { exact: true }).fill("Temporary");
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await expect(dialog.getByText("Last name is required")).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);

  await chooseFromUserMenu(page, "Create Account");
  await expect(dialog.getByLabel("First name", { exact: true })).toHaveValue("");
  await expect(dialog.getByText("Last name is required")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();

  await chooseFromUserMenu(page, "Sign In");
  await expect(dialog.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
  await dialog.getByLabel("Email", { exact: true }).fill("nobody@example.test");
  await dialog.getByLabel("Password", { exact: true }).fill("wrong-password");
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Sign in failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password", { exact: true })).toBeVisible();
  await expect(dialog).toBeVisible();

  // Success stores the user and closes the dialog, staying on the page.
  await dialog.getByLabel("Email", { exact: true }).fill(ADMIN.email);
  await dialog.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("greeting")).toHaveText("Logged in as: Admin");
  await expect(page).toHaveURL(/\/faqs$/);
});

test("toasts: F8 focuses the notification area, a short swipe keeps the toast, a 50 px+ swipe dismisses it", async ({ page }) => {
  await signInOnPage(page, "nobody@example.test", "wrong-password");
  const toast = page.locator('[data-scope="toast"][data-part="root"]');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText("Sign In Failed");

  await page.keyboard.press("F8");
  await expect(page.getByRole("region", { name: /Notifications/ })).toBeFocused();

  const swipe = async (dx: number) => {
    const box = await toast.boundingBox();
    if (!box) throw new Error("toast has no box");
    const y = box.y + box.height / 2;
    const x = box.x + 20;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx / 2, y, { steps: 3 });
    await page.mouse.move(x + dx, y, { steps: 3 });
    await page.mouse.up();
  };
  await swipe(20);
  await expect(toast).toHaveCount(1);
  await swipe(80);
  await expect(toast).toHaveCount(0);
});

test("main admin sees Manage Admins and can open it", async ({ page }) => {
  await signInOnPage(page, "owner@leadone.app", "LeadOne-owner-2026");
  await expect(page.getByTestId("greeting")).toHaveText("Logged in as: Admin");
  await chooseFromUserMenu(page, "Manage Admins");
  await expect(page).toHaveURL(/\/admin\/manage-admins$/);
  await expect(page.getByRole("heading", { name: "Manage Admins" })).toBeVisible();
});

test("mentor: greeting, Mentor Panel and the Manage Your Videos dialog; invite tooltip", async ({ page }) => {
  await signInOnPage(page, "amara.okafor@mentors.leadone.app", "LeadOne-mentor-2026");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("greeting")).toHaveText("Amara");

  const invite = page.getByRole("button", { name: "Invite friends" });
  // The once-only promo may open meanwhile and take the hover away: hover until the tooltip shows.
  await expect(async () => {
    await invite.hover();
    await expect(page.getByText("Invite friends and get paid!")).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await invite.click();
  await expect(page.getByRole("dialog", { name: "Invite friends" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await openUserMenu(page);
  await expect(page.getByText("Mentor Panel")).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Mentor Profile" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Invoices & Payments" })).toBeVisible();
  await chooseFromUserMenu(page, "Manage Videos", page.getByRole("dialog", { name: "Manage Your Videos" }));
});

test("sign-up page shows the referral code from ?ref=", async ({ page }) => {
  await page.goto("/signup?ref=FRIEND42");
  await expect(page.getByLabel("Referral code")).toHaveValue("FRIEND42");
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The URL changes before the new page replaces the old one: act only once the new page's heading shows.
  await expect(page.getByRole("heading", { name: "Sign in", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { name: "Create your account", level: 1 })).toBeVisible();
});
