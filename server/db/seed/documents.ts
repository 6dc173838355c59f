/**
 * Demo documents, FAQ and offers (issue 20; src/api/contract/documents.ts; GET /documents, /faq, /offers,
 * /getFile/{name}). The 4 products and services stay catalogue-extras.ts's.
 *
 * - 3 documents of the documents screen (a price list, a brand manual, the terms of service), each a small PDF in
 *   `files` owned by the demo manager, never shared (read by whoever may list documents);
 * - 6 FAQ entries in Spanish and English, positions 1..6;
 * - 3 offers, each a small PDF in `files`, shared (any signed-in account reads it), named by their unique
 *   `file_name` (the only names GET /getFile/{name} answers).
 * Deterministic: no randomness, ids explicit; file ids follow the highest file id of the batches before them.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import * as s from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { documentPdf } from './customer-documents.ts';
import { at } from './helpers.ts';

/** A seed batch (index.ts `Batch`). */
interface Batch {
  name: string;
  table: PgTable;
  rows: readonly Record<string, unknown>[];
  serial: boolean;
}

/** Documents: title, description, category, file name, day offset. */
const DOCUMENTS = [
  ['Lista de precios 2026', 'Tarifas de referencia por tipo de medio.', 'Comercial', 'lista-precios-2026.pdf', -90],
  ['Manual de marca', 'Uso del logotipo y de los colores de la plataforma.', 'Marca', 'manual-marca.pdf', -60],
  ['Términos del servicio', 'Condiciones de uso de la plataforma.', 'Legal', 'terminos-servicio.pdf', -30],
] as const;

/** FAQ: question and answer in Spanish, then in English. */
export const FAQ_ENTRIES = [
  [
    '¿Cómo creo una campaña?',
    'Desde Inicio, elija "Nueva campaña", defina fechas, presupuesto y países, y agregue unidades.',
    'How do I create a campaign?',
    'From Home, choose "New campaign", set dates, budget and countries, and add units.',
  ],
  [
    '¿Qué es una reserva?',
    'Una reserva aparta las unidades de una propuesta por unos días mientras se confirma la compra.',
    'What is a booking?',
    'A booking holds a proposal’s units for a few days while the purchase is confirmed.',
  ],
  [
    '¿Cómo subo el arte de mi campaña?',
    'En la campaña, abra "Artes" y suba un archivo por unidad o por medida.',
    'How do I upload my campaign’s artwork?',
    'In the campaign, open "Artwork" and upload one file per unit or per size.',
  ],
  [
    '¿Puedo trabajar sin conexión?',
    'Sí: lo que ya abrió se guarda en el dispositivo y sus cambios se envían al recuperar la conexión.',
    'Can I work offline?',
    'Yes: what you already opened is kept on the device and your changes are sent once you are back online.',
  ],
  [
    '¿Cómo pido un descuento?',
    'Desde la propuesta, use "Solicitar descuento"; un gerente lo aprueba o lo rechaza.',
    'How do I ask for a discount?',
    'From the proposal, use "Request discount"; a manager approves or rejects it.',
  ],
  [
    '¿Cómo cambio el idioma?',
    'En su perfil o en el menú de usuario, elija español o inglés.',
    'How do I change the language?',
    'In your profile or the user menu, choose Spanish or English.',
  ],
] as const;

/** Offers: Spanish title and description, English title and description, file name, valid until (days), created. */
const OFFERS = [
  [
    'Temporada de verano',
    '20 % en pantallas digitales de playa.',
    'Summer season',
    '20% off beach digital screens.',
    'oferta-verano.pdf',
    60,
    -20,
  ],
  [
    'Paquete metro',
    'Tres estaciones por el precio de dos.',
    'Metro bundle',
    'Three stations for the price of two.',
    'oferta-metro.pdf',
    30,
    -10,
  ],
  [
    'Lanzamiento de marca',
    'Espectaculares con instalación incluida.',
    'Brand launch',
    'Billboards with installation included.',
    'oferta-lanzamiento.pdf',
    90,
    -5,
  ],
] as const;

/**
 * The batches before (unchanged) followed by this module's (module doc).
 * @param users the seeded users (id and email), to find the demo manager
 * @param before the batches to insert first; the new files' ids follow the highest `files` id among them
 * @throws Error when the demo manager is missing
 */
export function withDocumentBatches(
  anchor: string,
  users: readonly { id?: number; email: string }[],
  before: Batch[],
): Batch[] {
  const managerEmail = DEMO_ACCOUNTS.find((a) => a.role === 'manager')?.email;
  const manager = users.find((u) => u.email === managerEmail)?.id;
  if (manager === undefined) throw new Error('seed: no demo manager for the documents');
  let nextFile =
    1 + Math.max(0, ...before.filter((b) => b.table === s.files).flatMap((b) => b.rows.map((r) => Number(r.id ?? 0))));
  const files: (typeof s.files.$inferInsert)[] = [];
  const pdfFile = (name: string, title: string, shared: boolean, createdAt: Date) => {
    const data = documentPdf(title);
    const id = nextFile++;
    files.push({ id, ownerId: manager, name, mime: 'application/pdf', size: data.byteLength, shared, data, createdAt });
    return id;
  };
  const documents = DOCUMENTS.map(([title, description, category, name, day], i) => {
    const when = at(anchor, day, 10, 15);
    return {
      id: i + 1,
      title,
      description,
      category,
      fileId: pdfFile(name, title, false, when),
      createdById: manager,
      createdAt: when,
      updatedAt: when,
    };
  });
  const offers = OFFERS.map(([titleEs, descriptionEs, titleEn, descriptionEn, fileName, until, day], i) => {
    const when = at(anchor, day, 12, 0);
    return {
      id: i + 1,
      titleEs,
      titleEn,
      descriptionEs,
      descriptionEn,
      fileName,
      fileId: pdfFile(fileName, titleEn, true, when),
      validUntil: at(anchor, until).toISOString().slice(0, 10),
      createdAt: when,
    };
  });
  return [
    ...before,
    { name: 'document_files', table: s.files, rows: files, serial: false },
    { name: 'documents', table: s.documents, rows: documents, serial: true },
    {
      name: 'faqs',
      table: s.faqs,
      rows: FAQ_ENTRIES.map(([questionEs, answerEs, questionEn, answerEn], i) => ({
        id: i + 1,
        questionEs,
        questionEn,
        answerEs,
        answerEn,
        position: i + 1,
      })),
      serial: true,
    },
    { name: 'offers', table: s.offers, rows: offers, serial: true },
  ];
}
