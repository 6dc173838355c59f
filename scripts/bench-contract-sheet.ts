/**
 * `npm run bench` (contracts part, issue 17 "benchmark: a 1,000-unit contract; technical sheet xlsx time and
 * memory"): the technical sheet of a contract of 1,000 units as an .xlsx (GET
 * /api/contracts/{id}/download-technical-sheet-excel on the Hono app, in process, as the demo administrator) on a
 * fresh seeded PGlite in memory. The contract is the first approved one of the seed with its cart filled up to
 * 1,000 units (rows inserted with drizzle, units of the campaign's country first).
 * Reports:
 * - server time (request to the last byte of the answer, ms): median and p95 of 15 runs after 2 warm-up runs;
 * - of which the workbook alone (server/handlers/contracts/contract-xlsx.ts on the loaded contract): median, p95;
 * - the file size and its rows;
 * - memory during one request (the second, before the timed runs): peak RSS over the baseline before it and peak JS heap over the baseline
 *   (scripts/bench-memory.ts; after a GC when run with --expose-gc).
 * Run alone with `node --import tsx scripts/bench-contract-sheet.ts`.
 */
import { pathToFileURL } from 'node:url';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { seed } from '#server/db/seed/index.ts';
import { demoAccount } from '#server/db/seed/accounts.ts';
import { campaignUnits, contracts, units } from '#server/db/schema.ts';
import { createApp } from '#server/app.ts';
import { configFromEnv } from '#server/config.ts';
import { userFromToken } from '#server/auth/session.ts';
import { loadContractDocument } from '#server/handlers/contracts/contract-document-data.ts';
import { renderTechnicalSheetXlsx } from '#server/handlers/contracts/contract-xlsx.ts';
import { createApiClient } from '#src/api/client.ts';
import { session } from '#src/api/contract/index.ts';
import { peakMemory } from './bench-memory.ts';

const UNITS = 1_000;
const RUNS = 15;
const mib = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MiB`;
const pct = (xs: number[], p: number) =>
  xs.toSorted((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

export async function benchContractSheet(): Promise<void> {
  const { db, close } = await openDatabase({ dataDir: 'memory' });
  try {
    await seed(db, { anchor: '2026-11-02' });
    const app = createApp({ db, config: { ...configFromEnv({}), dataDir: 'memory', log: () => {} } });
    const a = demoAccount('administrator');
    const token = (
      await createApiClient({
        baseUrl: 'http://bench',
        getToken: () => undefined,
        fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
      }).call(session.login, { body: { email: a.email, password: a.password } })
    ).access_token;

    // the contract: the first approved one, its cart filled up to 1,000 units
    const [c] = await db.select().from(contracts).where(eq(contracts.status, 'approved')).orderBy(asc(contracts.id));
    const lines = await db.select().from(campaignUnits).where(eq(campaignUnits.campaignId, c!.campaignId));
    const model = lines[0]!;
    const [first] = await db.select().from(units).where(eq(units.id, model.unitId));
    const taken = lines.map((l) => l.unitId);
    const sameCountry = await db
      .select({ id: units.id, price: units.price, printPrice: units.printPrice })
      .from(units)
      .where(and(eq(units.countryId, first!.countryId), notInArray(units.id, taken)))
      .orderBy(asc(units.id));
    const others = await db
      .select({ id: units.id, price: units.price, printPrice: units.printPrice })
      .from(units)
      .where(notInArray(units.id, [...taken, ...sameCountry.map((u) => u.id)]))
      .orderBy(asc(units.id));
    const added = [...sameCountry, ...others].slice(0, UNITS - lines.length);
    for (let i = 0; i < added.length; i += 250)
      await db.insert(campaignUnits).values(
        added.slice(i, i + 250).map((u, j) => ({
          campaignId: c!.campaignId,
          unitId: u.id,
          price: u.price,
          printPrice: u.printPrice,
          totalPrice: u.price,
          startDate: model.startDate,
          endDate: model.endDate,
          spotsUsed: 1 + ((i + j) % 3),
        })),
      );

    const path = `http://bench/api/contracts/${c!.id}/download-technical-sheet-excel`;
    const request = async () => {
      const res = await app.fetch(new Request(path, { headers: { authorization: `Bearer ${token}` } }));
      if (res.status !== 200) throw new Error(`bench: the technical sheet answered ${res.status}`);
      return new Uint8Array(await res.arrayBuffer());
    };
    await request();
    // memory of one request (the second one: the first warmed the code up)
    const measured = await peakMemory(request);
    const { base, rss, heap } = measured;
    await request();
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      size = (await request()).byteLength;
      times.push(performance.now() - t);
    }
    // the workbook alone, from the contract as loaded
    const user = await userFromToken(db, token, new Date());
    const doc = await loadContractDocument(db, user!, c!.id, 'es');
    const rows = 11 + doc.units.length + (doc.otherMinor ? 3 : 1);
    if (doc.units.length !== UNITS) throw new Error(`bench: the contract has ${doc.units.length} units`);
    const writes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await renderTechnicalSheetXlsx(doc, new Date());
      writes.push(performance.now() - t);
    }

    console.log(
      `technical sheet xlsx of a ${UNITS.toLocaleString('en')}-unit contract (${(size / 1024).toFixed(0)} KiB, ${rows} rows): ` +
        `server time median ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))} (${RUNS} runs); ` +
        `the workbook alone median ${ms(pct(writes, 0.5))}, p95 ${ms(pct(writes, 0.95))}`,
    );
    console.log(
      `  one request: peak RSS ${mib(rss)} (+${mib(rss - base.rss)} over the ${mib(base.rss)} before), ` +
        `peak JS heap +${mib(heap - base.heapUsed)} over ${mib(base.heapUsed)}${globalThis.gc ? '' : ' (no --expose-gc: baseline not collected)'}`,
    );
  } finally {
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchContractSheet();
