/**
 * Test-only sample mutations (real feature mutations come with their
 * features): `route.finish` (JSON: optimistic status change on routes, folds
 * the server's route, re-reads it to roll back) and `orderJob.uploadPhoto`
 * (multipart: a photo captured offline travels as a stored Blob). Their
 * endpoints are declared here, not in the contract, because the reference
 * server does not serve them yet.
 */
import * as v from 'valibot';
import { endpoint } from '#src/api/contract/define.ts';
import { envelope, fileField, idParams, isoTimestamp, messageAnswer } from '#src/api/contract/common.ts';
import { routeSummary } from '#src/api/contract/catalogue-lists.ts';
import { defineMutation } from '../mutations.ts';

export const finishRouteEndpoint = endpoint({
  name: 'test.routes.finish',
  method: 'POST',
  path: '/routes/{id}/finish',
  access: { permissions: ['browse_routes'] },
  spec: 'test only',
  params: idParams,
  body: v.object({ finished_at: isoTimestamp }),
  answer: envelope(routeSummary),
});

export const showRouteEndpoint = endpoint({
  name: 'test.routes.show',
  method: 'GET',
  path: '/routes/{id}',
  access: { permissions: ['browse_routes'] },
  spec: 'test only',
  params: idParams,
  answer: envelope(routeSummary),
});

export const uploadPhotoEndpoint = endpoint({
  name: 'test.orderJobItems.photo',
  method: 'POST',
  path: '/order-job-items/{id}/photo',
  access: { permissions: ['browse_order_jobs'] },
  spec: 'test only',
  params: idParams,
  bodyKind: 'multipart',
  body: v.object({ photo: fileField, note: v.optional(v.string()) }),
  answer: messageAnswer,
});

/** Finish a route: optimistic `status: 'finished'`. */
export const finishRoute = defineMutation({
  name: 'route.finish',
  args: v.object({ routeId: v.pipe(v.number(), v.integer(), v.minValue(1)), finishedAt: isoTimestamp }),
  tables: ['routes'],
  async optimistic(tx, args) {
    await tx.routes.update(args.routeId, { status: 'finished', finished_at: args.finishedAt });
  },
  request: (args) => ({
    endpoint: finishRouteEndpoint,
    input: { params: { id: args.routeId }, body: { finished_at: args.finishedAt } },
  }),
  async fold(tx, answer) {
    await tx.routes.put(answer.data);
  },
  async reread(transport, db, args) {
    const answer = await transport.call(showRouteEndpoint, { params: { id: args.routeId } }, { on401: 'throw' });
    await db.routes.put(answer.data);
  },
  describe: (args) => ({ es: `Finalizar la ruta ${args.routeId}`, en: `Finish route ${args.routeId}` }),
});

/** Attach a photo to an order-job item: `photo` is the key of the Blob given to enqueue. */
export const uploadPhoto = defineMutation({
  name: 'orderJob.uploadPhoto',
  args: v.object({
    itemId: v.pipe(v.number(), v.integer(), v.minValue(1)),
    photo: v.pipe(v.string(), v.nonEmpty()),
    note: v.optional(v.string()),
  }),
  tables: ['orderJobItems'],
  async optimistic(tx, args) {
    await tx.orderJobItems.update(args.itemId, { status: 'photo_pending' });
  },
  request: (args, blobs) => ({
    endpoint: uploadPhotoEndpoint,
    input: {
      params: { id: args.itemId },
      body: { photo: blobs[args.photo]!, ...(args.note ? { note: args.note } : {}) },
    },
  }),
  describe: (args) => ({ es: `Foto del ítem ${args.itemId}`, en: `Photo of item ${args.itemId}` }),
});

export const sampleMutations = [finishRoute, uploadPhoto];
