import { z } from "zod";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The address people reach a brand at, from which every outgoing link (password-reset mails)
 * is built: never the request's Host or forwarded headers, which a caller chooses. HTTPS, or
 * plain HTTP on a loopback host for a local start. An origin only: no path, query or fragment.
 */
export const publicOriginSchema = z
  .url({ protocol: /^https?$/ })
  .refine((value) => {
    const url = new URL(value);
    return url.origin === value.replace(/\/$/, "") && url.username === "" && url.password === "";
  }, "an origin such as https://portal.example (no path, query or credentials)")
  .refine((value) => {
    const url = new URL(value);
    return url.protocol === "https:" || LOOPBACK_HOSTS.has(url.hostname);
  }, "https:// (plain http only on localhost)")
  .transform((value) => new URL(value).origin);
