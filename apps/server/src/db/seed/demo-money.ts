import { randomBytes } from "node:crypto";
import type { Db } from "../client";
import { paymentChannels, settings } from "../schema";
import { Operators } from "../../modules/admin/operators";
import { OperatorRepository } from "../../modules/admin/operators-repository";

/**
 * The demo brand's money setup: a bank-transfer channel (fictional bank details), the built-in
 * sandbox payment gateway (its signing secret random per database, never in the repository),
 * the sandbox transfer-wallet vendor, and one ADMIN operator whose random password is shown
 * once, like the demo members'.
 */
export async function seedDemoMoney(db: Db, merchantId: number): Promise<{ username: string; password: string }[]> {
  await db
    .insert(paymentChannels)
    .values([
      {
        merchantId,
        code: "BANK",
        kind: "BANK_TRANSFER",
        name: { en: "Bank transfer", cn: "银行转账", ja: "銀行振込", th: "โอนผ่านธนาคาร", vi: "Chuyển khoản ngân hàng" },
        bank: {
          bankName: "Demo Bank",
          accountName: "Demo Portal Ltd",
          accountNumber: "000123456789",
          branch: "Head office",
        },
        minMinor: 10_00n,
        maxMinor: 50_000_00n,
        sort: 1,
      },
      {
        merchantId,
        code: "SANDBOX",
        kind: "GATEWAY",
        gateway: "sandbox",
        name: {
          en: "Sandbox gateway",
          cn: "沙盒支付网关",
          ja: "サンドボックス決済",
          th: "เกตเวย์แซนด์บ็อกซ์",
          vi: "Cổng thanh toán thử nghiệm",
        },
        secret: randomBytes(32).toString("base64url"),
        minMinor: 1_00n,
        maxMinor: 100_000_00n,
        sort: 2,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(settings)
    .values([
      { merchantId, key: "sandboxGatewayEnabled", value: true },
      { merchantId, key: "sandboxVendorEnabled", value: true },
      // The demo shows player protection (decision 0025); a new brand turns it on in its settings.
      { merchantId, key: "playerProtection", value: true },
    ])
    .onConflictDoNothing();

  const password = `Op${randomBytes(12)
    .toString("base64url")
    .replace(/[^A-Za-z0-9]/g, "x")}9`;
  const operator = await new Operators(new OperatorRepository(db)).create({
    merchantId,
    username: "demo_admin",
    password,
    role: "ADMIN",
  });
  return operator ? [{ username: operator.username, password }] : [];
}
