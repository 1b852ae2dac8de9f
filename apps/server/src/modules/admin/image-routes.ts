import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ADMIN, brandImageSchema, pictureParams, pictureRequest, type PictureKind } from "@portal/contract/api/admin";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { z } from "zod";
import type { AppDeps } from "../../app-deps";
import { operator } from "../../http/access";
import { readImageUpload } from "../money/uploads";
import { AppError } from "../../http/app-error";
import { roleMay } from "./operators";
import { tags } from "./shared";

/** The picture kinds that are the brand's configuration (the lobby's vendors and games), not content. */
const CONFIGURATION_KINDS: ReadonlySet<PictureKind> = new Set(["vendor", "game"]);

/**
 * Operators' pictures (audited): upload one through the same checks as members' uploads (PNG or
 * JPG, 5 MB, 50 megapixels, re-encoded: modules/money/images.ts), then set it on a vendor, game,
 * banner or promotion of the brand. Uploading and setting a banner's or a promotion's picture
 * need `uploadImages` (content and promotions work: ADMIN, MARKETING); a vendor's or a game's
 * picture is the brand's configuration and needs `configureBrand` as well.
 */
export const imageAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { brandImages, operators: { auditLog } },
) => {
  const upload = { access: operator("uploadImages") };

  app.post(
    ADMIN.images,
    {
      schema: {
        tags,
        summary: "Uploads a picture (multipart field `file`, PNG or JPG up to 5 MB); answers its URL",
        response: { 200: envelopeSchema(brandImageSchema) },
      },
      config: upload,
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
        summary: "Sets the picture of a banner or promotion (by id), or (configureBrand) of a vendor (by code) or game",
        params: pictureParams,
        body: pictureRequest,
        response: { 200: envelopeSchema(z.object({ url: z.string() })) },
      },
      config: upload,
    },
    async (request) => {
      const { merchant } = request;
      const { kind, target } = request.params;
      const { role } = request.operator.operator;
      if (CONFIGURATION_KINDS.has(kind) && !roleMay(role, "configureBrand")) {
        throw new AppError("FORBIDDEN", "This role may not do that");
      }
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
