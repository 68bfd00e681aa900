import pg from 'pg';

/** A bench's PostgreSQL database emptied of every schema the server makes (its data, migrations, pg-boss). */
export async function emptyPostgres(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; drop schema if exists pgboss cascade; create schema public;',
  );
  await client.end();
}
