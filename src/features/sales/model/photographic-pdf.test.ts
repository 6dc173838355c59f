/**
 * The photographic PDF (issue 16): built with jsPDF from a proposal and the photos the device holds, parsed back
 * with pdf.js — a cover and one page per unit, each unit page with its photo (or the "no photo" note), A4 portrait.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Proposal } from '#src/api/contract/sales.ts';
import { makeLine, PDF_TEXTS } from '../testing/fixtures.ts';
import { buildPhotographicPdf, PDF_DEFAULTS } from './photographic-pdf.ts';

const texts = PDF_TEXTS;

const line = (i: number) =>
  makeLine(
    i,
    { segment_id: i < 10 ? 1 : 2, end_date: '2027-03-15', price_per_day: 100, days: 15, total: 1500 },
    {
      title: `Valla Reforma ${i}`,
      address: `Av. Reforma ${i}`,
      lat: 19.43,
      lng: -99.15,
      country_id: 1,
      state: 'Ciudad de México',
      unit_type: 'Valla 12x4',
      provider: { id: 1, name: 'Medios del Valle' },
      photo_url: `/api/files/get/${i}`,
    },
  );

const proposal = (n: number): Proposal => ({
  id: 1,
  name: 'Lanzamiento ñandú',
  client_id: 5,
  client_name: 'Cliente Demo',
  seller_id: 2,
  seller_name: 'Vendedor Demo',
  package_id: null,
  status: 'draft',
  notes: '',
  start_date: '2027-03-01',
  end_date: '2027-03-31',
  checked_at: null,
  currency: 'MXN',
  discounts: [],
  subtotal: 1500 * n,
  discount: 0,
  total: 1500 * n,
  segments: [],
  units: Array.from({ length: n }, (_, i) => line(i + 1)),
  files: [],
  created_at: '2026-11-25T09:00:00Z',
  updated_at: '2026-11-25T09:00:00Z',
});

/** pdf.js needs Promise.withResolvers and ArrayBuffer#transferToFixedLength (Node 22+); this Node may lack them. */
async function pdfjs() {
  const AB = ArrayBuffer.prototype as unknown as { transferToFixedLength?: (n?: number) => ArrayBuffer };
  AB.transferToFixedLength ??= function (this: ArrayBuffer, n?: number) {
    const copy = new ArrayBuffer(n ?? this.byteLength);
    new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(this.byteLength, copy.byteLength)));
    return copy;
  };
  const P = Promise as unknown as { withResolvers?: () => unknown };
  P.withResolvers ??= () => {
    let resolve!: (v: unknown) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise((a, b) => {
      resolve = a;
      reject = b;
    });
    return { promise, resolve, reject };
  };
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

describe('photographic PDF (spec §9 defaults)', () => {
  it('has a cover and one A4 page per unit with its photo, and says when the device has none', async () => {
    const jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a7' } })
      .jpeg({ quality: Math.round(PDF_DEFAULTS.jpegQuality * 100) })
      .toBuffer();
    const progress: number[] = [];
    const blob = await buildPhotographicPdf({
      proposal: proposal(20),
      photoOf: async (l) =>
        l.id === 7 ? null : { bytes: new Uint8Array(jpeg), format: 'JPEG', width: 320, height: 200 },
      texts,
      money: (v) => `MXN ${v.toFixed(2)}`,
      date: (d) => d,
      onProgress: (done) => progress.push(done),
    });
    expect(blob.type).toBe('application/pdf');
    expect(progress.at(-1)).toBe(21);
    const { getDocument, OPS } = await pdfjs();
    const pdf = await getDocument({
      data: new Uint8Array(await blob.arrayBuffer()),
      standardFontDataUrl: `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/`,
    }).promise;
    expect(pdf.numPages).toBe(21);
    const images: number[] = [];
    const words: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const [, , w, h] = page.view;
      expect([Math.round(w!), Math.round(h!)]).toEqual([595, 842]);
      const ops = await page.getOperatorList();
      images.push(ops.fnArray.filter((f) => f === OPS.paintImageXObject).length);
      words.push((await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '));
    }
    expect(images[0]).toBe(0);
    expect(images.slice(1).filter((c) => c === 1)).toHaveLength(19);
    expect(images[7]).toBe(0);
    expect(words[7]).toContain('Sin foto en este dispositivo');
    expect(words[1]).toContain('Valla Reforma 1');
    expect(words[0]).toContain('Lanzamiento ñandú');
    expect(words[20]).toContain('Página 21 de 21');
  });
});
