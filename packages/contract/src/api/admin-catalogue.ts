import { z } from "zod";
import { exactText, text } from "../input-schemas";
import { GAME_CATEGORIES } from "../games";
import { pullBetsParams } from "./admin";
import { serialIdParam } from "./money";
import { cursorInput, cursorPageFields } from "./paging";

/**
 * The back office's catalogue settings (routes in ADMIN: `vendors`, `vendor`, `games`, `game`):
 * vendors' hot flag and lobby order, games' hot flag, free play and order. Apart from admin.ts so
 * the sign-in screen, which imports that file's schemas, does not carry these.
 */

/** A sort order of the lobby or catalogue: smaller first. */
const catalogueSort = z.number().int().min(-1_000_000).max(1_000_000);
/** A vendor listing as the back office edits it (its lobby tile in one category). */
export const adminVendorSchema = z.object({
  vendor: z.string(),
  category: z.enum(GAME_CATEGORIES),
  /** In the operator's language. */
  name: z.string(),
  icon: z.string(),
  hot: z.boolean(),
  sort: z.number().int(),
  /** Under maintenance now (its planned end not reached). */
  maintenance: z.boolean(),
  maintenanceUntil: z.number().int().nullable(),
});
export type AdminVendor = z.infer<typeof adminVendorSchema>;
export const adminVendorsSchema = z.object({ list: z.array(adminVendorSchema) });
export const vendorSettingsParams = pullBetsParams;
/**
 * A vendor's hot flag, set on every listing of it (one per category). Its place in each
 * category's lane is only VENDOR_ORDER_ADMIN's (one category at a time).
 */
export const vendorSettingsRequest = z.object({ hot: z.boolean() }).strict();
export const vendorSettingsSchema = z.object({ vendor: z.string(), hot: z.boolean() });

/**
 * One category's vendor lane in an operator's order (Games > Vendor order): PUT with every vendor
 * listed in the category, each once, first to last; each listing's sort becomes its position
 * (from 1). The other categories keep theirs. configureBrand, audited (`vendor.order`).
 */
export const VENDOR_ORDER_ADMIN = { order: "/admin/vendors/order" } as const;
export const vendorOrderRequest = z
  .object({
    category: z.enum(GAME_CATEGORIES),
    vendors: z.array(exactText(32).min(1)).min(1).max(200),
  })
  .strict();
export type VendorOrderRequest = z.infer<typeof vendorOrderRequest>;
export const vendorOrderSchema = z.object({ category: z.enum(GAME_CATEGORIES), vendors: z.array(z.string()) });

/** The catalogue's games of a vendor, a category or both, found by name or code (`q`, a part of either). */
export const adminGamesQuery = z.object({
  vendor: exactText(32).min(1).optional(),
  category: z.enum(GAME_CATEGORIES).optional(),
  q: text(64).optional(),
  cursor: cursorInput,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminGamesQuery = z.infer<typeof adminGamesQuery>;
export const adminGameSchema = z.object({
  id: z.number().int(),
  vendor: z.string(),
  gameCode: z.string(),
  /** In the operator's language. */
  name: z.string(),
  category: z.enum(GAME_CATEGORIES),
  gameType: z.string(),
  /** Its picture's URL ("" for none). */
  icon: z.string(),
  hot: z.boolean(),
  freePlay: z.boolean(),
  sort: z.number().int(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;
export const adminGamesSchema = z.object({ list: z.array(adminGameSchema), ...cursorPageFields });
export const gameParams = z.object({ id: serialIdParam });
/** A game's hot flag (the portal's hot list), free play (trial without money) and sort order. */
export const gameSettingsRequest = z.object({ hot: z.boolean(), freePlay: z.boolean(), sort: catalogueSort }).strict();
