import type { Settings } from "../../system/settings";
import type { PaymentGateway } from "./types";
import { sandboxGateway } from "./sandbox";

/** The gateways this build knows, by the name a payment channel stores. */
const GATEWAYS = new Map<string, PaymentGateway>([[sandboxGateway.name, sandboxGateway]]);

/**
 * The gateway a brand may use under this name. The sandbox gateway pays without money (its page
 * signs its own callback), so it exists only for brands with sandboxGatewayEnabled (the demo).
 */
export function findGateway(
  name: string,
  settings: Pick<Settings, "sandboxGatewayEnabled">,
): PaymentGateway | undefined {
  if (name === sandboxGateway.name && !settings.sandboxGatewayEnabled) return undefined;
  return GATEWAYS.get(name);
}
