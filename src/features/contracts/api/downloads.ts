/**
 * A contract's downloads (api-catalogue.md "Contracts" file downloads; product.md §3 "technical sheet, lease
 * document"; issue 17): the technical sheet as a PDF or an Excel workbook and the lease document, made by the
 * server in the interface language. They need a connection: offline, the error says so (ApiError `isNetwork`).
 */
import { api } from '#src/api/index.ts';
import * as k from '#src/api/contract/contracts.ts';
import { fileNameOf, saveBlob } from '#src/lib/save-blob.ts';

/** What can be downloaded. */
export type ContractDownload = 'technical-sheet' | 'technical-sheet-excel' | 'lease-document';

const ENDPOINTS = {
  'technical-sheet': { endpoint: k.technicalSheet, ext: 'pdf' },
  'technical-sheet-excel': { endpoint: k.technicalSheetExcel, ext: 'xlsx' },
  'lease-document': { endpoint: k.leaseDocument, ext: 'pdf' },
} as const;

/**
 * Downloads `kind` of contract `contract` in `locale` and saves it as `<kind>-<id>-<name>.<ext>`.
 * @throws ApiError (offline: `isNetwork`; a refusal: its status and message)
 */
export async function downloadContractFile(
  contract: { id: number; name: string },
  kind: ContractDownload,
  locale: 'es' | 'en',
): Promise<void> {
  const { endpoint, ext } = ENDPOINTS[kind];
  const blob = (await api.call(endpoint, { params: { id: contract.id }, query: { locale } })) as Blob;
  saveBlob(blob, `${kind}-${contract.id}-${fileNameOf(contract.name, 'contrato')}.${ext}`);
}
