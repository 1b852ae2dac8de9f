import { infrastructure, routeGroup } from "./access";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { VENDOR_WALLET_GUIDE } from "../modules/vendor-api/guide";

/** The tag of every operator route (modules/admin); the prefix of their paths. */
const OPERATOR_TAG = "admin";
const OPERATOR_PREFIX = "/admin";

type Operations = Record<string, unknown>;
type Document = { paths?: Record<string, Operations>; tags?: { name: string }[] } & Record<string, unknown>;

function isOperatorOperation(path: string, operation: unknown): boolean {
  const tags = (operation as { tags?: unknown } | null)?.tags;
  return path.startsWith(OPERATOR_PREFIX) || (Array.isArray(tags) && tags.includes(OPERATOR_TAG));
}

/**
 * The document anyone may read: every route but the operator API, which only tells an attacker
 * where the back office is and what it accepts. Operators get the whole document from
 * GET /admin/openapi.json with their session (modules/admin/routes.ts).
 */
export function publicDocument<T extends Document>(document: T): T {
  const paths: Record<string, Operations> = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const kept = Object.fromEntries(
      Object.entries(operations).filter(([, operation]) => !isOperatorOperation(path, operation)),
    );
    if (Object.keys(kept).length > 0) paths[path] = kept;
  }
  return {
    ...document,
    paths,
    ...(document.tags ? { tags: document.tags.filter((t) => t.name !== OPERATOR_TAG) } : {}),
  };
}

/** The OpenAPI document generated from the routes' zod schemas, and its UI at /docs (public part). */
export async function installApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Portal API",
        version: "1",
        description:
          "The portal's API. Every JSON answer is the envelope { success, value, message, errorCode }. " +
          "Requests carry Merchant, Authorization (raw token), Language and Device headers. " +
          "Text inputs refuse U+0000 and unpaired surrogates, and dates (epoch ms) go up to the end of year 9999 " +
          "(VALIDATION_FAILED otherwise).",
      },
      tags: [
        {
          name: "vendor wallet",
          description: VENDOR_WALLET_GUIDE,
        },
      ],
    },
    transform: jsonSchemaTransform,
  });
  // /docs/json and /docs/yaml pass through transformSpecification (on a copy of the document).
  await app.register(
    routeGroup(infrastructure, async (docs) => {
      await docs.register(swaggerUi, {
        routePrefix: "/docs",
        staticCSP: true,
        transformSpecification: (document) => publicDocument(document as Document),
      });
    }),
  );
}
