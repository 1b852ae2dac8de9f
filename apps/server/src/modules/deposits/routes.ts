import { z } from "zod";
import type { FastifyRequest } from "fastify";
import {
  createDepositRequest,
  depositListSchema,
  depositSchema,
  orderNoParams,
  pageQuery,
  paymentChannelsSchema,
} from "@portal/contract/api/money";
import { API } from "@portal/contract/api/paths";
import { exactText } from "@portal/contract/input-schemas";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { decimalToMinor } from "@portal/contract/money";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup, vendor } from "../../http/access";
import { AppError } from "../../http/app-error";
import type { Member } from "../members/repository";
import { requestLanguage } from "../merchants/service";
import { requireMoneyFeature } from "../money/features";
import { readImageUpload } from "../money/uploads";
import { findGateway } from "./gateways/registry";
import { DepositService } from "./service";

const tags = ["deposits"];
const realMember = { allowTrial: false };

/** depositv2: channels, orders, receipts; and the callback payment gateways post to. */
export const depositRoutes = routeGroup<AppDeps>(member(realMember), async (app, deps) => {
  const { brandSettings, merchants, depositOrders, uploads } = deps;
  const deposits: DepositService = deps.money.deposits;

  /** The caller's own deposit as the member sees it (NOT_FOUND for anyone else's). */
  async function ownDepositView(request: FastifyRequest, member: Member, orderNo: string) {
    const merchant = request.merchant;
    const { deposit, channel } = await deposits.ownDeposit(member, orderNo);
    const settings = await brandSettings.get(merchant.id);
    return deposits.view(deposit, channel, merchant, requestLanguage(request, merchant), settings);
  }

  app.get(
    API.paymentChannels,
    {
      schema: {
        tags,
        summary: "Payment channels the operator enabled",
        response: { 200: envelopeSchema(paymentChannelsSchema) },
      },
    },
    async (request) => {
      const merchant = request.merchant;
      const settings = await brandSettings.get(merchant.id);
      return ok({ list: await deposits.channels(merchant, requestLanguage(request, merchant), settings) });
    },
  );

  app.post(
    API.deposits,
    {
      schema: {
        tags,
        summary: "Opens a deposit order (idempotent by requestId): bank details or the gateway's pay page",
        body: createDepositRequest,
        response: { 200: envelopeSchema(depositSchema) },
      },
      config: { access: member({ ...realMember, sensitive: true }) },
    },
    async (request) => {
      const { member, tokenHash } = request.caller;
      await requireMoneyFeature(brandSettings, member, "deposit");
      const merchant = request.merchant;
      const settings = await brandSettings.get(merchant.id);
      const language = requestLanguage(request, merchant);
      return ok(await deposits.create(member, merchant, request.body, language, settings, tokenHash));
    },
  );

  app.get(
    API.deposits,
    {
      schema: {
        tags,
        summary: "The caller's deposits, newest first, by cursor (next, prev)",
        querystring: pageQuery,
        response: { 200: envelopeSchema(depositListSchema) },
      },
    },
    async (request) => {
      const { member } = request.caller;
      const merchant = request.merchant;
      const settings = await brandSettings.get(merchant.id);
      return ok(
        await deposits.listForMember(member, merchant, requestLanguage(request, merchant), settings, request.query),
      );
    },
  );

  app.get(
    API.deposit,
    {
      schema: {
        tags,
        summary: "One of the caller's deposits",
        params: orderNoParams,
        response: { 200: envelopeSchema(depositSchema) },
      },
    },
    async (request) => {
      const { member } = request.caller;
      return ok(await ownDepositView(request, member, request.params.orderNo));
    },
  );

  app.post(
    API.depositReceipt,
    {
      schema: {
        tags,
        summary: "Uploads the bank-transfer receipt (multipart field `file`: PNG or JPG, at most 5 MB)",
        params: orderNoParams,
        consumes: ["multipart/form-data"],
        response: { 200: envelopeSchema(depositSchema) },
      },
      config: { access: member({ ...realMember, sensitive: true }) },
    },
    async (request) => {
      const { member } = request.caller;
      const { orderNo } = request.params;
      await deposits.attachReceipt(member, orderNo, async () =>
        uploads.store({ merchantId: member.merchantId, memberId: member.id }, await readImageUpload(request)),
      );
      return ok(await ownDepositView(request, member, orderNo));
    },
  );

  app.post(
    API.paymentCallback,
    {
      schema: {
        tags,
        summary: "Payment gateways post their signed result here; verified, idempotent, credits the order exactly once",
        params: z.object({ gateway: exactText(32) }),
        // Each gateway posts its own fields (its adapter checks them); the order number is read first.
        body: z.looseObject({ orderNo: exactText(40).optional() }),
      },
      // The gateway's adapter checks the signature over the body it posted.
      config: { access: vendor("payment gateway signature") },
    },
    async (request, reply) => {
      const orderNo = request.body.orderNo ?? "";
      const deposit = orderNo ? await depositOrders.findDeposit(orderNo) : undefined;
      const channel = deposit ? await depositOrders.findChannel(deposit.channelId) : undefined;
      const gateway = deposit
        ? findGateway(request.params.gateway, await brandSettings.get(deposit.merchantId))
        : undefined;
      const result =
        gateway && deposit && channel && channel.kind === "GATEWAY" && channel.gateway === gateway.name
          ? gateway.verifyCallback(request.body, channel.secret, Date.now())
          : null;
      if (!deposit || !gateway || !result)
        throw new AppError("INVALID_SIGNATURE", "The callback's signature is not valid");
      const merchant = await merchants.byId(deposit.merchantId);
      if (decimalToMinor(result.amount, merchant.currencyScale) !== deposit.amount) {
        request.log.warn({ orderNo, reported: result.amount }, "gateway reported another amount");
        throw new AppError("VALIDATION_FAILED", "The amount does not match the order", { amount: "mismatch" });
      }
      const settler = { gateway: gateway.name, reference: result.reference };
      if (result.paid) await deposits.confirm(orderNo, deposit.merchantId, settler);
      else await deposits.reject(orderNo, deposit.merchantId, settler);
      return reply.type("text/plain").send(gateway.acknowledgement);
    },
  );
});
