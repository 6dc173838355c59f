/**
 * A contract's downloads (api-catalogue.md "Contracts": file downloads `GET /{id}/download-technical-sheet`,
 * `download-technical-sheet-excel`, `download-lease-document`; product.md §3 "Contract: … technical sheet, lease
 * document"; issue 17; docs/contracts-billing.md "Downloads and order jobs").
 *
 * Each answers a file (a Blob on the client, `answerKind: 'file'`, never validated as JSON), made by the reference
 * server from the contract as `GET /client/campaigns/{id}/contracts` answers it (units from the campaign's cart
 * lines, money in pesos computed in centavos, the contract's currency):
 * - the technical sheet: an A4 landscape PDF (pdfkit) with a title block and one row per unit (title, sku, media
 *   type, city, address, side, period DD/MM/YYYY, days, price per day, print price, spots, total) and the totals;
 * - the technical sheet as a spreadsheet: a genuine .xlsx (exceljs, streamed) with the same title block and one
 *   typed row per unit — numbers as numbers, dates as dates shown DD/MM/YYYY, money in a number format naming the
 *   currency — and a totals row;
 * - the lease document: an A4 PDF naming the parties (the client as lessee, the media owners of its units as
 *   lessors, the platform and the seller in charge), the units with their periods and amounts, the total with the
 *   currency.
 * `locale`: the language of the document (default the caller's; es or en).
 *
 * Who: `browse_contracts` on a contract the caller reaches (ownership rule `contract`: a client its own, a seller
 * its customers' and the ones it owns, operations, managers and administrators all); anyone else 404.
 */
import * as v from 'valibot';
import { endpoint } from '../define.ts';
import { idParams } from '../common.ts';
import { read, spec } from './contracts.ts';

/** The language of a document (default: the caller's). */
const documentQuery = v.object({ locale: v.optional(v.picklist(['es', 'en'])) });

/** The technical sheet of contract `{id}` as a PDF (`application/pdf`, attachment). */
export const technicalSheet = endpoint({
  name: 'contracts.technicalSheet',
  method: 'GET',
  path: '/contracts/{id}/download-technical-sheet',
  access: read,
  spec,
  params: idParams,
  query: documentQuery,
  answer: v.unknown(),
  answerKind: 'file',
});

/**
 * The technical sheet of contract `{id}` as an Excel workbook
 * (`application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`, attachment): one sheet, title block,
 * header row in the document's language, a row per unit and a totals row equal to the contract's total.
 */
export const technicalSheetExcel = endpoint({
  name: 'contracts.technicalSheetExcel',
  method: 'GET',
  path: '/contracts/{id}/download-technical-sheet-excel',
  access: read,
  spec,
  params: idParams,
  query: documentQuery,
  answer: v.unknown(),
  answerKind: 'file',
});

/** The lease document of contract `{id}` as a PDF (`application/pdf`, attachment). */
export const leaseDocument = endpoint({
  name: 'contracts.leaseDocument',
  method: 'GET',
  path: '/contracts/{id}/download-lease-document',
  access: read,
  spec,
  params: idParams,
  query: documentQuery,
  answer: v.unknown(),
  answerKind: 'file',
});
