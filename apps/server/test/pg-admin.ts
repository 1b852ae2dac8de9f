import pg from "pg";

/** Runs `run` with a client of the PostgreSQL server at `url` (admin work: databases, roles). */
export async function withPg(url: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/** The same server URL pointing at another database (and optionally as another user). */
export function databaseUrl(adminUrl: string, database: string, user?: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  if (user) {
    url.username = user;
    url.password = "";
  }
  return url.toString();
}
