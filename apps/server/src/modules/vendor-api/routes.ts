import type { FastifyError, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  VENDOR_API,
  VENDOR_HEADERS,
  VENDOR_WIN_BATCH_MAX,
  vendorAnswerSchema,
  vendorBalanceRequest,
  vendorBetRequest,
  vendorBetWinRequest,
  vendorRollbackRequest,
  vendorSessionAnswerSchema,
  vendorSessionRequest,
  vendorWinBatchAnswerSchema,
  vendorWinBatchRequest,
  vendorWinRequest,
  type VendorAnswer,
  type VendorWinBatchAnswer,
} from "@portal/contract/api/vendor-wallet";
import type { AppDeps } from "../../app-deps";
import { routeGroup, vendor } from "../../http/access";
import { AppError } from "../../http/app-error";
import type { Merchant } from "../merchants/repository";
import { hasFreshSignatureHeaders, verifyVendorSignature } from "./signature";

const tags = ["vendor wallet"];
const header = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);
/** What a vendor may send; a larger body is not read (it answers like any unreadable body). */
const VENDOR_BODY_LIMIT_BYTES = 16 * 1024;
/** A batch call's body: VENDOR_WIN_BATCH_MAX items of at most about 400 bytes each. */
const VENDOR_BATCH_BODY_LIMIT_BYTES = 512 * 1024;

/** A request body as its bytes arrived (the signature covers them), and whether it was sent as JSON. */
interface RawBody {
  text: string;
  json: boolean;
}

/**
 * The seamless wallet API under /vendor/*. Bodies are read as text so the signature is checked
 * over the exact bytes the vendor signed, before anything is parsed or trusted. Every answer is
 * HTTP 200 with a result code, also for bodies that cannot be read at all (wrong content type,
 * bad length, too large): INVALID_SIGNATURE unless signed, WRONG_SYNTAX when signed. Only a
 * failure on our side answers HTTP 500, with result UNKNOWN (the calls are idempotent: retry).
 */
