import { openDatabase } from '../client.ts';
import { seed } from './index.ts';
const { db, close } = await openDatabase({ dataDir: 'memory' });
const r = await seed(db, { anchor: '2026-03-15', log: console.log });
console.log(JSON.stringify(r, null, 1));
await close();
