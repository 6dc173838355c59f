/** `npm run api:routes`: every route the reference server serves, one per line as `METHOD /path/{param}` (no /api prefix). */
import { implementations } from './handlers/index.ts';

for (const { endpoint } of implementations) console.log(`${endpoint.method} ${endpoint.path}`);
