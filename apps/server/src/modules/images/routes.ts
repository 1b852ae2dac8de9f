import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BRAND_IMAGE_PATH } from "@portal/contract/api/admin";
import type { AppDeps } from "../../app-deps";
import { infrastructure } from "../../http/access";
import { AppError } from "../../http/app-error";

/** Serving a picture: an image and nothing else (never sniffed, never run as a page). */
const IMAGE_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

/**
 * Operators' pictures, public like the web app's own files (an <img> sends no brand header):
 * addressed by id and digest, so a URL names one file forever and is cached as long.
 */
export const brandImageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { brandImages }) => {
  app.get(
    BRAND_IMAGE_PATH,
    {
      schema: { hide: true, params: z.object({ file: z.string().max(64) }) },
      config: { access: infrastructure },
    },
    async (request, reply) => {
      const image = await brandImages.file(request.params.file);
      if (!image) throw new AppError("NOT_FOUND", "No such picture");
      return reply
        .type(image.contentType)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", IMAGE_CSP)
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(Buffer.from(image.bytes));
    },
  );
};
