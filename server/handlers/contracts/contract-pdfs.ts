/**
 * A contract's PDF documents, made with pdfkit (api-catalogue.md "Contracts" file downloads; product.md §3
 * "Contract: … technical sheet, lease document"; issue 17; docs/contracts-billing.md "Downloads and order jobs"):
 * - the technical sheet (GET /contracts/{id}/download-technical-sheet): A4 landscape; the title block (contract,
 *   campaign, client, owner, status, reference, currency, period) and a table with one row per unit — title, sku,
 *   media type, city, address, side, start, end, days, price per day, print price, spots, total — repeated
 *   header on every page, then the totals (units subtotal and other costs when there are any, total);
 * - the lease document (GET /contracts/{id}/download-lease-document): A4 portrait; the parties — the client as
 *   lessee, the media owners of its units as lessors, the platform (Pauta) as intermediary with the seller in
 *   charge —, the purpose, the units with their periods, days, spots and amounts, the total with its currency,
 *   and the signature lines.
 * Words in the document's language (server/i18n/contract-work.ts); dates DD/MM/YYYY and money with dot thousands
 * and comma decimals (spec §9, src/lib/dates.ts `formatDate`, src/lib/money.ts `formatMoney`); amounts summed in
 * centavos (contract-document-data.ts). Standard PDF fonts (Helvetica), so no font file is read.
 */
import PdfKitDocument from 'pdfkit';
import { fromMinor } from '#src/domain/contract-rules.ts';
import { formatDate } from '#src/lib/dates.ts';
import { formatMoney } from '#src/lib/money.ts';
import type { ContractDocument } from './contract-document-data.ts';

type Pdf = InstanceType<typeof PdfKitDocument>;
interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

