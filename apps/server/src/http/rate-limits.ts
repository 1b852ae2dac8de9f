import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RedisLink } from "../lib/redis";
import { fallbackRateLimitStore } from "./rate-limit-store";
import { addressGroup } from "../lib/address-group";

/**
 * Per-address limits of the routes that attackers hammer (auth, SMS, captcha), in one place.
 * Counted in Redis when REDIS_URL is set, so the limit holds across every instance; in memory
 * otherwise, and while Redis is away (see fallbackRateLimitStore). A route opts in with `config: { rateLimit: RATE_LIMITS.x }`.
 */
export const RATE_LIMITS = {
  captcha: { max: 30, timeWindow: 60_000 },
  botCheck: { max: 60, timeWindow: 60_000 },
  sms: { max: 10, timeWindow: 60_000 },
  login: { max: 30, timeWindow: 60_000 },
  register: { max: 10, timeWindow: 60_000 },
  freePlay: { max: 10, timeWindow: 60_000 },
  passwordRecovery: { max: 10, timeWindow: 60_000 },
  operatorLogin: { max: 10, timeWindow: 60_000 },
  /** Feedback (PUT /wps/feedback): a person writes a few a day, a script thousands. */
  feedback: { max: 5, timeWindow: 60_000 },
  /** Chat posts (POST /wps/chat/messages), per member (perMember): a person chatting, not a flood. */
  chatPost: { max: 5, timeWindow: 15_000 },
  /**
   * Chat posts per address as well (perAddressCeiling), looser than per member: members behind
   * one carrier's address chat on, but many free accounts on one address cannot flood the room.
   */
  chatPostPerAddress: { max: 20, timeWindow: 15_000 },
} as const;

/**
 * A limit counted per member rather than per address (members behind one mobile carrier's
 * address share nothing): checked in preValidation, after the route's access check has found the
 * caller and before the body is validated, so calls the schema refuses count too (a body that is
 * not JSON at all is refused by the parser before it).
 */
export function perMember(limit: { max: number; timeWindow: number }) {
  return {
    ...limit,
    hook: "preValidation" as const,
    keyGenerator: (request: FastifyRequest) => `member:${request.caller.member.id}`,
  };
}

/**
 * A second limit on a route, counted per address under `name`, for a route whose own limit
 * (config.rateLimit) is counted otherwise (perMember): the plugin runs one limit of its own a
 * request, so this one is a hook with its own counter. Give it as the route's preHandler: it runs
 * after perMember's preValidation hook (which the plugin appends after the route's own
 * preValidation hooks) and after the body's validation, so it counts only the calls the member's
 * limit let through: one member's refused retries do not use up the allowance of the others
 * behind the same address.
 */
export function perAddressCeiling(app: FastifyInstance, name: string, limit: { max: number; timeWindow: number }) {
  const count = app.createRateLimit({
    ...limit,
    keyGenerator: (request: FastifyRequest) => `${name}:${addressGroup(request.ip)}`,
  });
  return async (request: FastifyRequest) => {
    const counted = await count(request);
    if (!counted.isAllowed && counted.isExceeded) {
      throw Object.assign(new Error(`Too many requests, retry in ${counted.ttlInSeconds} s`), { statusCode: 429 });
    }
  };
}

export async function installRateLimits(app: FastifyInstance, redis: RedisLink | undefined, keyPrefix: string) {
  const nameSpace = `${keyPrefix}rate:`;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: fallbackRateLimitStore(redis, nameSpace) } : {}),
    nameSpace,
    // One client's addresses counted together: an IPv6 address by its /64.
    keyGenerator: (request) => addressGroup(request.ip),
    // The error handler turns any 429 into the TOO_MANY_REQUESTS envelope.
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests, retry in ${context.after}`), { statusCode: 429 }),
  });
}
