import { SQL, StringChunk } from "drizzle-orm";

/**
 * drizzle's `sql` tag for the statements of the hot money paths (a posting, a spin's round, a
 * vendor wallet transfer), which run through queryRowsPrepared and render-sql's fast walk. It
 * makes the same SQL object as `sql`, with the same chunks, but cheaper: drizzle's constructor
 * asks every chunk whether it is a table (a walk of the chunk's class prototypes, to list the
 * tables for drizzle's query cache, which the portal does not use), and its tag makes a new text
 * chunk for every piece of the template on every call. Here a template's text chunks are made
 * once per template (a tagged template's strings are the same object on every call of its site)
 * and the chunks are pushed as they are. The two were about 6% of the server's thread in
 * bench:money's transfer and spin profiles; a posting's statement (ledger/post.ts), made and
 * rendered, fell from about 25 to 10 us. hot-sql.test renders statements made both ways and
 * requires the same text and parameters.
 */
export function hotSql(strings: TemplateStringsArray, ...params: unknown[]): SQL {
  let texts = textChunks.get(strings);
  if (!texts) textChunks.set(strings, (texts = strings.map((text) => new StringChunk(text))));
  const statement = emptyStatement();
  const chunks = statement.queryChunks as unknown[];
  chunks.push(texts[0]);
  for (let i = 0; i < params.length; i++) chunks.push(params[i], texts[i + 1]);
  return statement;
}
const textChunks = new WeakMap<TemplateStringsArray, StringChunk[]>();

/** `sql.join`, the same way: the pieces with `separator` between them. */
hotSql.join = function join(pieces: readonly unknown[], separator?: SQL): SQL {
  const statement = emptyStatement();
  const chunks = statement.queryChunks as unknown[];
  for (let i = 0; i < pieces.length; i++) {
    if (i > 0 && separator !== undefined) chunks.push(separator);
    chunks.push(pieces[i]);
  }
  return statement;
};

/** An SQL object with no chunk yet: its constructor walks nothing, and the chunks are pushed after. */
const emptyStatement = () => new SQL([]);
