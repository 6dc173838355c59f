/**
 * `npm run bench` (reports part, issue 18 "Benchmark: … an xlsx export of 50,000 rows (time, peak RSS)"; "Large
 * exports stream (constant memory)"): a report table of 10,000 and of 50,000 rows (the campaigns report's columns:
 * client, executive, status, type, first and last day, units, unit-days, total in MXN) written as the export answers
 * it — `streamedWorkbook` (server/handlers/reports/xlsx.ts), its body read to the end as a client would, each chunk
 * let go — and, to compare, the same workbook gathered into one buffer (`renderReportXlsx`).
 * Reports per size: time (median of 3 after a warm-up), file size, peak RSS and peak JS heap over the baseline taken
 * with the table already in memory (so the figures are the export's own cost; RSS sampled every 5 ms by a worker
 * thread since the writer keeps the main thread busy). Constant memory shows as a peak that does not grow with the
 * rows when streamed. Run alone with `node --expose-gc --import tsx scripts/bench-report-export.ts`.
 */
import { pathToFileURL } from 'node:url';
import type { ReportTable } from '#src/api/contract/reports/shapes.ts';
import { renderReportXlsx, streamedWorkbook } from '#server/handlers/reports/xlsx.ts';
import { peakMemory } from './bench-memory.ts';

const mib = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MiB`;
const STATUSES = ['contracted', 'finished', 'reserved', 'in_progress'];

/** A campaigns report of `n` rows (deterministic values). */
function table(n: number): ReportTable {
  const rows = Array.from({ length: n }, (_, i) => ({
    campaign: `Campaña ${i + 1} · Temporada de verano`,
    client: `Cliente ${(i % 400) + 1} S.A. de C.V.`,
    executive: `Vendedor ${(i % 25) + 1}`,
    status: STATUSES[i % 4]!,
    start: `2026-${String((i % 12) + 1).padStart(2, '0')}-01`,
    end: `2026-${String((i % 12) + 1).padStart(2, '0')}-28`,
    units: (i % 30) + 1,
    unit_days: ((i % 30) + 1) * 28,
    total: Math.round(((i % 997) + 1) * 1234.5) / 100,
  }));
  const sum = (k: 'units' | 'unit_days' | 'total') => rows.reduce((t, r) => t + r[k], 0);
  return {
    kind: 'campaigns',
    title: 'Campañas',
    columns: [
      { key: 'campaign', label: 'Campaña', type: 'text', summed: false },
      { key: 'client', label: 'Cliente', type: 'text', summed: false },
      { key: 'executive', label: 'Ejecutivo', type: 'text', summed: false },
      { key: 'status', label: 'Estado', type: 'text', summed: false },
      { key: 'start', label: 'Inicio', type: 'date', summed: false },
      { key: 'end', label: 'Fin', type: 'date', summed: false },
      { key: 'units', label: 'Unidades', type: 'number', summed: true },
      { key: 'unit_days', label: 'Unidades-día', type: 'number', summed: true },
      { key: 'total', label: 'Total', type: 'money', summed: true },
    ],
    rows,
    totals: { units: sum('units'), unit_days: sum('unit_days'), total: Math.round(sum('total') * 100) / 100 },
    currency: 'MXN',
    currencies: ['MXN'],
    filter: { from: '2026-01-01', to: '2026-12-31' },
    generated_at: new Date().toISOString(),
  };
}

/** Reads a streamed answer to its end, keeping only the byte count. */
async function drain(response: Response): Promise<number> {
  const reader = response.body!.getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    bytes += value.byteLength;
  }
}

/** Peak RSS and JS heap over the baseline while `work` runs, and what it returned (bytes). */
async function peakOf(work: () => Promise<number>): Promise<{ rss: number; heap: number; bytes: number }> {
  const p = await peakMemory(work);
  return { rss: p.rss - p.base.rss, heap: p.heap - p.base.heapUsed, bytes: p.result };
}

export async function benchReportExport(): Promise<void> {
  const now = new Date();
  for (const n of [10_000, 50_000]) {
    const t = table(n);
    const streamed = () => drain(streamedWorkbook(t, 'es', now, 'campaigns.xlsx', () => {}));
    const buffered = async () => (await renderReportXlsx(t, 'es', now)).byteLength;
    await streamed(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      await streamed();
      times.push(performance.now() - start);
    }
    const median = times.toSorted((a, b) => a - b)[1]!;
    const s = await peakOf(streamed);
    const b = await peakOf(buffered);
    console.log(
      `report export xlsx of ${n.toLocaleString('en')} rows (${mib(s.bytes)}): median ${median.toFixed(0)} ms (3 runs); ` +
        `streamed: peak RSS +${mib(s.rss)}, peak JS heap +${mib(s.heap)}; ` +
        `gathered in one buffer: peak RSS +${mib(b.rss)}, peak JS heap +${mib(b.heap)}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchReportExport();
