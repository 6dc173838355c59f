/**
 * What the creative-approval calls share (product.md §4; api-catalogue.md "Art requests, art manager, art
 * adaptation, colour proofs"): who may call them (clients and agencies `art.client.*` / `color_proofs.client.*` on
 * their own campaigns; providers `art.provider.*` / `color_proofs.provider.*` / `campaignsProvider.*` on the
 * campaigns holding their units; others 404), files given as a file or an uploaded file's id, id lists from
 * multipart fields, required comments (trimmed, at most 1,000 characters).
 *
 * Files: `url` is /api/files/get/{id} (readable by the campaign's client, the providers of its units and staff).
 */
import * as v from 'valibot';
import { fileField, id } from '../common.ts';
import { storedFile } from '../files.ts';
export const clientAccess = { permissions: ['art.client.*'] };
export const providerAccess = { permissions: ['art.provider.*'] };
/** Ownership rules of the objects in these paths (SECURITY.md, define.ts `OwnedResource`). */
export const clientCampaignAccess = {
  permissions: ['art.client.*'],
  owner: { resource: 'campaign', param: 'id' },
} as const;
export const providerCampaign = {
  permissions: ['art.provider.*'],
  owner: { resource: 'campaign.provider', param: 'id' },
} as const;
export const ownRequest = { permissions: ['art.client.*'], owner: { resource: 'artRequest', param: 'id' } } as const;
export const eitherAdaptation = {
  permissions: ['art.client.*', 'art.provider.*'],
  owner: { resource: 'artAdaptation', param: 'id' },
} as const;
export const clientAdaptation = {
  permissions: ['art.client.*'],
  owner: { resource: 'artAdaptation', param: 'id' },
} as const;
export const spec = 'api-catalogue.md Art requests, art manager, art adaptation, colour proofs';

/** A file given as the file itself (multipart, e.g. from the outbox) or as the id of an uploaded one. */
export const fileOrId = v.union([fileField, id]);
/** Ids from a multipart field: repeated (`unit_ids[]`), one value, or a comma list. */
export const idList = v.pipe(
  v.union([v.array(v.union([v.string(), v.number()])), v.string(), v.number()]),
  v.transform((x) =>
    (Array.isArray(x) ? x : String(x).split(',')).map((s) => Number(String(s).trim())).filter((n) => n > 0),
  ),
  v.pipe(v.array(id), v.maxLength(1000)),
);
export const comment = (max = 1000) => v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(max));
export const ref = v.object({ id: v.number(), name: v.string() });

export const artFile = storedFile;
export type ArtFile = v.InferOutput<typeof artFile>;
