import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import {
  VENDOR_API,
  VENDOR_HEADERS,
  vendorAnswerSchema,
  vendorBalanceRequest,
  vendorBetRequest,
  vendorRollbackRequest,
  vendorWinRequest,
  type VendorAnswer,
} from "@portal/contract/api/vendor-wallet";
import type { AppDeps } from "../../app-deps";
import { vendorSecrets } from "../../db/schema";
import type { Merchant } from "../merchants/repository";
import { SeamlessWallet } from "./service";
import { verifyVendorSignature } from "./signature";

const tags = ["vendor wallet"];
const header = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);

/**
 * The seamless wallet API under /vendor/*. Bodies are read as text so the signature is checked
 * over the exact bytes the vendor signed, before anything is parsed or trusted. Every answer is
 * HTTP 200 with a result code.
 */
export const vendorApiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, merchants }) => {
  const wallet = new SeamlessWallet(db);
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 16 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  function route<S extends z.ZodType>(
    path: string,
    summary: string,
    schema: S,
    handle: (merchant: Merchant, vendor: string, body: z.infer<S>) => Promise<VendorAnswer>,
  ) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary,
          description: `Signed: ${VENDOR_HEADERS.code}, ${VENDOR_HEADERS.timestamp} (epoch ms) and ${VENDOR_HEADERS.signature} = hex HMAC-SHA256("<timestamp>.<raw body>", vendor secret).`,
          // Published for vendor developers; checked by the handler only after the signature.
          body: schema,
          response: { 200: vendorAnswerSchema },
        },
        // The body arrives as the raw text that was signed: nothing is validated before the signature.
        validatorCompiler: () => (data: unknown) => ({ value: data }),
      },
      async (request) => {
        const body: unknown = request.body;
        const raw = typeof body === "string" ? body : "";
        const merchant = await merchants.forRequest(request);
        const vendor = header(request.headers[VENDOR_HEADERS.code]) ?? "";
        const [secret] = vendor
          ? await db
              .select({ secret: vendorSecrets.secret })
              .from(vendorSecrets)
              .where(and(eq(vendorSecrets.merchantId, merchant.id), eq(vendorSecrets.vendor, vendor)))
          : [];
        const signed =
          secret !== undefined &&
          verifyVendorSignature(
            secret.secret,
            {
              timestamp: header(request.headers[VENDOR_HEADERS.timestamp]),
              signature: header(request.headers[VENDOR_HEADERS.signature]),
            },
            raw,
          );
        if (!signed) return { result: "INVALID_SIGNATURE" } satisfies VendorAnswer;
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          return { result: "WRONG_SYNTAX" } satisfies VendorAnswer;
        }
        const parsed = schema.safeParse(json);
        if (!parsed.success) return { result: "WRONG_SYNTAX" } satisfies VendorAnswer;
        return handle(merchant, vendor, parsed.data);
      },
    );
  }

  route(VENDOR_API.balance, "The player's balance", vendorBalanceRequest, (m, v, body) =>
    wallet.balance(m, v, body.token),
  );
  route(
    VENDOR_API.bet,
    "Debits a bet (idempotent by transactionId; needs a live session)",
    vendorBetRequest,
    (m, v, body) => wallet.bet(m, v, body),
  );
  route(
    VENDOR_API.win,
    "Credits a win, or settles a loss with amount 0 (taken after the session expired)",
    vendorWinRequest,
    (m, v, body) => wallet.win(m, v, body),
  );
  route(
    VENDOR_API.rollback,
    "Cancels a bet; a rollback before its bet is remembered and the late bet refused",
    vendorRollbackRequest,
    (m, v, body) => wallet.rollback(m, v, body),
  );
};
