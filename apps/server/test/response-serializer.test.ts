import Fastify from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { featureNodeSchema } from "@portal/contract/feature-switches";
import { envelopeSchema, ok } from "@portal/contract/envelope";
import { responseSerializerCompiler } from "../src/http/response-serializer";

/**
 * Responses are written by fast-json-stringify from the contract's zod schemas
 * (http/response-serializer.ts). They must be the text JSON.stringify wrote of zod's parse
 * before: nothing beyond the contract leaks, and every shape is unchanged. (Every other server
 * test runs with `check`, comparing the two on each answer.)
 */
const item = z.object({ id: z.number().int(), name: z.string(), note: z.string().optional() });
const schema = envelopeSchema(
  z.object({
    item,
    list: z.array(item),
    maybe: item.nullable(),
    label: z.string().nullable(),
    choice: z.union([
      z.object({ kind: z.literal("card"), last4: z.string() }),
      z.object({ kind: z.literal("bank"), iban: z.string(), holder: z.object({ name: z.string() }) }),
    ]),
    code: z.union([z.enum(["A", "B"]), z.literal("")]),
    tree: z.array(featureNodeSchema),
    names: z.record(z.string(), z.string()),
    anything: z.unknown(),
    amount: z.string(),
    count: z.number().int(),
    tuple: z.tuple([z.string(), z.number()]),
  }),
);

/** A handler's object with fields the contract does not have, at every level. */
function withExtras() {
  const secret = { passwordHash: "argon2id$...", tokenHash: "abc" };
  return ok({
    item: { id: 1, name: "one", note: undefined, ...secret },
    list: [
      { id: 2, name: "two", note: "n", ...secret },
      { id: 3, name: "three", ...secret },
    ],
    maybe: null,
    label: null,
    choice: { kind: "bank" as const, iban: "DE00", holder: { name: "H", ...secret }, ...secret },
    code: "" as const,
    tree: [
      {
        modId: "A",
        enabled: "1" as const,
        childrenNodes: [{ modId: "B", enabled: "0" as const, childrenNodes: [], ...secret }],
      },
    ],
    names: { en: "Name", cn: "名字" },
    anything: { nested: [1, "x", null] },
    amount: "1234.50",
    count: 7,
    tuple: ["a", 1] as [string, number],
    ...secret,
  });
}

async function appWith(check: boolean, data: () => unknown) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check }));
  app.get("/", { schema: { response: { 200: schema } } }, async () => data() as never);
  await app.ready();
  return app;
}

describe("compiled response serialization", () => {
  it("writes exactly what zod's parse wrote, and no field beyond the contract", async () => {
    for (const check of [false, true]) {
      const app = await appWith(check, withExtras);
      const res = await app.inject({ method: "GET", url: "/" });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(JSON.stringify(schema.parse(withExtras())));
      expect(res.body).not.toContain("passwordHash");
      expect(res.body).not.toContain("tokenHash");
      // Optional fields that are undefined are left out, as before.
      expect(res.json().value.item).toEqual({ id: 1, name: "one" });
      await app.close();
    }
  });

  it("writes nullable values, the other union branch and non-ASCII text as the parse did", async () => {
    const other = () => {
      const base = withExtras();
      return {
        ...base,
        value: {
          ...base.value,
          maybe: { id: 9, name: 'quote " and \\ backslash', extra: true },
          label: "café ✓",
          choice: { kind: "card" as const, last4: "4242", iban: "not this branch" },
          code: "B" as const,
        },
      };
    };
    const app = await appWith(false, other);
    const res = await app.inject({ method: "GET", url: "/" });
    expect(res.body).toBe(JSON.stringify(schema.parse(other())));
    expect(res.json().value.choice).toEqual({ kind: "card", last4: "4242" });
    await app.close();
  });

  it("with check, an answer that does not fit the contract fails as the parse failed it", async () => {
    const app = await appWith(true, () => ({ ...withExtras(), value: { ...withExtras().value, count: "seven" } }));
    const res = await app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(500);
    await app.close();
  });
});
