import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { exactText } from "@portal/contract/input-schemas";
import type { GatewayResult, PaymentGateway } from "./types";

/** Callbacks older (or further in the future) than this are refused. */
const MAX_SKEW_MS = 5 * 60_000;

export const sandboxCallbackBody = z.object({
  orderNo: exactText(40).min(1),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  status: z.enum(["PAID", "FAILED"]),
  reference: exactText(64).min(1),
  timestamp: z.number().int(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SandboxCallback = z.infer<typeof sandboxCallbackBody>;

/** HMAC-SHA256 over the fields in a fixed order: what the gateway signs and we check. */
export function signSandboxCallback(fields: Omit<SandboxCallback, "signature">, secret: string): string {
  const text = [fields.orderNo, fields.amount, fields.status, fields.reference, fields.timestamp].join("|");
  return createHmac("sha256", secret).update(text).digest("hex");
}

/**
 * The built-in sandbox gateway (enabled in the demo brand). Its payment page is served by this
 * server (sandbox-routes.ts); when the member pays there, it posts a signed callback to the same
 * callback route a real gateway uses, so the crediting path is the real one.
 */
export const sandboxGateway: PaymentGateway = {
  name: "sandbox",
  acknowledgement: "OK",
  payUrl: ({ orderNo, language }) =>
    `${SANDBOX_GATEWAY_PAY_PATH.replace(":orderNo", encodeURIComponent(orderNo))}?language=${language}`,
  verifyCallback(body: unknown, secret: string, now: number): GatewayResult | null {
    const parsed = sandboxCallbackBody.safeParse(body);
    if (!parsed.success || secret === "") return null;
    const { signature, ...fields } = parsed.data;
    if (Math.abs(now - fields.timestamp) > MAX_SKEW_MS) return null;
    const expected = Buffer.from(signSandboxCallback(fields, secret), "hex");
    if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) return null;
    return {
      orderNo: fields.orderNo,
      amount: fields.amount,
      paid: fields.status === "PAID",
      reference: fields.reference,
    };
  },
};

export const SANDBOX_GATEWAY_PAY_PATH = "/sandbox-gateway/pay/:orderNo";
