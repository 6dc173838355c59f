/** File upload and download (spec product.md §7, api-catalogue.md "Files"). */
import * as v from 'valibot';
import { endpoint } from './define.ts';
import { envelope, fileField, idParams } from './common.ts';

/** Largest accepted upload, bytes (20 MiB). Larger bodies answer 413. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export const storedFile = v.object({
  id: v.number(),
  name: v.string(),
  mime: v.string(),
  size: v.number(),
  url: v.string(),
});
export type StoredFile = v.InferOutput<typeof storedFile>;

export const uploadFile = endpoint({
  name: 'files.upload',
  method: 'POST',
  path: '/files/upload',
  access: 'user',
  spec: 'product.md §7, api-catalogue.md Files',
  body: v.object({ file: fileField }),
  bodyKind: 'multipart',
  answer: envelope(storedFile),
});

export const getFile = endpoint({
  name: 'files.get',
  method: 'GET',
  path: '/files/get/{id}',
  access: { permissions: [], owner: { resource: 'file', param: 'id' } },
  spec: 'api-catalogue.md Files',
  params: idParams,
  query: v.object({ type: v.optional(v.picklist(['image', 'file'])) }),
  answer: v.unknown(),
  answerKind: 'file',
});
