/**
 * The photographic proposal as a PDF, built on the device (product.md §2 "/proposals/{id}/photografic", §9 PDF
 * export defaults; issue 16 "generated on the device so it works offline from the photos the device holds"), with
 * jsPDF (a well-kept library, loaded only when a PDF is made: import this module dynamically).
 *
 * Layout (spec §9 defaults, `PDF_DEFAULTS`): A4 portrait; the content is laid out 800 px wide and drawn at
 * quality 2 (photos are resampled to at most 1,600 px wide), photos embedded as JPEG at 0.98. Page 1 is the
 * cover: proposal, client, seller, dates, units, totals in the proposal's currency. Then one page per unit line:
 * its title and SKU, the photo (or a framed "no photo on this device"), address, city and state, map position
 * (latitude, longitude and a link that opens it in a maps app), media type and size, dates and days, price per day
 * and the line's total.
 *
 * Pure apart from jsPDF: the caller gives the photos (`photoOf`, bytes already JPEG or PNG) and the texts in the
 * interface's language, so the module runs the same in a page, a worker and a test.
 */
import { jsPDF } from 'jspdf';
import type { Proposal, ProposalLine } from '#src/api/contract/sales.ts';

/** Spec §9 PDF export defaults. */
export const PDF_DEFAULTS = {
  format: 'a4',
  orientation: 'portrait',
  /** Drawing scale (html2canvas `scale` in the spec's terms): photos at up to 2 × the content width. */
  quality: 2,
  /** Content width the page is laid out at, CSS pixels. */
  contentWidthPx: 800,
  /** JPEG quality of the embedded photos. */
  jpegQuality: 0.98,
} as const;

/** Widest photo embedded, pixels (content width × quality). */
export const MAX_PHOTO_WIDTH_PX = PDF_DEFAULTS.contentWidthPx * PDF_DEFAULTS.quality;

/** A photo ready to embed: its bytes (JPEG or PNG) and pixel size. */
export interface PdfPhoto {
  bytes: Uint8Array;
  format: 'JPEG' | 'PNG';
  width: number;
  height: number;
}

/** The texts of the document, in the interface's language. */
export interface PdfTexts {
  title: string;
  client: string;
  seller: string;
  dates: string;
  units: string;
  subtotal: string;
  discount: string;
  total: string;
  address: string;
  position: string;
  openInMaps: string;
  mediaType: string;
  size: string;
  days: string;
  pricePerDay: string;
  lineTotal: string;
  noPhoto: string;
  page: (n: number, of: number) => string;
}

export interface PhotographicPdfInput {
  proposal: Proposal;
  /** The photo of a line's unit from the device, or null (the page says so). */
  photoOf: (line: ProposalLine) => Promise<PdfPhoto | null>;
  texts: PdfTexts;
  /** Money as the screens show it, e.g. `MXN 1.234,50`. */
  money: (value: number) => string;
  /** A date as the screens show it. */
  date: (iso: string) => string;
  /** Called after each page (pages done, pages in all), for a progress bar. */
  onProgress?: (done: number, total: number) => void;
}

const PAGE_W = 210;
const PAGE_H = 297;
const MARGIN = 15;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const PHOTO_MAX_H = 120;

function header(doc: jsPDF, title: string, subtitle: string): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.text(doc.splitTextToSize(title, CONTENT_W) as string[], MARGIN, MARGIN + 6);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  doc.setTextColor(90);
  doc.text(subtitle, MARGIN, MARGIN + 14);
  doc.setTextColor(0);
  return MARGIN + 20;
}

/** Label: value rows from `y`; returns the next y. */
function facts(doc: jsPDF, rows: readonly (readonly [string, string])[], y: number): number {
  doc.setFontSize(11);
  let at = y;
  for (const [label, value] of rows) {
    doc.setFont('helvetica', 'bold');
    doc.text(label, MARGIN, at);
    doc.setFont('helvetica', 'normal');
    const lines = doc.splitTextToSize(value, CONTENT_W - 45) as string[];
    doc.text(lines, MARGIN + 45, at);
    at += 6 * Math.max(1, lines.length);
  }
  return at;
}

