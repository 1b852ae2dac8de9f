import { expect, expectAccessible, test } from "../fixtures/portal";

// A trial (free demo) member sees that the balance is demo credit, and can register a real
// account without looking for "log out" first. The demo brand has player protection on, so the
// free demo first asks the same 18+ and terms confirmation as registration (decision 0025).

async function startFreeDemo(page: import("@playwright/test").Page) {
  await page.goto("/index");
  await page.getByRole("button", { name: "Log in" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Free demo" }).click();
  await dialog.getByRole("checkbox", { name: /I confirm I am 18 or over/ }).check();
  await dialog.getByRole("button", { name: "Free demo" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

test("the free demo starts only after the 18+ and terms confirmation", async ({ page }) => {
  await page.goto("/index");
  await page.getByRole("button", { name: "Log in" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Log in" });
  await dialog.getByRole("button", { name: "Free demo" }).click();
  const confirm = dialog.getByRole("group", { name: "To start the free demo, please confirm first:" });
  const box = confirm.getByRole("checkbox", { name: /I confirm I am 18 or over/ });
  await expect(box).not.toBeChecked();
  await expectAccessible(page, "free demo confirmation");
  // Without the box ticked nothing starts.
  await dialog.getByRole("button", { name: "Free demo" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("Please confirm that you are 18 or over and accept the terms.");
  await expect(page.getByRole("banner").getByText("Demo credit", { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();

  await box.check();
  await dialog.getByRole("button", { name: "Free demo" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("banner").getByText("Demo credit", { exact: true })).toBeVisible();
});

test("desktop: the header marks demo credit and registers a real account in place of the trial", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await startFreeDemo(page);
  const header = page.getByRole("banner");
  await expect(header.getByText("Demo credit", { exact: true })).toBeVisible();
  await expectAccessible(page, "trial header");

  // Cancel keeps the trial session.
  await header.getByRole("button", { name: "Register a real account" }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(header.getByText("Demo credit", { exact: true })).toBeVisible();

  await header.getByRole("button", { name: "Register a real account" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("demo credit is not kept");
  await page.getByRole("button", { name: "OK" }).click();
  const register = page.getByRole("dialog", { name: "Register" });
  await expect(register).toBeVisible();
  // The trial session is over: the header is a visitor's again.
  await expect(header.getByText("Demo credit", { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem("token"))).toBeNull();
});

test("phone: the Me sheet marks demo credit and offers a real account", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startFreeDemo(page);
  await expect(page.getByRole("banner").getByText("Demo credit", { exact: true })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Quick navigation" })
    .getByRole("button", { name: "Me", exact: true })
    .click();
  const sheet = page.getByRole("dialog", { name: "Me" });
  await expect(sheet.getByText("Demo credit", { exact: true })).toBeVisible();
  await sheet.getByRole("button", { name: "Register a real account" }).click();
  await page.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("dialog", { name: "Register" })).toBeVisible();
});
