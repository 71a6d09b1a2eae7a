import { defineConfig } from 'drizzle-kit';

// Flat `migrations/NNNN_name.sql` files: libSQL applies them on start (src/db/migrate.ts)
// and `wrangler d1 migrations apply` reads the same folder for D1.
export default defineConfig({
  dialect: 'sqlite',
  schema: './src/db/schema/index.ts',
  out: './migrations',
});
