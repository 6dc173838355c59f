/** drizzle-kit: generates SQL migrations from server/db/schema.ts into server/db/migrations (`npm run db:generate`). */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
