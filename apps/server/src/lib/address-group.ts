import { isIPv4, isIPv6 } from "node:net";

/**
 * The group a client address is counted in by a per-address limit: an IPv4 address itself (an
 * IPv4-mapped IPv6 address as its IPv4 one), an IPv6 address its /64. One subscriber is usually
 * given a whole /64, so counting each IPv6 address alone would give one client 2^64 addresses to
 * spread over. Anything that is not an IP address is its own group.
 */
export function addressGroup(address: string): string {
  const mapped = address.toLowerCase().startsWith("::ffff:") ? address.slice(7) : null;
  if (mapped !== null && isIPv4(mapped)) return mapped;
  const bare = address.split("%")[0]!;
  if (!isIPv6(bare)) return address;
  const [head, tail] = bare.includes("::") ? bare.split("::") : [bare, undefined];
  // A trailing dotted IPv4 part stands for two groups.
  const groups = (part: string | undefined) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const first = groups(head);
  const last = groups(tail);
  const all =
    tail === undefined ? first : [...first, ...Array<string>(8 - first.length - last.length).fill("0"), ...last];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
