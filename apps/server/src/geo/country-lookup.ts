import geoip from "geoip-country";

/**
 * Offline IP-to-country lookup (geoip-country ships the dataset in its npm package; no
 * network at run time). Private, loopback and unknown addresses answer "".
 */
export function countryOf(ip: string): string {
  const address = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  return geoip.lookup(address)?.country ?? "";
}
