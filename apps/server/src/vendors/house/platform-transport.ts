import type { FastifyInstance } from "fastify";

/** A signed call's answer as it came back: the status and the body text. */
export interface PlatformReply {
  statusCode: number;
  body: string;
}

/**
 * How the house reaches the platform's vendor API (/vendor/*): the request is already signed,
 * the transport only carries it. In one process it goes through the server's own HTTP stack
 * (inProcessTransport); a house running on its own sends it over HTTP (httpTransport).
 */
export interface PlatformTransport {
  post(path: string, headers: Record<string, string>, body: string): Promise<PlatformReply>;
}

/**
 * Through the server's own routing, signature check and validation (Fastify's inject), exactly
 * as a remote vendor's calls arrive, without a socket.
 */
export function inProcessTransport(app: FastifyInstance): PlatformTransport {
  return {
    async post(url, headers, payload) {
      const res = await app.inject({ method: "POST", url, headers, payload });
      return { statusCode: res.statusCode, body: res.body };
    },
  };
}

/** How long the house waits for the platform before it gives a call up (the outcome is then unknown). */
export const PLATFORM_CALL_TIMEOUT_MS = 15_000;

/** Over HTTP to the platform at `baseUrl` (e.g. https://portal.example/): what a separate house process uses. */
export function httpTransport(baseUrl: string, timeoutMs = PLATFORM_CALL_TIMEOUT_MS): PlatformTransport {
  return {
    async post(path, headers, body) {
      const res = await fetch(new URL(path, baseUrl), {
        method: "POST",
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { statusCode: res.status, body: await res.text() };
    },
  };
}
