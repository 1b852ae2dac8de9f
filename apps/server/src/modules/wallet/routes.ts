import { transactionHistoryQuery, transactionHistorySchema, walletBalanceSchema } from "@portal/contract/api/accounts";
import {
  bonusDetailsQuery,
  transferUplineInfoSchema,
  transferUplineRequest,
  transferUplineResultSchema,
  walletTransferRequest,
  walletTransferResultSchema,
} from "@portal/contract/api/money";
import { API } from "@portal/contract/api/paths";
import { ENCRYPTED_KEY_HEADER } from "@portal/contract/encrypted-body";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { pickText } from "@portal/contract/languages";
import { TRIAL_MEMBER_TYPE } from "@portal/contract/members";
import { moneyFeatures } from "@portal/contract/money-features";
import { BONUS_REASONS, DEMO_CURRENCY, MAIN_WALLET, minorToDecimal } from "@portal/contract/money";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup } from "../../http/access";
import { sealedBodySchema } from "../crypto/sealed-body";
import { requestLanguage } from "../merchants/service";
import { requireMoneyFeature } from "../money/features";
import { MEMBER_KIND } from "../money/wallets";
import { transactionHistory } from "./history";

const tags = ["wallet"];
const realMember = { allowTrial: false };
/** My wallet (transferFund), the account record, bonus details and transfer to upline. */
export const walletRoutes = routeGroup<AppDeps>(member(), async (app, deps) => {
  const { brandSettings, sealedBodies, money, paymentPassword } = deps;
  const { repository: wallets, upline: uplines } = deps.wallet;

  app.get(
    API.walletBalance,
    {
      schema: {
        tags,
        summary:
          "The caller's wallets (main, each transfer-mode vendor wallet; demo credit for trial members), their sum, and what is held",
        response: { 200: envelopeSchema(walletBalanceSchema) },
      },
    },
    async (request) => {
      const { member } = request.caller;
      const merchant = request.merchant;
      const demo = member.memberType === TRIAL_MEMBER_TYPE;
      const currency = demo ? DEMO_CURRENCY : merchant.currency;
      const scale = merchant.currencyScale;
      const mainKind = demo ? "DEMO" : MEMBER_KIND.main;
      const holdKinds = [MEMBER_KIND.withdrawalHold, MEMBER_KIND.vendorHold];
      const owner = { merchantId: member.merchantId, memberId: member.id, currency };
      const balances = await wallets.balances(owner, [mainKind, ...holdKinds]);
      const main = balances.get(mainKind)!;
      const held = holdKinds.reduce((total, kind) => total + balances.get(kind)!, 0n);
      const language = requestLanguage(request, merchant);
      const vendorWallets = demo
        ? []
        : await money.vendorWallets.balances(member, await brandSettings.get(member.merchantId));
      const sum = vendorWallets.reduce((total, w) => total + (w.balance ?? 0n), main);
      return ok({
        sumBalance: minorToDecimal(sum, scale),
        currency,
        symbol: demo ? "" : merchant.currencySymbol,
        demo,
        held: minorToDecimal(held, scale),
        wallets: [
          { kind: mainKind, name: "", available: true, balance: minorToDecimal(main, scale), currency },
          ...vendorWallets.map(({ vendor, balance }) => ({
            kind: `VENDOR:${vendor.code}`,
            name: pickText(vendor.name, language),
            available: balance !== null,
            balance: minorToDecimal(balance ?? 0n, scale),
            currency,
          })),
        ],
      });
    },
  );

  app.post(
    API.walletTransfer,
    {
      schema: {
        tags,
        summary:
          "Moves money between the main wallet and a transfer-mode vendor wallet (idempotent by requestId); PENDING keeps it held until the vendor's outcome is known",
        body: walletTransferRequest,
        response: { 200: envelopeSchema(walletTransferResultSchema) },
      },
      config: { access: member({ allowTrial: false, sensitive: true }) },
    },
    async (request) => {
      const { member, tokenHash } = request.caller;
      const merchant = request.merchant;
      const settings = await brandSettings.get(member.merchantId);
      // Money into a game is play: refused past the session or loss limit (decision 0025); out is always allowed.
      const play =
        request.body.to === MAIN_WALLET
          ? undefined
          : {
              clear: deps.protection.playClear(member),
              check: () => deps.protection.checkPlay(member, merchant, tokenHash),
            };
      const order = await money.vendorWallets.transfer(member, merchant, settings, request.body, play);
      return ok({ orderId: order.orderId, status: order.status });
    },
  );

  app.get(
    API.transactionHistory,
    {
      schema: {
        tags,
        summary:
          "The caller's account record: wallet entries with type, amount, balance after, time and reference; newest first, by cursor (next, prev)",
        querystring: transactionHistoryQuery,
        response: { 200: envelopeSchema(transactionHistorySchema) },
      },
    },
    async (request) => {
      const { member } = request.caller;
      const merchant = request.merchant;
      const owner = { merchantId: member.merchantId, memberId: member.id, currencyScale: merchant.currencyScale };
      return ok(await transactionHistory(wallets, owner, request.query));
    },
  );

  app.get(
    API.bonusDetails,
    {
      schema: {
        tags,
        summary: "Bonus details: account record entries with a bonus reason (bonus, commission, salary)",
        querystring: bonusDetailsQuery,
        response: { 200: envelopeSchema(transactionHistorySchema) },
      },
      config: { access: member(realMember) },
    },
    async (request) => {
      const { member } = request.caller;
      const merchant = request.merchant;
      const owner = { merchantId: member.merchantId, memberId: member.id, currencyScale: merchant.currencyScale };
      return ok(await transactionHistory(wallets, owner, request.query, BONUS_REASONS));
    },
  );

  app.get(
    API.transferUpline,
    {
      schema: {
        tags,
        summary: "Whether the caller may transfer to the upline, and to whom",
        response: { 200: envelopeSchema(transferUplineInfoSchema) },
      },
      config: { access: member(realMember) },
    },
    async (request) => {
      const { member } = request.caller;
      const merchant = request.merchant;
      const switches = await brandSettings.switches(member.merchantId);
      const upline = await uplines.uplineOf(member);
      const owner = { merchantId: member.merchantId, memberId: member.id, currency: merchant.currency };
      const main = (await wallets.balances(owner, [MEMBER_KIND.main])).get(MEMBER_KIND.main)!;
      return ok({
        allowed:
          moneyFeatures({ type: member.memberType, toUpline: member.toUpline }, switches).transferUpline && !!upline,
        upline: upline?.account ?? "",
        hasPaymentPassword: member.paymentPasswordHash !== null,
        available: minorToDecimal(main, merchant.currencyScale),
      });
    },
  );

  app.post(
    API.transferUpline,
    {
      schema: {
        tags,
        summary: `Transfers from the main wallet to the direct upline, with the payment password (idempotent by requestId; encrypted body, key in ${ENCRYPTED_KEY_HEADER})`,
        body: sealedBodySchema,
        response: { 200: envelopeSchema(transferUplineResultSchema) },
      },
      config: { access: member({ allowTrial: false, sensitive: true }) },
    },
    async (request) => {
      const { member } = request.caller;
      await requireMoneyFeature(brandSettings, member, "transferUpline");
      const merchant = request.merchant;
      const { paymentPassword: password, ...input } = await sealedBodies.open(request, transferUplineRequest);
      await paymentPassword.require(member, password, await brandSettings.get(member.merchantId));
      const { transfer, upline } = await uplines.transfer(member, merchant, input);
      return ok({
        transferId: transfer.id,
        amount: minorToDecimal(transfer.amount, merchant.currencyScale),
        upline: upline.account,
      });
    },
  );
});
