/**
 * A campaign's report files (contract src/api/contract/campaign-reports.ts `downloadReport`, `poisReport`;
 * api-catalogue.md "Campaigns": `{id}/download-report` (file), `{id}/pois_report?number=n` (file); issue 18):
 * - the campaign report, an A4 PDF made with pdfkit (house style of contracts/contract-pdfs.ts, standard Helvetica
 *   so no font file is read): title block (client, status, type, period, countries), the figures of the cart's
 *   quote (units, audience per day, investment, taxes, credit, total — in the currency its countries share), the
 *   budget by media type, then one row per cart unit (title, SKU, media type, city, start, end, days, price per
 *   day, total, proof-of-posting photos from the field work), the header repeated on each page;
 * - the POI report, a genuine .xlsx (exceljs streaming `WorkbookWriter`, contracts/contract-xlsx.ts style): one row
 *   per cart unit × nearest point of interest (audience.ts `nearestPois`), typed cells (numbers, distance in
 *   metres), header row in the document's language.
 * Dates DD/MM/YYYY and money with dot thousands and comma decimals (spec §9).
 */
import { PassThrough } from 'node:stream';
import { count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import PdfKitDocument from 'pdfkit';
import type { Locale } from '#src/api/contract/common.ts';
import { formatDate } from '#src/lib/dates.ts';
import { formatMoney } from '#src/lib/money.ts';
import type { Db } from '#server/db/client.ts';
import { cities, mediaTypes, orderJobItemPhotos, orderJobItems, orderJobs, users } from '#server/db/schema.ts';
import { BOARD_WORDS, type BoardWords } from '#server/i18n/boards.ts';
import { campaignCurrencies, type CampaignRow } from '../campaign-view/scope.ts';
import { cartOf, quoteOf } from '../campaign-view/pricing.ts';
import { chosenPois, nearestPois } from './audience.ts';
import { budgetRows } from './reads.ts';

type Pdf = InstanceType<typeof PdfKitDocument>;
const ROW_H = 13;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';

/** `text` cut with an ellipsis to fit `width` points in the current font. */
function fit(pdf: Pdf, text: string, width: number): string {
  if (pdf.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && pdf.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** A table row at the current y, each cell cut to its column; then moves below it. */
function tableRow(pdf: Pdf, widths: readonly number[], cells: readonly string[], bold = false, right = 5) {
  const y = pdf.y;
  let x = pdf.page.margins.left;
  pdf.font(bold ? BOLD : FONT);
  widths.forEach((width, i) => {
    pdf.text(fit(pdf, cells[i] ?? '', width - 4), x + 2, y, {
      width: width - 4,
      align: i >= right ? 'right' : 'left',
      lineBreak: false,
    });
    x += width;
  });
  pdf.x = pdf.page.margins.left;
  pdf.y = y + ROW_H;
}

/** A table with its header repeated on each new page; columns from `right` on are right-aligned. */
function table(pdf: Pdf, head: readonly string[], widths: readonly number[], rows: string[][], right: number) {
  const header = () => tableRow(pdf, widths, head, true, right);
  if (pdf.y + 3 * ROW_H > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
  header();
  for (const cells of rows) {
    if (pdf.y + ROW_H > pdf.page.height - pdf.page.margins.bottom) {
      pdf.addPage();
      header();
    }
    tableRow(pdf, widths, cells, false, right);
  }
}

/** Proof-of-posting photos per unit from the campaign's order jobs. */
async function photosPerUnit(db: Db, campaignId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ unitId: orderJobItems.unitId, n: count(orderJobItemPhotos.id) })
    .from(orderJobItemPhotos)
    .innerJoin(orderJobItems, eq(orderJobItems.id, orderJobItemPhotos.orderJobItemId))
    .innerJoin(orderJobs, eq(orderJobs.id, orderJobItems.orderJobId))
    .where(eq(orderJobs.campaignId, campaignId))
    .groupBy(orderJobItems.unitId);
  return new Map(rows.map((r) => [r.unitId, Number(r.n)]));
}

const statusWord = (w: BoardWords, status: string) => (w as Record<string, string>)[`status_${status}`] ?? status;
const typeWord = (w: BoardWords, type: string) => (w as Record<string, string>)[`type_${type}`] ?? type;

/**
 * Renders the campaign report (module doc).
 * @param now when it is generated (printed in UTC)
 * @returns the PDF bytes
 */
export async function renderCampaignReport(db: Db, campaign: CampaignRow, locale: Locale, now: Date): Promise<Buffer> {
  const w = BOARD_WORDS[locale];
  const cart = await cartOf(db, campaign.id);
  const quote = await quoteOf(db, campaign, cart);
  const currency = (await campaignCurrencies(db, [campaign.id])).get(campaign.id) ?? null;
  const money = (pesos: number, code: string | null = currency) => formatMoney(pesos, code ? { currency: code } : {});
  const budget = await budgetRows(db, campaign, locale);
  const photos = await photosPerUnit(db, campaign.id);
  const [client] = await db.select({ name: users.name }).from(users).where(eq(users.id, campaign.clientId));
  const typeIds = [...new Set(cart.map((l) => l.unit.mediaTypeId))];
  const cityIds = [...new Set(cart.map((l) => l.unit.cityId))];
  const typeNames = new Map(
    (typeIds.length ? await db.select().from(mediaTypes).where(inArray(mediaTypes.id, typeIds)) : []).map((m) => [
      m.id,
      locale === 'en' ? m.nameEn : m.name,
    ]),
  );
  const cityNames = new Map(
    (cityIds.length ? await db.select().from(cities).where(inArray(cities.id, cityIds)) : []).map((c) => [
      c.id,
      c.name,
    ]),
  );

  const pdf = new PdfKitDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: `${w.campaignReport} — ${campaign.name}`, Author: 'Pauta' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));

  pdf.font(BOLD).fontSize(16).text(`${w.campaignReport} — ${campaign.name}`);
  pdf.moveDown(0.5).fontSize(9);
  const facts: [string, string][] = [
    [w.client, client?.name ?? w.none],
    [w.status, statusWord(w, campaign.status)],
    [w.type, typeWord(w, campaign.campaignType)],
    [
      w.period,
      campaign.startDate && campaign.endDate
        ? `${formatDate(campaign.startDate)} – ${formatDate(campaign.endDate)}`
        : w.none,
    ],
    [w.countries, budget.countries.map((c) => c.country).join(', ') || w.none],
    [w.generated, `${formatDate(now.toISOString().slice(0, 10))} ${now.toISOString().slice(11, 16)} UTC`],
  ];
  for (const [label, value] of facts) pdf.font(BOLD).text(`${label}: `, { continued: true }).font(FONT).text(value);

  pdf.moveDown(0.5).font(BOLD).fontSize(11).text(w.figures).fontSize(9);
  const daily = cart.reduce((s, l) => s + l.unit.dailyTraffic, 0);
  const figures: [string, string][] = [
    [w.units, String(cart.length)],
    [w.dailyAudience, String(daily)],
    [w.investment, money(quote.investment)],
    [w.taxes, money(quote.taxes)],
    [w.credit, money(quote.credit)],
    [w.total, money(quote.total)],
  ];
  for (const [label, value] of figures) pdf.font(BOLD).text(`${label}: `, { continued: true }).font(FONT).text(value);

  if (budget.data.length) {
    pdf.moveDown(0.5).font(BOLD).fontSize(11).text(w.budgetByMediaType).fontSize(9);
    table(
      pdf,
      [w.country, w.mediaType, '%', w.budget, w.spent],
      [150, 150, 60, 140, 140],
      budget.data.map((r) => [
        r.country,
        r.media_type,
        r.percent === null ? w.none : String(r.percent),
        r.budget === null ? w.none : money(r.budget, r.currency),
        money(r.spent, r.currency),
      ]),
      2,
    );
  }

  pdf.moveDown(0.5).font(BOLD).fontSize(11).text(w.cart).fontSize(8);
  table(
    pdf,
    [w.title, w.sku, w.mediaType, w.city, w.start, w.end, w.days, w.pricePerDay, w.total, w.photos],
    [170, 80, 80, 80, 58, 58, 34, 90, 90, 30],
    cart.map(({ line, unit }, i) => [
      unit.title,
      unit.sku,
      typeNames.get(unit.mediaTypeId) ?? '',
      cityNames.get(unit.cityId) ?? '',
      formatDate(line.startDate),
      formatDate(line.endDate),
      String(quote.lines[i]?.duration ?? 0),
      money(line.price),
      money(quote.lines[i]?.total_price ?? 0),
      String(photos.get(unit.id) ?? 0),
    ]),
    6,
  );
  pdf.end();
  return bytes;
}

