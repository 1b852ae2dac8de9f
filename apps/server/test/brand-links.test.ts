import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "@portal/contract/api/admin";
import { API, pathWith } from "@portal/contract/api/paths";
import type { SystemStatus } from "@portal/contract/api/system";
import { CUSTOMER_SERVICE_TYPE_LINK } from "@portal/contract/constants";
import { decodeServiceLink } from "@portal/contract/customer-service-link";
import QRCode from "qrcode";
import { operatorToken } from "./money-helper";
import { createTestApp, type TestApp } from "./test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

async function status(): Promise<SystemStatus> {
  return (await t.app.inject({ method: "GET", url: `${API.systemStatus}?url=localhost` })).json().value;
}
const setSetting = (key: string, value: unknown) =>
  t.app.inject({
    method: "PUT",
    url: pathWith(ADMIN.setting, { key }),
    headers: { authorization: admin },
    payload: { value },
  });
const link = async (type: string) => (await status()).info.resources.find((r) => r.resourceType === type);

describe("the brand's links are operator settings", () => {
  it("the demo brand starts with its links from the settings", async () => {
    expect((await link("TELEGRAM"))?.url).toBe("https://t.me/demo_portal_support");
    expect((await link("IOS"))?.url).toBe("https://demo.example/app/ios");
  });

  it("an operator sets a download link: the status and its QR code follow", async () => {
    expect((await setSetting("downloadAndroidUrl", "https://apps.brand.example/android.apk")).statusCode).toBe(200);
    const android = await link("ANDROID");
    expect(android?.url).toBe("https://apps.brand.example/android.apk");
    const image = await t.app.inject({ method: "GET", url: android!.qrCodeUrl });
    expect(image.body).toBe(
      await QRCode.toString("https://apps.brand.example/android.apk", {
        type: "svg",
        margin: 1,
        errorCorrectionLevel: "M",
      }),
    );
  });

  it("an empty link hides it; the Telegram link changes", async () => {
    expect((await setSetting("whatsappUrl", "")).statusCode).toBe(200);
    expect(await link("WHATSAPP")).toBeUndefined();
    expect((await setSetting("telegramUrl", "https://t.me/brand_help")).statusCode).toBe(200);
    expect((await link("TELEGRAM"))?.url).toBe("https://t.me/brand_help");
  });

  it("customer service opens the operator's link (obfuscated), else the help centre", async () => {
    const serviceLink = async () => {
      const entry = (await status()).info.customerService.find((c) => c.csType === CUSTOMER_SERVICE_TYPE_LINK);
      return decodeServiceLink(entry!.path);
    };
    expect(await serviceLink()).toBe("/helpmc");
    expect((await setSetting("customerServiceUrl", "https://chat.brand.example/live")).statusCode).toBe(200);
    expect(await serviceLink()).toBe("https://chat.brand.example/live");
    expect((await setSetting("customerServiceUrl", "")).statusCode).toBe(200);
    expect(await serviceLink()).toBe("/helpmc");
  });

  it("refuses what is not an http(s) address, and changes nothing", async () => {
    for (const value of ["javascript:alert(1)", "not a link", "ftp://files.example/app", 42]) {
      const res = await setSetting("telegramUrl", value);
      expect([res.statusCode, res.json().errorCode], String(value)).toEqual([400, "VALIDATION_FAILED"]);
    }
    expect((await link("TELEGRAM"))?.url).toBe("https://t.me/brand_help");
  });
});
