/**
 * Benchmark (issue 19 "the benchmark … a 10,000-row clients import"; part of `npm run bench`): a 10,000-row
 * .xlsx imported through the real server handler (POST /api/client/import/clients on the Hono app, in process) on a
 * fresh seeded PGlite in memory, as the demo agency, admin of a workgroup made here with one other member.
 * Seeds 10,000 customers the agency reaches (client accounts it brought: `customer_profiles.agency_id`), builds the
 * .xlsx with exceljs (header `Email`, `Assigned member email`; every row assigned to the member), then reports the
 * server time (request to answer, ms), the file size, the rows created and refused, and the peak RSS and JS heap
 * during the import over the baseline before it (scripts/bench-memory.ts).
 * Run alone with `node --expose-gc --import tsx scripts/bench-clients-import.ts`.
 */
import { pathToFileURL } from 'node:url';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { openDatabase } from '#server/db/client.ts';
import { seed } from '#server/db/seed/index.ts';
import { demoAccount } from '#server/db/seed/accounts.ts';
import {
  customerProfiles,
  roles,
  userRoles,
  users,
  workgroupClients,
  workgroupMembers,
  workgroups,
} from '#server/db/schema.ts';
import { createApp } from '#server/app.ts';
import { configFromEnv } from '#server/config.ts';
import { createApiClient } from '#src/api/client.ts';
import { session, workgroupTransfer } from '#src/api/contract/index.ts';
import { peakMemory } from './bench-memory.ts';

const ROWS = 10_000;
const SEED_CHUNK = 1000;
const mib = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MiB`;

/** Runs the benchmark and prints its figures. */
export async function benchClientsImport(): Promise<void> {
  const { db, close } = await openDatabase({ dataDir: 'memory' });
  try {
    await seed(db, { anchor: '2026-11-02' });
    const app = createApp({ db, config: { ...configFromEnv({}), dataDir: 'memory', log: () => {} } });
    const client = (token?: string) =>
      createApiClient({
        baseUrl: 'http://bench',
        getToken: () => token,
        fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
      });
    const a = demoAccount('agency');
    const token = (await client().call(session.login, { body: { email: a.email, password: a.password } })).access_token;
    const [agency] = await db.select({ id: users.id }).from(users).where(eq(users.email, a.email));
    const [seller] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.email, demoAccount('seller').email));
    const [clientRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.value, 'client'));
    const now = new Date();
    const [group] = await db
      .insert(workgroups)
      .values({ name: 'Bench import', ownerId: agency!.id, createdAt: now, updatedAt: now })
      .returning({ id: workgroups.id });
    await db.insert(workgroupMembers).values([
      { workgroupId: group!.id, userId: agency!.id, role: 'admin', permissions: [], joinedAt: now },
      { workgroupId: group!.id, userId: seller!.id, role: 'member', permissions: [], joinedAt: now },
    ]);
    const emails = Array.from({ length: ROWS }, (_, i) => `bench-customer-${i + 1}@pauta.bench`);
    for (let i = 0; i < ROWS; i += SEED_CHUNK) {
      const made = await db
        .insert(users)
        .values(
          emails
            .slice(i, i + SEED_CHUNK)
            .map((email, j) => ({ name: `Cliente ${i + j + 1}`, email, passwordHash: '!' })),
        )
        .returning({ id: users.id });
      await db.insert(userRoles).values(made.map((u) => ({ userId: u.id, roleId: clientRole!.id })));
      await db
        .insert(customerProfiles)
        .values(made.map((u) => ({ userId: u.id, kind: 'client' as const, agencyId: agency!.id })));
    }

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Clientes');
    sheet.addRow(['Email', 'Assigned member email']);
    for (const email of emails) sheet.addRow([email, seller!.email]);
    const file = new File([new Uint8Array(await book.xlsx.writeBuffer())], 'clients.xlsx');
    const inGroup = () =>
      db.select({ n: count() }).from(workgroupClients).where(eq(workgroupClients.workgroupId, group!.id));
    const before = (await inGroup())[0]!.n;

    const t = performance.now();
    const measured = await peakMemory(() =>
      client(token).call(workgroupTransfer.importClients, { body: { file, workgroup_id: group!.id } }),
    );
    const ms = performance.now() - t;
    const answer = measured.result;
    const after = (await inGroup())[0]!.n;
    const [assigned] = await db
      .select({ n: count() })
      .from(workgroupClients)
      .where(and(eq(workgroupClients.workgroupId, group!.id), eq(workgroupClients.memberId, seller!.id)));

    console.log(
      `Clients import of ${ROWS.toLocaleString('en')} rows (.xlsx, ${mib(file.size)}): ${Math.round(ms)} ms server time, ${answer.data.created} created, ${answer.data.updated} updated, ${answer.data.refused.length} refused (workgroup clients ${before} → ${after}, ${assigned!.n} assigned to the member)`,
    );
    console.log(
      `  peak RSS ${mib(measured.rss)} (+${mib(measured.rss - measured.base.rss)} over the ${mib(measured.base.rss)} before), peak JS heap ${mib(measured.heap)} (+${mib(measured.heap - measured.base.heapUsed)})`,
    );
  } finally {
    await close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchClientsImport();