const ROW_H = 13;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** A new document and the promise of its bytes once `end()` is called. */
function open(layout: 'portrait' | 'landscape', margin: number, title: string): { pdf: Pdf; bytes: Promise<Buffer> } {
  const pdf = new PdfKitDocument({ size: 'A4', layout, margin, info: { Title: title, Author: 'Pauta' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  return { pdf, bytes };
}

/** `text` cut with an ellipsis to fit `width` points in the current font. */
function fit(pdf: Pdf, text: string, width: number): string {
  if (pdf.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && pdf.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * One table row at the current y, then moves below it: body cells are cut to their column on one line; header
 * cells (`header`) wrap inside their column, and the row is as tall as its tallest cell.
 */
function tableRow(pdf: Pdf, columns: readonly Column[], cells: readonly string[], header = false) {
  const y = pdf.y;
  let x = pdf.page.margins.left;
  let height = ROW_H;
  pdf.font(header ? BOLD : FONT);
  columns.forEach((col, i) => {
    const inner = col.width - 4;
    const text = header ? (cells[i] ?? '') : fit(pdf, cells[i] ?? '', inner);
    const options = { width: inner, align: col.align ?? 'left', lineBreak: header } as const;
    if (header) height = Math.max(height, pdf.heightOfString(text, options) + 3);
    pdf.text(text, x + 2, y, options);
    x += col.width;
  });
  pdf.x = pdf.page.margins.left;
  pdf.y = y + height;
}

/** A table with its header repeated on each new page. */
function table(pdf: Pdf, columns: readonly Column[], rows: Iterable<readonly string[]>) {
  const width = columns.reduce((s, c) => s + c.width, 0);
  const header = () => {
    // never a header alone at the foot of a page
    if (pdf.y + 3 * ROW_H > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
    tableRow(
      pdf,
      columns,
      columns.map((c) => c.title),
      true,
    );
    pdf
      .moveTo(pdf.page.margins.left, pdf.y - 2)
      .lineTo(pdf.page.margins.left + width, pdf.y - 2)
      .lineWidth(0.5)
      .stroke();
  };
  header();
  for (const cells of rows) {
    if (pdf.y + ROW_H > pdf.page.height - pdf.page.margins.bottom) {
      pdf.addPage();
      header();
    }
    tableRow(pdf, columns, cells);
  }
}

/** Label: value lines of the title block. */
function facts(pdf: Pdf, lines: readonly [string, string][]) {
  for (const [label, value] of lines) {
    pdf.font(BOLD).text(`${label}: `, { continued: true }).font(FONT).text(value);
  }
}

const money = (pesos: number, currency: string | null) => formatMoney(pesos, currency ? { currency } : {});
const period = (doc: ContractDocument) =>
  doc.contract.start_date && doc.contract.end_date
    ? `${formatDate(doc.contract.start_date)} – ${formatDate(doc.contract.end_date)}`
    : doc.words.none;

/** The totals lines under a table, right-aligned: subtotal and other costs when there are any, then the total. */
function totals(pdf: Pdf, doc: ContractDocument, right: number) {
  const { words: w, contract: c } = doc;
  const lines: [string, number][] = doc.otherMinor
    ? [
        [w.unitsSubtotal, doc.unitsMinor],
        [w.otherCosts, doc.otherMinor],
      ]
    : [];
  lines.push([w.total, doc.unitsMinor + doc.otherMinor]);
  pdf.moveDown(0.5);
  for (const [label, minor] of lines) {
    if (pdf.y + ROW_H > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
    const left = pdf.page.margins.left;
    pdf
      .font(label === w.total ? BOLD : FONT)
      .text(`${label}: ${money(fromMinor(minor), c.currency)}`, left, pdf.y, { width: right - left, align: 'right' });
  }
  pdf.x = pdf.page.margins.left;
}

/**
 * Renders the technical sheet.
 * @param doc the contract to print (contract-document-data.ts)
 * @param now when it is generated (printed in UTC)
 * @returns the PDF bytes
 */
export async function renderTechnicalSheetPdf(doc: ContractDocument, now: Date): Promise<Buffer> {
  const { contract: c, words: w } = doc;
  const title = `${w.technicalSheet} — ${w.contract} ${c.id}`;
  const { pdf, bytes } = open('landscape', 36, title);
  pdf.font(BOLD).fontSize(16).text(title).moveDown(0.3).fontSize(9);
  facts(pdf, [
    [w.campaign, c.name],
    [w.client, c.client_name],
    [w.owner, c.owner_name ?? w.none],
    [w.status, doc.statusName],
    [w.reference, c.reference || w.none],
    [w.currency, c.currency ?? w.none],
    [w.period, period(doc)],
    [w.generated, `${now.toISOString().replace('T', ' ').slice(0, 16)} UTC`],
  ]);
  pdf.moveDown(0.8).fontSize(7.5);
  const columns: Column[] = [
    { title: w.unit, width: 115 },
    { title: w.sku, width: 68 },
    { title: w.mediaType, width: 62 },
    { title: w.city, width: 58 },
    { title: w.address, width: 105 },
    { title: w.side, width: 26 },
    { title: w.start, width: 46 },
    { title: w.end, width: 46 },
    { title: w.days, width: 26, align: 'right' },
    { title: w.pricePerDay, width: 56, align: 'right' },
    { title: w.printPrice, width: 56, align: 'right' },
    { title: w.spots, width: 40, align: 'right' },
    { title: w.total, width: 66, align: 'right' },
  ];
  table(
    pdf,
    columns,
    doc.units.map((u) => [
      u.title,
      u.sku,
      u.media_type,
      u.city,
      u.address,
      u.side,
      formatDate(u.start_date),
      formatDate(u.end_date),
      String(u.days),
      formatMoney(u.price),
      formatMoney(u.print_price),
      String(u.spots),
      formatMoney(u.total),
    ]),
  );
  pdf.fontSize(9);
  totals(pdf, doc, pdf.page.margins.left + columns.reduce((s, col) => s + col.width, 0));
  pdf.end();
  return bytes;
}

/**
 * Renders the lease document.
 * @param doc the contract to print (contract-document-data.ts)
 * @param now when it is generated (its date, DD/MM/YYYY, UTC)
 * @returns the PDF bytes
 */
export async function renderLeasePdf(doc: ContractDocument, now: Date): Promise<Buffer> {
  const { contract: c, words: w } = doc;
  const title = `${w.lease} — ${w.contract} ${c.id}`;
  const { pdf, bytes } = open('portrait', 56, title);
  const width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
  pdf.font(BOLD).fontSize(15).text(w.lease).fontSize(10).moveDown(0.3);
  facts(pdf, [
    [w.contract, `${c.id}${c.reference ? ` (${w.reference} ${c.reference})` : ''}`],
    [w.campaign, c.name],
    [w.status, doc.statusName],
    [w.period, period(doc)],
    [w.generated, formatDate(now.toISOString().slice(0, 10))],
  ]);

  pdf.moveDown(0.8).font(BOLD).fontSize(12).text(w.parties).fontSize(10).moveDown(0.2);
  facts(pdf, [
    [w.lessee, c.client_name],
    [w.lessors, doc.providers.join(', ') || w.none],
    [w.platform, 'Pauta'],
    [w.seller, c.owner_name ?? w.none],
  ]);

  pdf.moveDown(0.8).font(BOLD).fontSize(12).text(w.object).fontSize(10).moveDown(0.2);
  pdf.font(FONT).text(w.objectText, { width, align: 'justify' });

  pdf.moveDown(0.8).font(BOLD).fontSize(12).text(w.amounts).moveDown(0.3).fontSize(8);
  const columns: Column[] = [
    { title: w.unit, width: 150 },
    { title: w.city, width: 70 },
    { title: w.period, width: 100 },
    { title: w.days, width: 35, align: 'right' },
    { title: w.spots, width: 35, align: 'right' },
    { title: w.total, width: width - 390, align: 'right' },
  ];
  table(
    pdf,
    columns,
    doc.units.map((u) => [
      `${u.title} (${u.sku})`,
      u.city,
      `${formatDate(u.start_date)} – ${formatDate(u.end_date)}`,
      String(u.days),
      String(u.spots),
      money(u.total, c.currency),
    ]),
  );
  pdf.fontSize(10);
  totals(pdf, doc, pdf.page.margins.left + width);
  pdf
    .moveDown(0.8)
    .font(FONT)
    .text(
      w.totalText.replace('{total}', money(fromMinor(doc.unitsMinor + doc.otherMinor), c.currency)),
      pdf.page.margins.left,
      pdf.y,
      { width },
    );

  if (pdf.y + 120 > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
  pdf.moveDown(2).font(BOLD).fontSize(12).text(w.signatures).moveDown(3).fontSize(9).font(FONT);
  const y = pdf.y;
  const half = (width - 40) / 2;
  for (const [i, name] of [
    [0, `${w.lessee}: ${c.client_name}`],
    [1, `${w.platform}: Pauta — ${c.owner_name ?? w.none}`],
  ] as const) {
    const x = pdf.page.margins.left + i * (half + 40);
    pdf
      .moveTo(x, y)
      .lineTo(x + half, y)
      .lineWidth(0.5)
      .stroke();
    pdf.text(name, x, y + 4, { width: half });
  }
  pdf.end();
  return bytes;
}