/**
 * Writes the POI report (module doc) for the cart's units, `n` POIs each.
 * @returns the .xlsx bytes
 */
export async function renderPoisReport(
  db: Db,
  campaign: CampaignRow,
  n: number,
  locale: Locale,
  now: Date,
): Promise<Buffer> {
  const w = BOARD_WORDS[locale];
  const cart = await cartOf(db, campaign.id);
  const chosen = await chosenPois(db, campaign);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.creator = 'Pauta';
  book.created = now;
  const sheet = book.addWorksheet(w.poisSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [10, 38, 16, 6, 34, 18, 14].map((width) => ({ width }));
  const header = sheet.addRow([w.id, w.title, w.sku, w.position, w.poi, w.category, w.distance]);
  header.font = { bold: true };
  header.commit();
  const seen = new Set<number>();
  for (const { unit } of cart) {
    if (seen.has(unit.id)) continue;
    seen.add(unit.id);
    const near = await nearestPois(db, unit, n, chosen.length ? chosen : undefined);
    near.forEach((p, i) => {
      const row = sheet.addRow([unit.id, unit.title, unit.sku, i + 1, p.name, p.category, p.distance_m]);
      row.getCell(1).numFmt = '0';
      row.getCell(4).numFmt = '0';
      row.getCell(7).numFmt = '#,##0';
      row.commit();
    });
  }
  sheet.commit();
  await book.commit();
  await finished;
  return Buffer.concat(chunks);
}
