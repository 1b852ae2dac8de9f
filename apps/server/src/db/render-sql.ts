import { Column, entityKind, Param, SQL, StringChunk, Table } from "drizzle-orm";

/** A statement's text ($1, $2... for its parameters) and its parameters, as the drivers take them. */
export interface RenderedQuery {
  sql: string;
  params: unknown[];
}

/** What renders a statement the slow, general way (drizzle's dialect), and the names of tables and columns. */
export interface SqlDialect {
  sqlToQuery(query: SQL): RenderedQuery;
}

/**
 * A statement's text and parameters, exactly as drizzle's dialect renders them (render-sql.test
 * compares the two), at a fraction of the cost for the statements the money paths build: drizzle
 * asks each chunk, one kind after another, whether it is a string, a name, a list, a nested
 * statement, a table, a column, a view, a parameter... through a walk of its class's prototypes,
 * and merges the pieces through arrays of arrays. That was about a tenth of a house spin's CPU
 * (bench:money's spin profile). The fast walk knows the few kinds those statements are made of
 * (text, nested statements, values, parameters through their column's encoder, tables and columns);
 * a statement holding anything else (a list, a placeholder, a subquery, an object value, inlined
 * parameters) is rendered whole by drizzle.
 */
export function renderSql(query: SQL, dialect: SqlDialect): RenderedQuery {
  return renderFast(query, dialect) ?? dialect.sqlToQuery(query);
}

/** The fast walk's rendering, or undefined when the statement holds a chunk it leaves to drizzle. */
export function renderFast(query: SQL, dialect: SqlDialect): RenderedQuery | undefined {
  const out: RenderedQuery = { sql: "", params: [] };
  return walk(query, out, dialect) ? out : undefined;
}

function walk(query: SQL, out: RenderedQuery, dialect: SqlDialect): boolean {
  // Set by .inlineParams(): its values are written into the text, drizzle's way.
  if ((query as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
  for (const chunk of query.queryChunks as unknown[]) {
    // The most common chunk first; its text is nearly always one piece (no array to join).
    if (chunk instanceof StringChunk) {
      const text = chunk.value;
      out.sql += text.length === 1 ? text[0] : text.join("");
    } else if (chunk === undefined) {
      continue;
    } else if (chunk === null || typeof chunk !== "object") {
      // A function is a pg enum, which drizzle renders as its name.
      if (typeof chunk === "function") return false;
      out.params.push(chunk);
      out.sql += `$${out.params.length}`;
    } else if (chunk instanceof SQL) {
      if (!walk(chunk, out, dialect)) return false;
    } else if (chunk instanceof Param) {
      // A placeholder's value, or a value its encoder makes a statement of, is drizzle's to render.
      const value: unknown = chunk.value;
      if (isEntity(value)) return false;
      const mapped: unknown = value === null ? null : chunk.encoder.mapToDriverValue(value);
      if (isEntity(mapped)) return false;
      out.params.push(mapped);
      out.sql += `$${out.params.length}`;
    } else if (chunk instanceof Table || chunk instanceof Column) {
      out.sql += nameOf(chunk, dialect);
    } else {
      return false;
    }
  }
  return true;
}

/**
 * A drizzle object (a placeholder, a statement...): its class carries drizzle's entity kind. The
 * class is read from the prototype, as drizzle's `is` does: a JSON value may have a key named
 * "constructor".
 */
function isEntity(value: unknown): boolean {
  if (value === null || typeof value !== "object") return false;
  const type: unknown = (Object.getPrototypeOf(value) as { constructor?: unknown } | null)?.constructor;
  return typeof type === "function" && entityKind in type;
}

/** Tables and columns are made once: each one's quoted name, as the dialect writes it, is kept. */
const names = new WeakMap<SqlDialect, WeakMap<object, string>>();
function nameOf(entity: Table | Column, dialect: SqlDialect): string {
  let known = names.get(dialect);
  if (!known) names.set(dialect, (known = new WeakMap()));
  let name = known.get(entity);
  if (name === undefined) known.set(entity, (name = dialect.sqlToQuery(new SQL([entity])).sql));
  return name;
}
