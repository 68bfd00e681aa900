import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; the same folder is applied on PGlite and PostgreSQL at boot.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/src/db/migrations',
});