export const vendorApiRoutes = routeGroup<AppDeps>(
  vendor("the vendor wallet signature: HMAC-SHA256 over the raw body, checked by route() below"),
  async (app, { merchants, vendorApi: { wallet, secrets } }) => {
    // This plugin's own parsers (encapsulated): every body is kept as text, whatever its type.
    app.removeAllContentTypeParsers();
    const keepText =
      (json: boolean) => (_request: unknown, text: string | Buffer, done: (e: null, b: RawBody) => void) =>
        done(null, { text: String(text), json });
    const parsing = { parseAs: "string" as const, bodyLimit: VENDOR_BATCH_BODY_LIMIT_BYTES };
    app.addContentTypeParser("application/json", parsing, keepText(true));
    app.addContentTypeParser("*", parsing, keepText(false));

    async function vendorSecret(merchant: Merchant, vendor: string): Promise<string | undefined> {
      if (!vendor) return undefined;
      return secrets.find(merchant.id, vendor);
    }

    const signatureHeaders = (request: FastifyRequest) => ({
      timestamp: header(request.headers[VENDOR_HEADERS.timestamp]),
      signature: header(request.headers[VENDOR_HEADERS.signature]),
    });

    /**
     * A body that was never read (too large, a length that does not match) cannot have its
     * signature checked: it counts as signed when its headers carry a fresh, well-formed signature
     * of a vendor this brand knows, which is all that can be checked without the body.
     */
    async function signedHeadersOnly(request: FastifyRequest): Promise<boolean> {
      // The brand of the Merchant header, if there is one this server knows.
      const merchant = await merchants.forRequest(request).catch(() => undefined);
      const secret = merchant && (await vendorSecret(merchant, header(request.headers[VENDOR_HEADERS.code]) ?? ""));
      return secret !== undefined && hasFreshSignatureHeaders(signatureHeaders(request));
    }

    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (error instanceof AppError && error.code === "UNKNOWN_MERCHANT") {
        // No brand, so no secret the request could be signed with.
        return reply.status(200).send({ result: "INVALID_SIGNATURE" } satisfies VendorAnswer);
      }
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        // The body could not be read (Fastify refused it before the handler).
        const result = (await signedHeadersOnly(request)) ? "WRONG_SYNTAX" : "INVALID_SIGNATURE";
        return reply.status(200).send({ result } satisfies VendorAnswer);
      }
      request.log.error({ err: error }, "vendor call failed");
      return reply.status(500).send({ result: "UNKNOWN" } satisfies VendorAnswer);
    });

    function route<S extends z.ZodType>(
      path: string,
      summary: string,
      schema: S,
      handle: (
        merchant: Merchant,
        vendor: string,
        body: z.infer<S>,
        request: FastifyRequest,
      ) => Promise<VendorAnswer | VendorWinBatchAnswer>,
      answerSchema: z.ZodType = vendorAnswerSchema,
      bodyLimit = VENDOR_BODY_LIMIT_BYTES,
    ) {
      app.post(
        path,
        {
          // The route's limit wins over the parser's (Fastify): single calls stay small.
          bodyLimit,
          schema: {
            tags,
            summary,
            description: `Signed: ${VENDOR_HEADERS.code}, ${VENDOR_HEADERS.timestamp} (epoch ms) and ${VENDOR_HEADERS.signature} = hex HMAC-SHA256("<timestamp>.<raw body>", vendor secret).`,
            // Published for vendor developers; checked by the handler only after the signature.
            body: schema,
            response: { 200: answerSchema },
          },
          // The body arrives as the raw text that was signed: nothing is validated before the signature.
          validatorCompiler: () => (data: unknown) => ({ value: data }),
        },
        async (request) => {
          const body = request.body as RawBody | undefined;
          const merchant = await merchants.forRequest(request);
          const vendor = header(request.headers[VENDOR_HEADERS.code]) ?? "";
          const secret = await vendorSecret(merchant, vendor);
          const signed =
            secret !== undefined && verifyVendorSignature(secret, signatureHeaders(request), body?.text ?? "");
          if (!signed) return { result: "INVALID_SIGNATURE" } satisfies VendorAnswer;
          // Signed, but not sent as JSON (another content type, or none): not the documented call.
          if (!body?.json) return { result: "WRONG_SYNTAX" } satisfies VendorAnswer;
          let json: unknown;
          try {
            json = JSON.parse(body.text);
          } catch {
            return { result: "WRONG_SYNTAX" } satisfies VendorAnswer;
          }
          const parsed = schema.safeParse(json);
          if (!parsed.success) return { result: "WRONG_SYNTAX" } satisfies VendorAnswer;
          return handle(merchant, vendor, parsed.data, request);
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
      VENDOR_API.winBatch,
      `Many wins in one call (at most ${VENDOR_WIN_BATCH_MAX}): each item a win of its own, idempotent by its transactionId, answered in order`,
      vendorWinBatchRequest,
      (m, v, body, request) =>
        wallet.winBatch(m, v, body.items, (err, transactionId) =>
          request.log.error({ err, transactionId }, "vendor win-batch item failed"),
        ),
      vendorWinBatchAnswerSchema,
      VENDOR_BATCH_BODY_LIMIT_BYTES,
    );
    route(
      VENDOR_API.betWin,
      "A whole round: debits the bet and credits the win together, or neither (idempotent by transactionId, refusals included; needs a live session)",
      vendorBetWinRequest,
      (m, v, body) => wallet.betWin(m, v, body),
    );
    route(
      VENDOR_API.session,
      "Who a launch token belongs to (player id, game, currency) while it takes bets",
      vendorSessionRequest,
      (m, v, body) => wallet.sessionInfo(m, v, body.token),
      vendorSessionAnswerSchema,
    );
    route(
      VENDOR_API.rollback,
      "Cancels a bet; a rollback before its bet is remembered and the late bet refused",
      vendorRollbackRequest,
      (m, v, body) => wallet.rollback(m, v, body),
    );
  },
);
