import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Authenticated, GuardOptions } from "../modules/auth/guard";
import type { Merchant } from "../modules/merchants/repository";
import type { Operator, Permission } from "../modules/admin/operators";
import type { DownlineScope } from "../modules/members/downline";
import { isAgentType } from "@portal/contract/members";
import { AppError } from "./app-error";

/**
 * Who may call a route. Every route declares one, through its route group or its own
 * `config.access`; a route without one stops the server at start-up (installAccess).
 *
 * - infrastructure: not a player call (health, metrics with its own token, API docs, the web
 *   app's files); served in every state.
 * - visitor: no session. Refused during maintenance and from a blocked region unless
 *   `duringOutage` (the start-up status and what the full-page states need).
 * - member: a live session of this brand (401 NOT_LOGGED_IN before the body is read).
 *   `sensitive` runs the handler within the member's allowance of money/secret calls at once;
 *   `duringOutage` keeps it open in maintenance and from blocked regions (logout).
 * - agent: a member of an agent type (1, 2, 41, 42), with its downline scope.
 * - operator: a back-office session with a role allowed `permission`.
 * - vendor: a third party's server (a game vendor's wallet calls, a payment gateway's
 *   callback). Its signature covers the raw body, so the route's own verifier checks it once the
 *   body is read, and finds the brand itself (the deposit's, the signing vendor's): no
 *   `request.merchant` here. Vendors keep settling during maintenance and are never region-checked.
 */
export type RouteAccess =
  | { level: "infrastructure" }
  | { level: "visitor"; duringOutage?: boolean }
  | ({ level: "member"; sensitive?: boolean; duringOutage?: boolean } & GuardOptions)
  | { level: "agent"; sensitive?: boolean }
  | { level: "operator"; permission: Permission }
  | { level: "vendor"; verifiedBy: string };

export type AccessLevel = RouteAccess["level"];

export const infrastructure: RouteAccess = { level: "infrastructure" };
export const visitor = (options: { duringOutage?: boolean } = {}): RouteAccess => ({ level: "visitor", ...options });
export const member = (options: GuardOptions & { sensitive?: boolean; duringOutage?: boolean } = {}): RouteAccess => ({
  level: "member",
  ...options,
});
export const agent = (options: { sensitive?: boolean } = {}): RouteAccess => ({ level: "agent", ...options });
export const operator = (permission: Permission): RouteAccess => ({ level: "operator", permission });
/** `verifiedBy` names the check the route runs over the signed body (shown in the route list). */
export const vendor = (verifiedBy: string): RouteAccess => ({ level: "vendor", verifiedBy });

declare module "fastify" {
  interface FastifyInstance {
    /** Every route with its access level, filled as routes register (app.ts). */
    routeAccess: RouteAccessList;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The brand the call is for (the Merchant header; every route but infrastructure and vendor). */
    readonly merchant: Merchant;
    /** The member behind a member or agent route. */
    readonly caller: Authenticated;
    /** The agent's team, on agent routes. */
    readonly downline: DownlineScope;
    /** The operator behind an operator route, and its token (logout revokes it). */
    readonly operator: { operator: Operator; token: string };
  }
}

/** What the access checks need, built once in app.ts. */
export interface AccessChecks {
  merchantOf(request: FastifyRequest): Promise<Merchant>;
  /** Throws SYSTEM_MAINTENANCE or REGION_RESTRICTED when the portal is closed to this caller. */
  refuseDuringOutage(request: FastifyRequest, merchant: Merchant): Promise<void>;
  member(request: FastifyRequest, merchant: Merchant, options: GuardOptions): Promise<Authenticated>;
  downline(agent: Authenticated): DownlineScope;
  operator(
    request: FastifyRequest,
    merchant: Merchant,
    permission: Permission,
  ): Promise<{ operator: Operator; token: string }>;
  /** Runs a sensitive call within the member's allowance of such calls at once. */
  sensitive<T>(memberId: number, work: () => Promise<T>): Promise<T>;
}

const GROUP_ACCESS = Symbol("routeGroupAccess");
const MERCHANT = Symbol("merchant");
const CALLER = Symbol("caller");
const DOWNLINE = Symbol("downline");
const OPERATOR = Symbol("operator");

