import { moneyFeatures } from "@portal/contract/money-features";
import { AppError } from "../../http/app-error";
import type { Member } from "../members/repository";
import type { BrandSettings } from "../system/brand-settings";

/** Refuses a money action the brand's switches (or the member's type) do not allow. */
export async function requireMoneyFeature(
  brandSettings: BrandSettings,
  member: Member,
  action: keyof ReturnType<typeof moneyFeatures>,
): Promise<void> {
  const switches = await brandSettings.switches(member.merchantId);
  if (!moneyFeatures({ type: member.memberType, toUpline: member.toUpline }, switches)[action]) {
    throw new AppError(action === "transferUpline" ? "TRANSFER_NOT_ALLOWED" : "FUNCTION_NOT_ENABLED", "Not available");
  }
}
