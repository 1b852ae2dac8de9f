import type { PaymentGateway } from "./types";
import { sandboxGateway } from "./sandbox";

/** The gateways this build knows, by the name a payment channel stores. */
const GATEWAYS = new Map<string, PaymentGateway>([[sandboxGateway.name, sandboxGateway]]);

export function findGateway(name: string): PaymentGateway | undefined {
  return GATEWAYS.get(name);
}
