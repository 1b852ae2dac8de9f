import { addressGroup } from "../../lib/address-group";

/**
 * The places of this instance's sockets watching the lottery, which need no login (decision
 * 0038): at most `perAddress` an address (a page each; an IPv6 address counted by its /64,
 * lib/address-group.ts) and `total` in all, so that no one client can hold the instance's sockets open.
 */
export class WatchPlaces {
  private readonly byAddress = new Map<string, number>();
  private taken = 0;

  constructor(
    private readonly perAddress: number,
    private readonly total: number,
  ) {}

  /** A place for a socket of `address`, and the function that gives it back (once); null when full. */
  take(client: string): (() => void) | null {
    const address = addressGroup(client);
    const held = this.byAddress.get(address) ?? 0;
    if (held >= this.perAddress || this.taken >= this.total) return null;
    this.byAddress.set(address, held + 1);
    this.taken++;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.taken--;
      const left = (this.byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.byAddress.set(address, left);
      else this.byAddress.delete(address);
    };
  }
}
