import { z } from "zod";
import {
  affiliateQuery,
  affiliateSchema,
  changePasswordRequest,
  forgotPasswordEmailRequest,
  freePlayRequest,
  loginRequest,
  loginResultSchema,
  publicKeySchema,
  registerRequest,
  resetPasswordByMobileRequest,
  resetPasswordByTokenRequest,
} from "@portal/contract/api/accounts";
import { API } from "@portal/contract/api/paths";
import { ENCRYPTED_KEY_HEADER } from "@portal/contract/encrypted-body";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { deviceIdOf } from "../../http/device-id";
import type { AppDeps } from "../../app-deps";
import { member, routeGroup, visitor } from "../../http/access";
import { RATE_LIMITS } from "../../http/rate-limits";
import { sealedBodySchema } from "../crypto/sealed-body";
import { requestLanguage } from "../merchants/service";

const tags = ["accounts"];
const sealedHeaders = z.object({ [ENCRYPTED_KEY_HEADER]: z.string().max(1024) });
const sealed = (summary: string) => ({
  tags,
  summary: `${summary} (encrypted body: { value } with the wrapped key in ${ENCRYPTED_KEY_HEADER})`,
  body: sealedBodySchema,
  headers: sealedHeaders,
});
const loginAnswer = { 200: envelopeSchema(loginResultSchema) };

/** Sign-in, sign-up, sign-out and passwords. Bodies with secrets are encrypted. */
export const authRoutes = routeGroup<AppDeps>(visitor(), async (app, deps) => {
  const { sealedBodies, accounts, sessions } = deps;

  app.get(
    API.publicKey,
    {
      schema: {
        tags,
        summary: "Public key for encrypted bodies (RSA-OAEP SHA-256, SPKI base64url)",
        response: { 200: envelopeSchema(publicKeySchema) },
      },
    },
    async () =>
      ok({
        publicKey: (await deps.keys.encryptionKeyPair()).publicKeySpki,
        algorithm: "RSA-OAEP-256+A256GCM" as const,
      }),
  );

  app.post(
    API.login,
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: { ...sealed("Log in by username and password or by SMS code"), response: loginAnswer },
    },
    async (request) => {
      const merchant = request.merchant;
      const body = await sealedBodies.open(request, loginRequest);
      return ok(await accounts.login.login(merchant, body, request.ip, deviceIdOf(request)));
    },
  );

  app.post(
    API.loginFreePlay,
    {
      config: { rateLimit: RATE_LIMITS.freePlay },
      schema: {
        tags,
        summary:
          "Free demo: a trial member (type 4) with demo credit; with playerProtection on, confirmAdultAndTerms: true is required",
        body: freePlayRequest,
        response: loginAnswer,
      },
    },
    async (request) => {
      const merchant = request.merchant;
      return ok(
        await accounts.registration.freePlay(
          merchant,
          request.ip,
          requestLanguage(request, merchant),
          request.body ?? {},
        ),
      );
    },
  );

  app.delete(
    API.logout,
    {
      schema: { tags, summary: "Log out: the token is revoked", response: { 200: envelopeSchema(z.null()) } },
      // Ending one's session is never refused, also during maintenance or from a blocked region.
      config: { access: member({ allowPendingAccountSteps: true, duringOutage: true }) },
    },
    async (request) => {
      const { tokenHash } = request.caller;
      await sessions.revoke(tokenHash);
      return ok(null);
    },
  );

  for (const [path, mode] of [
    [API.register, "username"],
    [API.registerMobile, "mobile"],
  ] as const) {
    app.put(
      path,
      {
        config: { rateLimit: RATE_LIMITS.register },
        schema: { ...sealed(`Register by ${mode}; answers a logged-in session`), response: loginAnswer },
      },
      async (request) => {
        const merchant = request.merchant;
        const body = await sealedBodies.open(request, registerRequest);
        return ok(
          await accounts.registration.register(
            merchant,
            mode,
            body,
            request.ip,
            requestLanguage(request, merchant),
            deviceIdOf(request),
          ),
        );
      },
    );
  }

  app.get(
    API.affiliate,
    {
      schema: {
        tags,
        summary: "Checks an affiliate (invitation) code",
        querystring: affiliateQuery,
        response: { 200: envelopeSchema(affiliateSchema) },
      },
    },
    async (request) => {
      const merchant = request.merchant;
      const agent = await accounts.registration.checkAffiliateLink(
        merchant,
        request.query.affiliateCode,
        request.query.domain,
      );
      return ok({ valid: true as const, affiliateCode: agent.affiliateCode! });
    },
  );

  app.post(
    API.changePassword,
    {
      schema: { ...sealed("Change password; answers a new token"), response: loginAnswer },
      config: { access: member({ allowPendingAccountSteps: true, allowTrial: false, sensitive: true }) },
    },
    async (request) => {
      const body = await sealedBodies.open(request, changePasswordRequest);
      return ok(await accounts.passwords.change(request.merchant, request.caller.member, body, request.ip));
    },
  );

  app.post(
    API.forgotPasswordEmail,
    {
      config: { rateLimit: RATE_LIMITS.passwordRecovery },
      schema: {
        tags,
        summary: "Forgot password: mails a single-use reset link (form or JSON body)",
        body: forgotPasswordEmailRequest,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const merchant = request.merchant;
      await accounts.passwords.requestByEmail(
        merchant,
        request.body.username,
        request.body.email,
        requestLanguage(request, merchant),
      );
      return ok(null, "been sent");
    },
  );

  app.post(
    API.resetPasswordByToken,
    {
      config: { rateLimit: RATE_LIMITS.passwordRecovery },
      schema: { ...sealed("Reset the password with the mailed token"), response: loginAnswer },
    },
    async (request) => {
      const merchant = request.merchant;
      const body = await sealedBodies.open(request, resetPasswordByTokenRequest);
      return ok(await accounts.passwords.resetByToken(merchant, body, request.ip));
    },
  );

  app.post(
    API.resetPasswordByMobile,
    {
      config: { rateLimit: RATE_LIMITS.passwordRecovery },
      schema: { ...sealed("Reset the password with an SMS code; answers a logged-in session"), response: loginAnswer },
    },
    async (request) => {
      const merchant = request.merchant;
      const body = await sealedBodies.open(request, resetPasswordByMobileRequest);
      return ok(await accounts.passwords.resetByMobile(merchant, body, request.ip));
    },
  );
});
