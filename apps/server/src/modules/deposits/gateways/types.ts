/**
 * A payment gateway adapter. The portal asks it where the member pays, and hands it the
 * gateway's callback to verify. A real gateway (its HTTP API, its signature scheme) is one more
 * implementation of this interface registered in gateways/registry.ts.
 */
export interface PaymentGateway {
  readonly name: string;
  /** The page where the member pays this order. */
  payUrl(order: { orderNo: string; language: string }): string;
  /**
   * Checks a callback's signature with the channel's secret and reads its facts, or returns
   * null when the signature (or its freshness) is wrong.
   */
  verifyCallback(body: unknown, secret: string, now: number): GatewayResult | null;
  /** The body the gateway expects as acknowledgement. */
  readonly acknowledgement: string;
}

export interface GatewayResult {
  orderNo: string;
  /** Decimal string as the gateway reported it: must equal the order's amount. */
  amount: string;
  paid: boolean;
  /** The gateway's own id of the payment. */
  reference: string;
}
