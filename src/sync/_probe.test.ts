import { test, expect } from 'vitest';
import Dexie from 'dexie';
test('probe', async () => {
  const b = new Blob(['hello'], { type: 'text/plain' });
  console.log('Blob ctor', Blob.name, typeof structuredClone, b.constructor === globalThis.Blob);
  let cloned: unknown;
  try { cloned = structuredClone(b); console.log('clone ok', cloned instanceof Blob, (cloned as Blob).size); } catch (e) { console.log('clone fail', e); }
  const db = new Dexie('probe');
  db.version(1).stores({ blobs: 'id' });
  await db.open();
  await db.table('blobs').put({ id: 'a', blob: b });
  const row = await db.table('blobs').get('a');
  console.log('row', row, row.blob instanceof Blob, row.blob?.constructor?.name);
  try { console.log(await row.blob.text()); } catch (e) { console.log('text fail', e); }
  console.log('locks', typeof navigator.locks, 'sw', typeof navigator.serviceWorker, typeof (globalThis as any).ServiceWorkerRegistration, typeof performance.mark, typeof crypto.randomUUID, typeof navigator.storage);
  console.log(Object.keys(Dexie.errnames).join(','));
  expect(1).toBe(1);
});
