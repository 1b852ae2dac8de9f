import { and, eq } from "drizzle-orm";
import { vendors } from "../fixtures/server";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/portal";

/** An entry of the header's category navigation, by its label. */
const navEntry = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name, exact: true });

test.use({ portalEnv: {} });

test("header categories follow the catalogue in the database", async ({ page, portal }) => {
  const { db } = portal.database;
  await db.delete(vendors).where(and(eq(vendors.merchantId, portal.merchantId), eq(vendors.category, "FISH")));
  await page.goto("/index");
  await expect(navEntry(page, "Live casino")).toBeVisible();
  await expect(navEntry(page, "Fishing")).toHaveCount(0);

  await db.insert(vendors).values([
    {
      merchantId: portal.merchantId,
      vassalage: "FISHA",
      category: "FISH",
      displayName: { en: "Fish A" },
      gameType: "FISH",
    },
    {
      merchantId: portal.merchantId,
      vassalage: "FISHB",
      category: "FISH",
      displayName: { en: "Fish B" },
      gameType: "FISH",
    },
  ]);
  await page.reload();
  await expect(navEntry(page, "Fishing")).toBeVisible();
  await navEntry(page, "Fishing").click();
  await expect(page).toHaveURL(/\/fish$/);
  await expect(page.getByRole("main").getByRole("link", { name: /^Fish [AB]$/ })).toHaveCount(2);
});

test("a category with one vendor starts it directly; DS88 gets its own entry and leaves the sports list", async ({
  page,
  portal,
}) => {
  const { db } = portal.database;
  await db.delete(vendors).where(and(eq(vendors.merchantId, portal.merchantId), eq(vendors.category, "RNG")));
  await db.insert(vendors).values({
    merchantId: portal.merchantId,
    vassalage: "ONESLOT",
    category: "RNG",
    displayName: { en: "One Slot" },
    gameType: "SLOT",
  });
  await page.goto("/index");
  await navEntry(page, "Slots").click();
  await expect(page).toHaveURL(/\/rng\?page=ONESLOT$/);
  expect(await page.evaluate(() => sessionStorage.getItem("currentVendor"))).toBe("ONESLOT");

  await expect(navEntry(page, "DS88")).toBeVisible();
  await navEntry(page, "Sports").click();
  await expect(page).toHaveURL(/\/sports$/);
  await expect(page.getByRole("main").getByRole("group", { name: "SABA Sports" })).toBeVisible();
  await expect(page.getByRole("main").getByText("DS88", { exact: false })).toHaveCount(0);
});
