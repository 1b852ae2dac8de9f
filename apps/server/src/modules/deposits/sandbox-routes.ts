import { randomUUID } from "node:crypto";
import { z } from "zod";
import { orderNoParams } from "@portal/contract/api/money";
import { API } from "@portal/contract/api/paths";
import { languageQuery } from "@portal/contract/api/content";
import { isLanguage, type Language } from "@portal/contract/languages";
import { minorToDecimal } from "@portal/contract/money";
import type { AppDeps } from "../../app-deps";
import { routeGroup, vendor } from "../../http/access";
import { AppError } from "../../http/app-error";
import { SANDBOX_GATEWAY_PAY_PATH, sandboxGateway, signSandboxCallback } from "./gateways/sandbox";
import { findGateway } from "./gateways/registry";

const TEXT: Record<
  Language,
  { title: string; order: string; amount: string; pay: string; decline: string; done: string }
> = {
  en: {
    title: "Sandbox payment",
    order: "Order",
    amount: "Amount",
    pay: "Pay",
    decline: "Decline",
    done: "This order is settled.",
  },
  cn: { title: "沙盒支付", order: "订单号", amount: "金额", pay: "支付", decline: "拒绝", done: "此订单已处理。" },
  ja: {
    title: "サンドボックス決済",
    order: "注文番号",
    amount: "金額",
    pay: "支払う",
    decline: "拒否する",
    done: "この注文は処理済みです。",
  },
  th: {
    title: "การชำระเงินแซนด์บ็อกซ์",
    order: "หมายเลขคำสั่ง",
    amount: "จำนวนเงิน",
    pay: "ชำระเงิน",
    decline: "ปฏิเสธ",
    done: "คำสั่งนี้ดำเนินการแล้ว",
  },
  vi: {
    title: "Thanh toán thử nghiệm",
    order: "Mã đơn",
    amount: "Số tiền",
    pay: "Thanh toán",
    decline: "Từ chối",
    done: "Đơn này đã được xử lý.",
  },
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Where the member lands after paying: the deposit page of the personal centre. */
const RETURN_URL = "/index?member=depositv2";

/**
 * The built-in sandbox gateway's hosted payment page. It stands where a real gateway's page
 * would be: the member pays or declines, and the "gateway" then posts a signed callback to the
 * portal's public callback route (through the HTTP stack, as any gateway would). It answers only
 * for orders of an enabled sandbox channel of a brand with sandboxGatewayEnabled (the demo).
 */
export const sandboxGatewayRoutes = routeGroup<AppDeps>(
  vendor("the sandbox gateway's own page: an order of an enabled sandbox channel"),
  async (app, { brandSettings, merchants, depositOrders }) => {
    const params = orderNoParams;

    async function sandboxOrder(orderNo: string) {
      const deposit = await depositOrders.findDeposit(orderNo);
      const channel = deposit ? await depositOrders.findChannel(deposit.channelId) : undefined;
      const allowed = deposit
        ? findGateway(sandboxGateway.name, await brandSettings.get(deposit.merchantId))
        : undefined;
      if (!deposit || !channel || !allowed || channel.gateway !== sandboxGateway.name || !channel.enabled) {
        throw new AppError("NOT_FOUND", "No such sandbox payment");
      }
      return { deposit, channel, merchant: await merchants.byId(deposit.merchantId) };
    }

    app.get(
      SANDBOX_GATEWAY_PAY_PATH,
      { schema: { hide: true, params, querystring: languageQuery } },
      async (request, reply) => {
        const { deposit, merchant } = await sandboxOrder(request.params.orderNo);
        const language: Language = isLanguage(request.query.language) ? request.query.language : "en";
        const t = TEXT[language];
        const amount = `${minorToDecimal(deposit.amount, merchant.currencyScale)} ${deposit.currency}`;
        const action = escapeHtml(request.url.split("?")[0]!);
        const body =
          deposit.status === "PENDING"
            ? `<form method="post" action="${action}">
  <button type="submit" name="outcome" value="PAID" data-testid="sandbox-pay">${t.pay}</button>
  <button type="submit" name="outcome" value="FAILED" data-testid="sandbox-decline">${t.decline}</button>
</form>`
            : `<p>${t.done}</p><p><a href="${RETURN_URL}">OK</a></p>`;
        return reply.type("text/html; charset=utf-8").send(`<!doctype html>
<html lang="${language === "cn" ? "zh" : language}"><head><meta charset="utf-8"><title>${t.title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>${t.title}</h1>
<dl><dt>${t.order}</dt><dd data-testid="sandbox-order">${escapeHtml(deposit.orderNo)}</dd>
<dt>${t.amount}</dt><dd data-testid="sandbox-amount">${escapeHtml(amount)}</dd></dl>
${body}</main></body></html>`);
      },
    );

    app.post(
      SANDBOX_GATEWAY_PAY_PATH,
      { schema: { hide: true, params, body: z.object({ outcome: z.enum(["PAID", "FAILED"]) }) } },
      async (request, reply) => {
        const { deposit, channel, merchant } = await sandboxOrder(request.params.orderNo);
        const fields = {
          orderNo: deposit.orderNo,
          amount: minorToDecimal(deposit.amount, merchant.currencyScale),
          status: request.body.outcome,
          reference: `SBX-${randomUUID()}`,
          timestamp: Date.now(),
        };
        const callback = await app.inject({
          method: "POST",
          url: API.paymentCallback.replace(":gateway", sandboxGateway.name),
          payload: { ...fields, signature: signSandboxCallback(fields, channel.secret) },
        });
        if (callback.statusCode !== 200)
          request.log.warn({ status: callback.statusCode, body: callback.body }, "sandbox callback refused");
        return reply.redirect(RETURN_URL, 303);
      },
    );
  },
);
