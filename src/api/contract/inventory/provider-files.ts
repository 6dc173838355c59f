/**
 * A provider's own files (issue 20; api-catalogue.md "Files: under /provider/files/upload: GET /get/{id}, POST
 * /upload, DELETE {id}/remove", paths as written): a unit's technical sheet, permits or location plan, or the
 * provider's media kit when no unit is named.
 *
 *   { id, file_id, name, mime, size (bytes), unit_id: number | null, description, url, created_at }
 *
 * - POST /provider/files/upload/upload (multipart `file`, optional `unit_id` and `description`): the type is decided
 *   from the bytes (the artwork set of server/handlers/file-types.ts: PDF, images, Office and OpenDocument files,
 *   archives, video; an SVG or HTML file is a 422 under `file`), at most the upload limit (413). The provider is the
 *   caller's; an administrator names the unit, whose provider it becomes (without one: 422 under `unit_id`). A unit
 *   out of the caller's reach is a 422 under `unit_id`, as a missing one.
 * - GET /provider/files/upload/get/{id} → the bytes (attachment unless a JPEG, PNG or WebP; sandboxing CSP).
 * - DELETE /provider/files/upload/{id}/remove → the file is gone, bytes included.
 * - A unit's files come with the unit (`files` of `unitDetail`, GET /provider/units/{id}).
 * Who: `units.*` (providers; administrators for every provider). Another provider's file is a 404 (SECURITY.md,
 * ownership rule `providerFile`).
 */
import * as v from 'valibot';
import { envelope, fileField, idParams, messageAnswer, text } from '../common.ts';
import { endpoint } from '../define.ts';

const SPEC = 'api-catalogue.md Files (/provider/files/upload)';
const own = { permissions: ['units.*'], owner: { resource: 'providerFile', param: 'id' } } as const;

/** A provider's file as answered (see module doc). */
export const providerFile = v.object({
  id: v.number(),
  file_id: v.number(),
  name: v.string(),
  mime: v.string(),
  size: v.number(),
  unit_id: v.nullable(v.number()),
  description: v.string(),
  url: v.string(),
  created_at: v.string(),
});
export type ProviderFile = v.InferOutput<typeof providerFile>;

/** The upload's form fields (multipart: numbers arrive as text). */
export const providerFileInput = v.object({
  file: fileField,
  unit_id: v.optional(
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform((x) => Number(x)),
      v.number(),
      v.integer('must be a whole number'),
      v.minValue(1),
      v.maxValue(2_147_483_647),
    ),
  ),
  description: v.optional(text(500)),
});
export type ProviderFileInput = v.InferOutput<typeof providerFileInput>;

export const uploadProviderFile = endpoint({
  name: 'providerFiles.upload',
  method: 'POST',
  path: '/provider/files/upload/upload',
  access: { permissions: ['units.*'] },
  spec: SPEC,
  bodyKind: 'multipart',
  body: providerFileInput,
  answer: envelope(providerFile),
});

export const getProviderFile = endpoint({
  name: 'providerFiles.get',
  method: 'GET',
  path: '/provider/files/upload/get/{id}',
  access: own,
  spec: SPEC,
  params: idParams,
  answer: v.unknown(),
  answerKind: 'file',
});

export const removeProviderFile = endpoint({
  name: 'providerFiles.remove',
  method: 'DELETE',
  path: '/provider/files/upload/{id}/remove',
  access: own,
  spec: SPEC,
  params: idParams,
  answer: messageAnswer,
});
