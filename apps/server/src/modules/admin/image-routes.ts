import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN, brandImageSchema, pictureParams, pictureRequest } from "@portal/contract/api/admin";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { readImageUpload } from "../money/uploads";
import { tags } from "./shared";

/**
 * Operators' pictures (ADMIN, audited): upload one through the same checks as members' uploads
 * (PNG or JPG, 5 MB, 50 megapixels, re-encoded: modules/money/images.ts), then set it on a
 * vendor, game, banner or promotion of the brand.
 */
export const imageAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { brandImages, operators: { auditLog } },
) => {
  const configure = { access: operator("configureBrand") };

  app.post(
    ADMIN.images,
    {
      schema: {
        tags,
        summary: "Uploads a picture (multipart field `file`, PNG or JPG up to 5 MB); answers its URL",
        response: { 200: envelopeSchema(brandImageSchema) },
      },
      config: configure,
    },
    async (request) => {
      const { merchant } = request;
      const image = await brandImages.store(merchant.id, await readImageUpload(request));
      await auditLog.record(request, request.operator.operator, {
        action: "image.upload",
        targetType: "image",
        targetId: String(image.id),
        detail: { url: image.url },
      });
      return ok(image);
    },
  );

  app.put(
    ADMIN.picture,
    {
      schema: {
        tags,
        summary: "Sets the picture of a vendor (by code), game, banner or promotion (by id)",
        params: pictureParams,
        body: pictureRequest,
        response: { 200: envelopeSchema(z.object({ url: z.string() })) },
      },
      config: configure,
    },
    async (request) => {
      const { merchant } = request;
      const { kind, target } = request.params;
      const result = await brandImages.assign(merchant.id, kind, target, request.body.imageId);
      await auditLog.record(request, request.operator.operator, {
        action: "picture.set",
        targetType: kind,
        targetId: target,
        detail: { imageId: request.body.imageId, url: result.url },
      });
      return ok(result);
    },
  );
};
