import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { ResponseSerializationError } from "fastify-type-provider-zod";
import { z } from "zod";

type JsonSchema = { [key: string]: unknown };
type Serializer = (data: unknown) => string;

/**
 * Response bodies are written by fast-json-stringify from a JSON schema derived from the route's
 * zod response schema (the contract stays the one source): a compiled function per route instead
 * of a zod parse of every answer before JSON.stringify (a quarter of the CPU of the status call).
 * What the parse did and this keeps: only the schema's properties are written (a field the
 * handler's object has beyond the contract never leaks), in the schema's order, optional fields
 * left out when undefined, unions written by the first branch that matches. What it no longer
 * does is refuse a wrong answer at run time: with `check` (the test suites) every answer is also
 * parsed by zod and the two texts must be the same, so a difference fails the test that caused it.
 */
export function responseSerializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    const zodSchema = zodSchemaOf(schema);
    // Compiled at the route's first answer, not at start: building a writer takes milliseconds,
    // and a server (or a test's app) answers only some of its hundred-odd routes.
    let compiled: Serializer | undefined;
    const write = (data: unknown) => (compiled ??= serializerFor(zodSchema))(data);
    if (!check) return write;
    return (data: unknown) => {
      const parsed = zodSchema.safeParse(data);
      if (!parsed.success) throw new ResponseSerializationError(method, url, { cause: parsed.error });
      const expected = JSON.stringify(parsed.data);
      const written = write(data);
      if (written !== expected) {
        throw new Error(`${method} ${url}: compiled serializer wrote ${written}, the contract's parse ${expected}`);
      }
      return written;
    };
  };
}

/**
 * Writers by the text of their JSON schema, shared by every app of the process: the same
 * schema (an envelope of the same value) is built once, however many routes or apps use it.
 */
const writers = new Map<string, Serializer>();

/**
 * The writer of a zod schema, as routes use it: for code that serializes a part of an answer
 * once and reuses the text (the status call's site info, modules/system/status-body.ts).
 */
export function contractWriter(zodSchema: z.ZodType): Serializer {
  return serializerFor(zodSchema);
}

function serializerFor(zodSchema: z.ZodType): Serializer {
  const jsonSchema = forSerialization(z.toJSONSchema(zodSchema, { io: "output", target: "draft-07" }));
  const key = JSON.stringify(jsonSchema);
  let writer = writers.get(key);
  if (!writer) writers.set(key, (writer = fastJson(jsonSchema) as Serializer));
  return writer;
}

function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`A response schema must be a zod schema: ${JSON.stringify(schema)}`);
}

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The JSON schema as fast-json-stringify should read it, writing the same text as JSON.stringify
 * of zod's parse:
 * - `additionalProperties: false` is dropped: the writer ignores unlisted properties either way,
 *   and a union branch must match an object with extra fields (zod strips them, Ajv would refuse).
 * - A union with null becomes `nullable` (else the writer turns null into {} or "").
 * - A union of strings (an enum or "") is a string: no Ajv match per answer to pick a branch.
 */
export function forSerialization(schema: unknown): JsonSchema {
  return rewrite(schema) as JsonSchema;
}

function rewrite(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewrite);
  if (!isObject(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "additionalProperties" && value === false) continue;
    out[key] = key === "properties" || key === "definitions" || key === "$defs" ? rewriteEach(value) : rewrite(value);
  }
  for (const keyword of ["anyOf", "oneOf"] as const) {
    const branches = out[keyword];
    if (Array.isArray(branches)) return simplifyUnion(out, keyword, branches as unknown[]);
  }
  return out;
}

function rewriteEach(map: unknown): unknown {
  if (!isObject(map)) return map;
  return Object.fromEntries(Object.entries(map).map(([name, schema]) => [name, rewrite(schema)]));
}

function simplifyUnion(node: JsonSchema, keyword: "anyOf" | "oneOf", branches: unknown[]): JsonSchema {
  const { [keyword]: _branches, ...rest } = node;
  const nullable = branches.some((b) => isObject(b) && b.type === "null" && Object.keys(b).length === 1);
  const others = branches.filter((b) => !(isObject(b) && b.type === "null" && Object.keys(b).length === 1));
  if (others.length > 0 && others.every((b) => isObject(b) && b.type === "string" && !("$ref" in b))) {
    return { ...rest, type: nullable ? ["string", "null"] : "string" };
  }
  if (nullable && others.length === 1 && isObject(others[0])) {
    const only = others[0];
    if (typeof only.type === "string") {
      return only.type === "object" || only.type === "array"
        ? { ...rest, ...only, nullable: true }
        : { ...rest, ...only, type: [only.type, "null"] };
    }
  }
  return node;
}
