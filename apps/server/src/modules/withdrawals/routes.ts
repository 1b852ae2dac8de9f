import {
  bankAccountListSchema,
  bankAccountSchema,
  bindBankAccountRequest,
  createWithdrawalRequest,
  pageQuery,
  withdrawalListSchema,
  withdrawalParams,
  withdrawalSchema,
  withdrawalSettingsSchema,
} from "@portal/contract/api/money";
import { API } from "@portal/contract/api/paths";
import { ENCRYPTED_KEY_HEADER } from "@portal/contract/encrypted-body";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup } from "../../http/access";
import { AppError } from "../../http/app-error";
import { sealedBodySchema } from "../crypto/sealed-body";
import { requireMoneyFeature } from "../money/features";
import { readImageUpload } from "../money/uploads";
import { viewBankAccount } from "./bank-accounts";
import { memberMayConfirm } from "./service";

const tags = ["withdrawals"];
const realMember = { allowTrial: false };

/** withdraw: bank accounts, limits, requests and the member's confirmation of a paid order. */
export const withdrawalRoutes = routeGroup<AppDeps>(member(realMember), async (app, deps) => {
  const { brandSettings, sealedBodies, bankAccounts, paymentPassword, uploads } = deps;
  const withdrawals = deps.money.withdrawals;

  app.get(
    API.bankAccounts,
    {
      schema: {
        tags,
        summary: "The caller's bound bank accounts (numbers masked)",
        response: { 200: envelopeSchema(bankAccountListSchema) },
      },
    },
    async (request) => {
      const { member } = request.caller;
      return ok({ list: await bankAccounts.views(member.id) });
    },
  );

  app.post(
    API.bankAccounts,
    {
      schema: {
        tags,
        summary: `Binds a bank account, proven by the payment password (encrypted body, key in ${ENCRYPTED_KEY_HEADER})`,
        body: sealedBodySchema,
        response: { 200: envelopeSchema(bankAccountSchema) },
      },
      config: { access: member({ allowTrial: false, sensitive: true }) },
    },
    async (request) => {
      const { member } = request.caller;
      const { paymentPassword: password, ...account } = await sealedBodies.open(request, bindBankAccountRequest);
      await paymentPassword.require(member, password, await brandSettings.get(member.merchantId));
      const row = await bankAccounts.bind({ merchantId: member.merchantId, memberId: member.id }, account);
      return ok(viewBankAccount(row));
    },
  );

  app.get(
    API.withdrawalSettings,
    {
      schema: {
        tags,
        summary: "Withdrawal limits, today's use and the available balance",
        response: { 200: envelopeSchema(withdrawalSettingsSchema) },
      },
    },
    async (request) => {
      const { member } = request.caller;
      const merchant = request.merchant;
      return ok(await withdrawals.limits(member, merchant, await brandSettings.get(member.merchantId)));
    },
  );

  app.post(
    API.withdrawals,
    {
      schema: {
        tags,
        summary: `Requests a withdrawal: the amount is held at once (idempotent by requestId; encrypted body, key in ${ENCRYPTED_KEY_HEADER})`,
        body: sealedBodySchema,
        response: { 200: envelopeSchema(withdrawalSchema) },
      },
      config: { access: member({ allowTrial: false, sensitive: true }) },
    },
    async (request) => {
      const { member } = request.caller;
      const merchant = request.merchant;
      await requireMoneyFeature(brandSettings, member, "withdraw");
      const settings = await brandSettings.get(member.merchantId);
      const { paymentPassword: password, ...input } = await sealedBodies.open(request, createWithdrawalRequest);
      await paymentPassword.require(member, password, settings);
      return ok(withdrawals.view(await withdrawals.request(member, merchant, input, settings), merchant, settings));
    },
  );

  app.get(
    API.withdrawals,
    {
      schema: {
        tags,
        summary: "The caller's withdrawals, newest first, by cursor (next, prev)",
        querystring: pageQuery,
        response: { 200: envelopeSchema(withdrawalListSchema) },
      },
    },
    async (request) => {
      const { member } = request.caller;
      const merchant = request.merchant;
      const settings = await brandSettings.get(member.merchantId);
      return ok(await withdrawals.listForMember(member, merchant, settings, request.query));
    },
  );

  app.post(
    API.withdrawalReceived,
    {
      schema: {
        tags,
        summary: "The member confirms a paid withdrawal arrived",
        params: withdrawalParams,
        response: { 200: envelopeSchema(withdrawalSchema) },
      },
      config: { access: member({ allowTrial: false, sensitive: true }) },
    },
    async (request) => {
      const { member } = request.caller;
      const merchant = request.merchant;
      const settings = await brandSettings.get(member.merchantId);
      return ok(
        withdrawals.view(await withdrawals.confirmReceived(member, request.params.id, settings), merchant, settings),
      );
    },
  );

  app.post(
    API.withdrawalNotReceived,
    {
      schema: {
        tags,
        summary:
          "The member reports a paid withdrawal missing, with a proof image (multipart field `file`, PNG or JPG, at most 5 MB)",
        params: withdrawalParams,
        consumes: ["multipart/form-data"],
        response: { 200: envelopeSchema(withdrawalSchema) },
      },
      config: { access: member({ allowTrial: false, sensitive: true }) },
    },
    async (request) => {
      const { member } = request.caller;
      const merchant = request.merchant;
      const settings = await brandSettings.get(member.merchantId);
      const order = await withdrawals.own(member, request.params.id);
      // Refuse before storing anything: no orphan upload for an order that cannot take it.
      if (!memberMayConfirm(order, settings))
        throw new AppError("INVALID_STATE", "The withdrawal cannot be disputed now");
      const image = await readImageUpload(request);
      const uploadId = await uploads.store({ merchantId: member.merchantId, memberId: member.id }, image);
      return ok(
        withdrawals.view(await withdrawals.reportNotReceived(member, order.id, uploadId, settings), merchant, settings),
      );
    },
  );
});
