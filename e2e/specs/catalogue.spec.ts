import { and, eq } from "drizzle-orm";
import { vendors } from "../fixtures/server";
import { expect, test } from "../fixtures/portal";

test.use({ portalEnv: {} });

test("header categories follow the catalogue in the database", async ({ page, portal }) => {
  const { db } = portal.database;
  await db.delete(vendors).where(and(eq(vendors.merchantId, portal.merchantId), eq(vendors.category, "FISH")));
  await page.goto("/index");
  await expect(page.getByTestId("nav-LIVE")).toBeVisible();
  await expect(page.getByTestId("nav-FISH")).toHaveCount(0);

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
  await expect(page.getByTestId("nav-FISH")).toBeVisible();
  await page.getByTestId("nav-FISH").click();
  await expect(page).toHaveURL(/\/fish$/);
  await expect(page.getByTestId("page-fish").getByTestId("vendor-card")).toHaveCount(2);
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
  await page.getByTestId("nav-RNG").click();
  await expect(page).toHaveURL(/\/rng\?page=ONESLOT$/);
  expect(await page.evaluate(() => sessionStorage.getItem("currentVendor"))).toBe("ONESLOT");

  await expect(page.getByTestId("nav-DS88")).toBeVisible();
  await page.getByTestId("nav-SPORTS").click();
  await expect(page).toHaveURL(/\/sports$/);
  await expect(page.getByTestId("page-sports").getByTestId("vendor-card")).not.toHaveCount(0);
  await expect(page.getByTestId("page-sports").getByText("DS88", { exact: false })).toHaveCount(0);
});
