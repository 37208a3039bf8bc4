import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/api` writes SQL migrations to ./drizzle (no database needed); commit them.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
