/**
 * Workgroups' spreadsheet import and export of clients and members (issue 19: "import and export of clients and
 * members as spreadsheet files (xlsx and CSV, row-level report on import as in the unit import)";
 * docs/customers-workgroups.md). Spec: api-calls.tsv area `workgroups` (`GET /client/export/clients` and `/members`
 * answer a file; `POST /client/import/clients` and `/members`); api-catalogue.md "Workgroups and workspaces";
 * product.md §4 ("Members and clients can be assigned to or removed from workgroups"), §6 (gate `workgroup.*`).
 *
 * Who (server/handlers/workgroup-transfer.ts), the rules of ./workgroup-members.ts:
 * - Access `workgroup.*` (roles without it: 403). A workgroup the caller is not in is a 404, as a missing one;
 *   managers and administrators (staff) act as admins of every workgroup.
 * - Exports read, so they follow the reads: the members file for anyone in the workgroup (a member reads its
 *   members); the clients file for admins all the workgroup's clients, for a member only those assigned to it (what
 *   GET /client/workgroup/clients shows it).
 * - Imports change, so only the workgroup's admins and staff (a member: 403).
 * - `workgroup_id` (query of the exports, field of the imports) chooses the workgroup; without it the caller's only
 *   workgroup is taken; a caller in several, or staff in none, gets a 422 under `workgroup_id`, anyone else in
 *   none a 404.
 *
 * Files: `format` `xlsx` (default: one sheet, the header in row 1 in the caller's language, bold and frozen, one row
 * per record; ids numbers, dates date cells) or `csv` (RFC 4180: UTF-8 with BOM, comma separated, CRLF, dates ISO 8601 UTC, every field
 * quoted). A text starting with = + - @ (or a tab or CR) is prefixed with `'` in both formats, so no spreadsheet runs
 * it as a formula. The file name is `workgroup-<id>-clients.xlsx` / `-members.csv`…
 * - clients: id, name, email, phone, company, assigned member email, added at — by name;
 * - members: id, name, email, role (`admin` / `member`), permissions (comma separated, MEMBER_PERMISSIONS),
 *   clients count, joined at — admins first, then by name.
 * Values (role, permissions, emails) are written as the import reads them, so an exported file imports back as is.
 *
 * Imports: multipart `{ file, workgroup_id? }`, a .xlsx (first sheet) or a .csv (UTF-8, comma or semicolon), typed
 * by its bytes (a zip signature for xlsx, valid UTF-8 text for CSV; anything else is refused). The first row is the
 * header: column names as exported in either language, or the keys `email`, `member_email`, `role`,
 * `permissions` (case and spaces ignored); unknown columns are ignored. Refused as a whole, creating nothing: over
 * MAX_SHEET_BYTES (413), not a spreadsheet, no `email` column (or no `role` column for members), no rows, over
 * MAX_SHEET_ROWS rows (422 under `file`). Every row is checked before the first write; the accepted ones are written
 * in short transactions. The answer counts `created` and `updated` rows and names the `refused` ones (`row`: 1 =
 * the first row under the header; `errors`: field → messages, as a 422 would), as the unit CSV import does.
 * - clients (`email`, optional `member_email`): the customer must exist and be reached by the caller (else refused
 *   under `email` as not found: a customer out of reach is never revealed); the member, when given, must be a
 *   member of the workgroup (else under `member_email`). A new customer is added to the workgroup (`created`); one
 *   already in gets the member assigned (`updated` when it changes). With a `member_email` column, an empty cell
 *   unassigns; without the column, assignments are left as they are. An address repeated in the file is refused
 *   after its first row.
 * - members (`email`, `role` admin or member, optional `permissions` ⊆ MEMBER_PERMISSIONS): a member of the
 *   workgroup gets its role and permissions (`updated` when they change); the workgroup keeps at least one admin
 *   (a demotion that would leave none is refused under `role`). Any other address, with an account or not, is sent
 *   an invitation exactly as POST /client/workgroup/members/request (`created`; refused under `email` when one is
 *   pending). An invitation carries no role nor permissions, so such a row must say `member` and no permissions
 *   (else refused under `role` / `permissions`: give them once it has joined) — never silently dropped.
 */
import * as v from 'valibot';
import { fileField, id } from './common.ts';
import { endpoint } from './define.ts';
import { MAX_CSV_BYTES, refusedRow } from './inventory/units.ts';

const spec = 'api-catalogue.md Workgroups and workspaces; api-calls.tsv workgroups (file); product.md §4, §6';
const access = { permissions: ['workgroup.*'] };

/** Largest spreadsheet an import takes, bytes (the unit CSV import's limit). */
export const MAX_SHEET_BYTES = MAX_CSV_BYTES;
/** Most data rows one import takes. */
export const MAX_SHEET_ROWS = 10_000;
/** The formats of an export. */
export const SHEET_FORMATS = ['xlsx', 'csv'] as const;
export type SheetFormat = (typeof SHEET_FORMATS)[number];

const exportQuery = v.object({
  workgroup_id: v.optional(id),
  format: v.optional(v.picklist(SHEET_FORMATS), 'xlsx'),
});

const exportOf = (what: 'clients' | 'members') =>
  endpoint({
    name: `workgroupTransfer.export${what === 'clients' ? 'Clients' : 'Members'}`,
    method: 'GET',
    path: `/client/export/${what}`,
    access,
    spec,
    query: exportQuery,
    answer: v.unknown(),
    answerKind: 'file',
  });

/** GET /client/export/clients?workgroup_id=&format= → the clients file (module doc). 403, 404, 422 `workgroup_id`. */
export const exportClients = exportOf('clients');
/** GET /client/export/members?workgroup_id=&format= → the members file (module doc). 403, 404, 422 `workgroup_id`. */
export const exportMembers = exportOf('members');

/** What an import answers: rows created and updated, and the refused rows with their reasons. */
export const importAnswer = v.object({
  data: v.object({ created: v.number(), updated: v.number(), refused: v.array(refusedRow) }),
  message: v.string(),
});
export type ImportAnswer = v.InferOutput<typeof importAnswer>;

const importOf = (what: 'clients' | 'members') =>
  endpoint({
    name: `workgroupTransfer.import${what === 'clients' ? 'Clients' : 'Members'}`,
    method: 'POST',
    path: `/client/import/${what}`,
    access,
    spec,
    body: v.object({ file: fileField, workgroup_id: v.optional(id) }),
    bodyKind: 'multipart',
    answer: importAnswer,
  });

/** POST /client/import/clients (multipart `file`, `workgroup_id?`) → `{ data: { created, updated, refused }, message }`. 403, 404, 413, 422 `file` / `workgroup_id`. */
export const importClients = importOf('clients');
/** POST /client/import/members (multipart `file`, `workgroup_id?`) → `{ data: { created, updated, refused }, message }`. 403, 404, 413, 422 `file` / `workgroup_id`. */
export const importMembers = importOf('members');
