import { isIPv4, isIPv6 } from "node:net";

/**
 * The group a client address is counted in by a per-address limit: an IPv4 address itself (an
 * IPv4-mapped IPv6 address, however it is written, as its IPv4 one), an IPv6 address its /64.
 * One subscriber is usually given a whole /64, so counting each IPv6 address alone would give
 * one client 2^64 addresses to spread over. No address (a socket made in process, which has
 * none) is "unknown"; anything else that is not an IP address is kept apart from every group.
 */
export function addressGroup(address: string | undefined): string {
  if (!address) return "unknown";
  if (isIPv4(address)) return address;
  const bare = address.split("%")[0]!;
  if (!isIPv6(bare)) return `other:${address}`;
  const groups = ipv6Groups(bare);
  // ::ffff:a.b.c.d (in any spelling): the IPv4 client it stands for.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** A valid IPv6 address (no zone) as its eight 16-bit groups. */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part === ""
      ? []
      : part.split(":").flatMap((group) => {
          if (!group.includes(".")) return [parseInt(group, 16)];
          // A dotted IPv4 tail stands for the last two groups.
          const [a, b, c, d] = group.split(".").map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head, tail] = address.includes("::") ? address.split("::") : [address, undefined];
  const first = parse(head!);
  if (tail === undefined) return first;
  const last = parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}
