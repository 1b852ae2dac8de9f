import { and, eq, or, like } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { transactionHistoryQuery, transactionHistorySchema, walletBalanceSchema } from "@portal/contract/api/accounts";
import { API } from "@portal/contract/api/paths";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import { DEMO_CURRENCY, minorToDecimal } from "@portal/contract/money";
import type { AppDeps } from "../../app-deps";
import { ledgerAccounts } from "../../db/schema";
import { transactionHistory } from "./history";

/** Demo credit has the same scale as the brand's money so it reads the same way. */
export const walletRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { guard, db, merchants }) => {
  app.get(
    API.walletBalance,
    {
      schema: {
        tags: ["wallet"],
        summary:
          "The caller's wallets (main, transfer-mode vendor wallets; demo credit for trial members) and their sum",
        response: { 200: envelopeSchema(walletBalanceSchema) },
      },
    },
    async (request) => {
      const { member } = await guard.require(request);
      const merchant = await merchants.forRequest(request);
      const demo = member.memberType === TRIAL_MEMBER_TYPE;
      const currency = demo ? DEMO_CURRENCY : merchant.currency;
      const scale = merchant.currencyScale;
      const accounts = await db
        .select()
        .from(ledgerAccounts)
        .where(
          and(
            eq(ledgerAccounts.merchantId, member.merchantId),
            eq(ledgerAccounts.ownerType, "MEMBER"),
            eq(ledgerAccounts.ownerId, member.id),
            eq(ledgerAccounts.currency, currency),
            demo
              ? eq(ledgerAccounts.kind, "DEMO")
              : or(eq(ledgerAccounts.kind, "MAIN"), like(ledgerAccounts.kind, "VENDOR:%")),
          ),
        );
      const mainKind = demo ? "DEMO" : "MAIN";
      // A wallet that never received money has no ledger account yet: it reads 0.
      const wallets = accounts.some((a) => a.kind === mainKind)
        ? accounts
        : [{ kind: mainKind, balance: 0n, currency }, ...accounts];
      const sum = wallets.reduce((total, w) => total + w.balance, 0n);
      return ok({
        sumBalance: minorToDecimal(sum, scale),
        currency,
        symbol: demo ? "" : merchant.currencySymbol,
        demo,
        wallets: wallets.map((w) => ({
          kind: w.kind,
          balance: minorToDecimal(w.balance, scale),
          currency: w.currency,
        })),
      });
    },
  );

  app.get(
    API.transactionHistory,
    {
      schema: {
        tags: ["wallet"],
        summary:
          "The caller's account record: wallet entries with type, amount, balance after, time and reference; newest first, paged",
        querystring: transactionHistoryQuery,
        response: { 200: envelopeSchema(transactionHistorySchema) },
      },
    },
    async (request) => {
      const { member } = await guard.require(request);
      const merchant = await merchants.forRequest(request);
      return ok(
        await transactionHistory(
          db,
          { merchantId: member.merchantId, memberId: member.id, currencyScale: merchant.currencyScale },
          request.query,
        ),
      );
    },
  );
};