type WithGroup = FastifyInstance & { [GROUP_ACCESS]?: RouteAccess };
type Slots = FastifyRequest & {
  [MERCHANT]?: Merchant;
  [CALLER]?: Authenticated;
  [DOWNLINE]?: DownlineScope;
  [OPERATOR]?: { operator: Operator; token: string };
};

/**
 * A route group: every route the plugin registers (and plugins it registers) gets `access`
 * unless the route declares its own. Declared once, next to the routes it covers.
 */
export function routeGroup<Options extends object = Record<never, never>>(
  access: RouteAccess,
  plugin: FastifyPluginAsyncZod<Options>,
): FastifyPluginAsyncZod<Options> {
  return async (app, options) => {
    (app as unknown as WithGroup)[GROUP_ACCESS] = access;
    await plugin(app, options);
  };
}

/** Every route's method, path and access level (tests walk it; the operator docs could list it). */
export type RouteAccessList = { method: string; url: string; access: RouteAccess }[];

/**
 * Installs deny-by-default access on the root instance, before any route is registered: each
 * route gets its group's (or its own) level, checked in preParsing: after the onRequest hooks
 * (the rate limits count every call, refused or not) and before the body is read or validated,
 * so a call without a session answers 401 whatever its body. A route with no level throws here,
 * which stops start-up.
 */
export function installAccess(app: FastifyInstance, checks: AccessChecks): RouteAccessList {
  const routes: RouteAccessList = [];
  const slot = <K extends typeof MERCHANT | typeof CALLER | typeof DOWNLINE | typeof OPERATOR>(
    key: K,
    name: string,
  ) => ({
    getter(this: Slots) {
      const value = this[key];
      // A handler read something its route's access level does not provide: a programming error.
      if (value === undefined) throw new Error(`request.${name} is not available on ${this.method} ${this.url}`);
      return value;
    },
  });
  app.decorateRequest("merchant", slot(MERCHANT, "merchant"));
  app.decorateRequest("caller", slot(CALLER, "caller"));
  app.decorateRequest("downline", slot(DOWNLINE, "downline"));
  app.decorateRequest("operator", slot(OPERATOR, "operator"));

  app.addHook("onRoute", function (this: FastifyInstance, route: RouteOptions) {
    const access = route.config?.access ?? (this as WithGroup)[GROUP_ACCESS];
    const methods = Array.isArray(route.method) ? route.method.join(",") : route.method;
    if (!access) throw new Error(`${methods} ${route.url} declares no access level (routeGroup or config.access)`);
    route.config = { ...route.config, access };
    const check = admit(access, checks);
    route.preParsing = [
      async (request: FastifyRequest, _reply: unknown, payload: unknown) => {
        await check(request);
        return payload;
      },
      ...asArray(route.preParsing),
    ] as RouteOptions["preParsing"];
    if ((access.level === "member" || access.level === "agent") && access.sensitive) {
      const handler = route.handler;
      route.handler = function (request, reply) {
        return checks.sensitive((request as Slots)[CALLER]!.member.id, async () => handler.call(this, request, reply));
      };
    }
    routes.push({ method: methods, url: route.url, access });
  });
  return routes;
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The onRequest check of one access level. */
function admit(access: RouteAccess, checks: AccessChecks) {
  return async function admitCaller(request: FastifyRequest) {
    if (access.level === "infrastructure" || access.level === "vendor") return;
    const slots = request as Slots;
    const merchant = await checks.merchantOf(request);
    slots[MERCHANT] = merchant;
    switch (access.level) {
      case "visitor":
        if (!access.duringOutage) await checks.refuseDuringOutage(request, merchant);
        return;
      case "member":
        if (!access.duringOutage) await checks.refuseDuringOutage(request, merchant);
        slots[CALLER] = await checks.member(request, merchant, access);
        return;
      case "agent": {
        await checks.refuseDuringOutage(request, merchant);
        const caller = await checks.member(request, merchant, { allowTrial: false });
        if (!isAgentType(caller.member.memberType)) throw new AppError("FORBIDDEN", "Agents only");
        slots[CALLER] = caller;
        slots[DOWNLINE] = checks.downline(caller);
        return;
      }
      case "operator":
        slots[OPERATOR] = await checks.operator(request, merchant, access.permission);
        return;
      default: {
        const unknown: never = access;
        throw new AppError("FORBIDDEN", `Unknown access level ${String(unknown)}`);
      }
    }
  };
}
