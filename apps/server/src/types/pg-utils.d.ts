/** node-postgres's own value preparation (what it sends a query's parameters as), used for PGlite's prepared statements too. */
declare module "pg/lib/utils" {
  const utils: { prepareValue(value: unknown): string | Buffer | null };
  export default utils;
}
