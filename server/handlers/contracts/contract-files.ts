/**
 * A contract's downloads on the reference server (contract src/api/contract/contracts/contract-files.ts;
 * api-catalogue.md "Contracts" file downloads; product.md §3 "Contract: … technical sheet, lease document"; issue
 * 17; docs/contracts-billing.md "Downloads and order jobs"): the technical sheet as a PDF (contract-pdfs.ts) and as
 * an .xlsx (contract-xlsx.ts), and the lease document as a PDF, each made on request from the contract as the
 * caller reaches it (404 otherwise) in the document's language (`?locale=`, default the caller's).
 *
 * Answered through file-types.ts `fileResponse` like every file: the type detected from the bytes (application/pdf,
 * application/vnd.openxmlformats-officedocument.spreadsheetml.sheet), an attachment, nosniff, a sandboxing CSP,
 * `Cache-Control: private, no-store` (the contract may change at any time).
 */
import * as k from '#src/api/contract/contracts.ts';
import { implement, type Implementation } from '#server/http/register.ts';
import { fileResponse } from '../file-types.ts';
import { loadContractDocument } from './contract-document-data.ts';
import { renderLeasePdf, renderTechnicalSheetPdf } from './contract-pdfs.ts';
import { renderTechnicalSheetXlsx } from './contract-xlsx.ts';

const NO_STORE = 'private, no-store';

/** `ficha-tecnica-12.pdf` / `technical-sheet-12.xlsx`, `contrato-arrendamiento-12.pdf` / `lease-12.pdf`. */
const fileName = (kind: 'sheet' | 'lease', locale: 'es' | 'en', id: number, ext: 'pdf' | 'xlsx') =>
  `${kind === 'sheet' ? (locale === 'es' ? 'ficha-tecnica' : 'technical-sheet') : locale === 'es' ? 'contrato-arrendamiento' : 'lease'}-${id}.${ext}`;

export const contractFileHandlers: Implementation[] = [
  implement(k.technicalSheet, async (x) => {
    const locale = x.query.locale ?? x.locale;
    const doc = await loadContractDocument(x.db, x.user, x.params.id, locale);
    const pdf = await renderTechnicalSheetPdf(doc, x.now);
    return fileResponse(new Uint8Array(pdf), fileName('sheet', locale, doc.contract.id, 'pdf'), NO_STORE);
  }),
  implement(k.technicalSheetExcel, async (x) => {
    const locale = x.query.locale ?? x.locale;
    const doc = await loadContractDocument(x.db, x.user, x.params.id, locale);
    const xlsx = await renderTechnicalSheetXlsx(doc, x.now);
    return fileResponse(new Uint8Array(xlsx), fileName('sheet', locale, doc.contract.id, 'xlsx'), NO_STORE);
  }),
  implement(k.leaseDocument, async (x) => {
    const locale = x.query.locale ?? x.locale;
    const doc = await loadContractDocument(x.db, x.user, x.params.id, locale);
    const pdf = await renderLeasePdf(doc, x.now);
    return fileResponse(new Uint8Array(pdf), fileName('lease', locale, doc.contract.id, 'pdf'), NO_STORE);
  }),
];