function unitPage(doc: jsPDF, line: ProposalLine, photo: PdfPhoto | null, input: PhotographicPdfInput): void {
  const { texts, money, date } = input;
  const u = line.unit;
  let y = header(doc, u.title, `${u.sku} · ${u.provider.name}`);
  if (photo) {
    // as wide as the content (800 px), no taller than PHOTO_MAX_H, aspect kept
    let w = CONTENT_W;
    let h = (w * photo.height) / photo.width;
    if (h > PHOTO_MAX_H) [w, h] = [(PHOTO_MAX_H * photo.width) / photo.height, PHOTO_MAX_H];
    doc.addImage(photo.bytes, photo.format, MARGIN + (CONTENT_W - w) / 2, y, w, h, undefined, 'FAST');
    y += h + 8;
  } else {
    doc.setDrawColor(180);
    doc.rect(MARGIN, y, CONTENT_W, 40);
    doc.setTextColor(120);
    doc.text(texts.noPhoto, PAGE_W / 2, y + 22, { align: 'center' });
    doc.setTextColor(0);
    y += 48;
  }
  const position = `${u.lat.toFixed(5)}, ${u.lng.toFixed(5)}`;
  y = facts(
    doc,
    [
      [texts.address, `${u.address} · ${u.city}, ${u.state}`],
      [texts.position, position],
      [texts.mediaType, u.media_type.name],
      [texts.size, u.unit_type ?? '—'],
      [texts.dates, `${date(line.start_date)} – ${date(line.end_date)} (${line.days} ${texts.days})`],
      [texts.pricePerDay, money(line.price_per_day)],
      [texts.lineTotal, money(line.total)],
    ],
    y,
  );
  doc.setTextColor(30, 80, 160);
  doc.textWithLink(texts.openInMaps, MARGIN, y + 2, {
    url: `https://www.openstreetmap.org/?mlat=${u.lat}&mlon=${u.lng}#map=17/${u.lat}/${u.lng}`,
  });
  doc.setTextColor(0);
}

/** Builds the document (module doc). Resolves to a PDF Blob; photos the device lacks are said on their page. */
export async function buildPhotographicPdf(input: PhotographicPdfInput): Promise<Blob> {
  const { proposal: p, texts, money, date } = input;
  const doc = new jsPDF({
    orientation: PDF_DEFAULTS.orientation,
    unit: 'mm',
    format: PDF_DEFAULTS.format,
    compress: true,
  });
  doc.setProperties({ title: p.name, subject: texts.title, creator: 'Pauta' });
  const pages = p.units.length + 1;
  const y = header(doc, p.name, texts.title);
  facts(
    doc,
    [
      [texts.client, p.client_name],
      [texts.seller, p.seller_name ?? '—'],
      [texts.dates, p.start_date && p.end_date ? `${date(p.start_date)} – ${date(p.end_date)}` : '—'],
      [texts.units, String(p.units.length)],
      [texts.subtotal, money(p.subtotal)],
      ...(p.discount > 0 ? [[texts.discount, money(p.discount)] as const] : []),
      [texts.total, money(p.total)],
    ],
    y + 4,
  );
  input.onProgress?.(1, pages);
  for (const [i, line] of p.units.entries()) {
    doc.addPage();
    unitPage(doc, line, await input.photoOf(line), input);
    input.onProgress?.(i + 2, pages);
  }
  for (let n = 1; n <= pages; n++) {
    doc.setPage(n);
    doc.setFontSize(9);
    doc.setTextColor(120);
    doc.text(texts.page(n, pages), PAGE_W - MARGIN, PAGE_H - 8, { align: 'right' });
  }
  return doc.output('blob');
}
