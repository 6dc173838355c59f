/**
 * The photo report of an order job (GET /order-jobs/{id}/photo-report,
 * api-catalogue.md "Order jobs"): an A4 PDF made with pdfkit — the job
 * (number, kind, status, technician, date, description), then one section
 * per live item (unit, address, side, task) with each proof-of-posting photo
 * at up to 240 × 180 pt, under it the capture time (UTC) and position
 * (latitude, longitude, ± metres) or "no position". Photos are read from
 * disk and converted to JPEG by sharp (pdfkit embeds JPEG and PNG only).
 * Readable by staff and the job's technician, like the photos themselves.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import PdfKitDocument from 'pdfkit';
import sharp from 'sharp';
import type { Locale } from '#src/api/contract/common.ts';
import type { OrderJobSummary } from '#src/api/contract/catalogue-lists.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { eq } from 'drizzle-orm';

const WORDS = {
  es: {
    title: 'Reporte fotográfico',
    job: 'Orden de trabajo',
    status: 'Estado',
    technician: 'Técnico',
    none: 'Sin asignar',
    date: 'Fecha',
    side: 'Cara',
    taken: 'Tomada',
    noPosition: 'Sin posición',
    noPhotos: 'Sin fotos',
    generated: 'Generado',
  },
  en: {
    title: 'Photo report',
    job: 'Order job',
    status: 'Status',
    technician: 'Technician',
    none: 'Not assigned',
    date: 'Date',
    side: 'Side',
    taken: 'Taken',
    noPosition: 'No position',
    noPhotos: 'No photos',
    generated: 'Generated',
  },
} as const;

/** Largest photo box on the page, pt. */
const PHOTO_W = 240;
const PHOTO_H = 180;

async function photoJpeg(db: Db, dir: string, fileId: number): Promise<Buffer | null> {
  const [file] = await db.select().from(files).where(eq(files.id, fileId));
  if (!file) return null;
  const bytes = file.path
    ? await fs.readFile(path.join(dir, file.path)).catch(() => null)
    : file.data
      ? Buffer.from(file.data)
      : null;
  if (!bytes) return null;
  return sharp(bytes)
    .rotate()
    .resize(960, 960, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer()
    .catch(() => null);
}

/**
 * Renders the report.
 * @param job the job as the list answers it (live items with photos)
 * @returns the PDF bytes
 */
export async function renderPhotoReport(
  db: Db,
  config: ServerConfig,
  filesDir: string,
  job: OrderJobSummary,
  locale: Locale,
): Promise<Buffer> {
  const w = WORDS[locale];
  const doc = new PdfKitDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${w.title} — ${w.job} ${job.id}`, Author: 'Pauta' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fontSize(20).text(`${w.title} — ${w.job} ${job.id}`);
  doc
    .moveDown(0.3)
    .fontSize(10)
    .fillColor('#555')
    .text(
      `${w.status}: ${job.status} · ${w.technician}: ${job.technician?.name ?? w.none} · ${w.date}: ${job.scheduled_date}`,
    )
    .text(job.description)
    .text(`${w.generated}: ${config.now().toISOString().replace('T', ' ').slice(0, 16)} UTC`);
  doc.fillColor('black');

  for (const item of job.items) {
    if (doc.y > doc.page.height - 260) doc.addPage();
    doc.moveDown(1).fontSize(13).text(item.unit.title);
    doc
      .fontSize(9)
      .fillColor('#555')
      .text(`${item.unit.address} · ${w.side} ${item.side} · ${item.task}`)
      .fillColor('black');
    if (!item.photos.length) {
      doc.moveDown(0.3).fontSize(9).text(w.noPhotos);
      continue;
    }
    for (const photo of item.photos) {
      const jpeg = await photoJpeg(db, filesDir, Number(photo.url.split('/').pop()));
      if (doc.y > doc.page.height - PHOTO_H - 80) doc.addPage();
      doc.moveDown(0.5);
      const top = doc.y;
      if (jpeg) doc.image(jpeg, doc.page.margins.left, top, { fit: [PHOTO_W, PHOTO_H] });
      const taken = photo.taken_at ? `${photo.taken_at.replace('T', ' ').slice(0, 19)} UTC` : '—';
      const where =
        photo.lat !== null && photo.lng !== null
          ? `${photo.lat.toFixed(5)}, ${photo.lng.toFixed(5)}${photo.accuracy !== null ? ` (± ${Math.round(photo.accuracy)} m)` : ''}`
          : w.noPosition;
      doc
        .fontSize(9)
        .text(`${w.taken}: ${taken}`, doc.page.margins.left + PHOTO_W + 16, top)
        .text(where);
      doc.x = doc.page.margins.left;
      doc.y = top + PHOTO_H + 4;
    }
  }
  doc.end();
  return done;
}
