/**
 * Demo customer documents, their look-ups and two pending workgroup invitations (issue 19;
 * docs/customers-workgroups.md "Still to build": "the rest of the seed: documents, pending invitations of the
 * workgroups"; GET /customers/provider-categories, /provider-document-types, /customers/{id}/documents).
 *
 * - `PROVIDER_CATEGORIES` and `DOCUMENT_TYPES` (ids 1..n in their order), names in Spanish and English; the tax
 *   certificate and the legal representative's id are required;
 * - documents: two for the demo client (tax certificate, proof of address), one for the demo agency (tax certificate)
 *   and one for the first generated client, each a small PDF in `files` (ids from `firstFileId`, owned by whoever
 *   uploaded it: the demo seller, or the agency for its own), never shared;
 * - two pending invitations (ids 2, 3; id 1 is invitations.ts's): "Equipo Colibrí" (workgroup 1) invites a member,
 *   "Equipo Norte" (workgroup 2) a client, each sent by the workgroup's admin two days before the anchor and valid
 *   `INVITATION_TTL_DAYS` from then. Only the tokens' sha-256 is stored; the tokens (`DEMO_WORKGROUP_INVITATIONS`)
 *   are public on purpose, as the demo invitation's.
 * Deterministic: no randomness, ids explicit.
 */
import { invitationExpiry } from '#src/domain/membership-rules.ts';
import { hashToken } from '#server/auth/tokens.ts';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as s from '../schema.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { at } from './helpers.ts';

/** Categories a provider files its customers under: key, Spanish and English names. */
export const PROVIDER_CATEGORIES = [
  ['consumer_goods', 'Consumo masivo', 'Consumer goods'],
  ['retail', 'Comercio minorista', 'Retail'],
  ['finance', 'Banca y seguros', 'Banking and insurance'],
  ['telecom', 'Telecomunicaciones', 'Telecommunications'],
  ['public_sector', 'Sector público', 'Public sector'],
] as const;

/** Document types: key, Spanish and English names, required. */
export const DOCUMENT_TYPES = [
  ['tax_certificate', 'Constancia de situación fiscal', 'Tax registration certificate', true],
  ['legal_id', 'Identificación del representante legal', 'Legal representative’s ID', true],
  ['proof_of_address', 'Comprobante de domicilio', 'Proof of address', false],
  ['signed_agreement', 'Convenio comercial firmado', 'Signed commercial agreement', false],
] as const;

/** The demo pending invitations (module doc). */
export const DEMO_WORKGROUP_INVITATIONS = [
  { token: 'pauta-demo-member-invitation-2026', email: 'nuevo.miembro@pauta.demo', workgroupId: 1, type: 'member' },
  { token: 'pauta-demo-client-invitation-2026', email: 'nuevo.cliente@pauta.demo', workgroupId: 2, type: 'client' },
] as const;

/** A one-page PDF naming the document (ASCII only). */
export function documentPdf(title: string): Uint8Array {
  const text = title.replace(/[()\\]/g, ' ').replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 14 Tf 56 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** A seed batch (index.ts `Batch`). */
interface Batch {
  name: string;
  table: PgTable;
  rows: readonly Record<string, unknown>[];
  serial: boolean;
}

/**
 * The batches (module doc), in dependency order, to insert after the workgroups'. Their ids are explicit; the
 * sequences of `files` and `workgroup_invitations` are moved past them by those tables' own batches (index.ts syncs
 * every serial sequence after all inserts).
 * @param people.users the seeded users (id and email); people.sellerIds the sellers, the demo seller first;
 *   people.clientIds the campaign owners, the demo client first
 * @param firstFileId the first free id in `files`
 * @throws Error when a demo account or the first generated client is missing
 */
export function customerDocumentBatches(
  anchor: string,
  people: {
    users: readonly { id?: number; email: string }[];
    sellerIds: readonly number[];
    clientIds: readonly number[];
  },
  firstFileId: number,
): Batch[] {
  const idOf = (role: string) => {
    const email = DEMO_ACCOUNTS.find((a) => a.role === role)?.email;
    const id = people.users.find((u) => u.email === email)?.id;
    if (id === undefined) throw new Error(`seed: no demo ${role} for the customer documents`);
    return id;
  };
  const agency = idOf('agency');
  const seller = idOf('seller');
  const [demoClient, firstGenerated] = people.clientIds;
  if (demoClient === undefined || firstGenerated === undefined)
    throw new Error('seed: two clients expected for the customer documents');
  const when = (days: number) => at(anchor, days, 11, 30);

  const docs: [
    customerId: number,
    typeId: number,
    number: string,
    expiresOn: string | null,
    by: number,
    day: number,
  ][] = [
    [demoClient, 1, 'BLP980312-4K7', null, seller, -200],
    [demoClient, 3, 'CFE-2026-118734', null, seller, -40],
    [agency, 1, '901234567-8', null, agency, -280],
    [firstGenerated, 2, 'INE-4471920', '2031-05-31', agency, -150],
  ];
  const files: (typeof s.files.$inferInsert)[] = [];
  const documents: (typeof s.customerDocuments.$inferInsert)[] = [];
  docs.forEach(([customerId, typeId, number, expiresOn, by, day], i) => {
    const id = firstFileId + i;
    const title = `${DOCUMENT_TYPES[typeId - 1]![2]} ${number}`;
    const data = documentPdf(title);
    const name = `${DOCUMENT_TYPES[typeId - 1]![0]}-${number}.pdf`;
    files.push({
      id,
      ownerId: by,
      name,
      mime: 'application/pdf',
      size: data.byteLength,
      shared: false,
      data,
      createdAt: when(day),
    });
    documents.push({
      id: i + 1,
      customerId,
      documentTypeId: typeId,
      fileId: id,
      number,
      expiresOn,
      uploadedById: by,
      createdAt: when(day),
      updatedAt: when(day),
    });
  });

  const sent = at(anchor, -2, 17, 10);
  const invitations: (typeof s.workgroupInvitations.$inferInsert)[] = DEMO_WORKGROUP_INVITATIONS.map((inv, i) => ({
    id: i + 2,
    tokenHash: hashToken(inv.token),
    email: inv.email,
    workgroup: inv.workgroupId === 1 ? 'Equipo Colibrí' : 'Equipo Norte',
    workgroupId: inv.workgroupId,
    type: inv.type,
    invitedById: inv.workgroupId === 1 ? agency : seller,
    userId: null,
    expiresAt: invitationExpiry(sent),
    acceptedAt: null,
    createdAt: sent,
  }));

  return [
    {
      name: 'provider_categories',
      table: s.providerCategories,
      rows: PROVIDER_CATEGORIES.map(([key, nameEs, nameEn], i) => ({ id: i + 1, key, nameEs, nameEn })),
      serial: true,
    },
    {
      name: 'provider_document_types',
      table: s.providerDocumentTypes,
      rows: DOCUMENT_TYPES.map(([key, nameEs, nameEn, required], i) => ({ id: i + 1, key, nameEs, nameEn, required })),
      serial: true,
    },
    { name: 'customer_document_files', table: s.files, rows: files, serial: false },
    { name: 'customer_documents', table: s.customerDocuments, rows: documents, serial: true },
    { name: 'pending_workgroup_invitations', table: s.workgroupInvitations, rows: invitations, serial: false },
  ];
}
