/**
 * Art-request actions (api-catalogue.md "Art requests"), named after their endpoints: attach a file (references,
 * logos, the delivered design; a stored Blob) with `artRequests.arts`, and pay the budget with `artRequests.pay`
 * (409 once paid). Creating and editing a request is online (its screen needs the id and the 422 messages).
 */
import * as v from 'valibot';
import * as art from '#src/api/contract/art.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import { blobKey, label, noMirror, positive } from './shared.ts';

const requestReads = [art.artRequests, art.showArtRequest];

/** Attaches a file to an art request. */
export const attachArtRequestFile = defineMutation({
  endpoint: art.artRequestArts,
  formerNames: ['artRequest.attach'],
  args: v.object({ requestId: positive, file: blobKey, fileName: label }),
  ...noMirror,
  invalidates: requestReads,
  request: (args, blobs) => ({
    endpoint: art.artRequestArts,
    input: { params: { id: args.requestId }, body: { file: blobs[args.file]! } },
  }),
  describe: (a) => ({
    es: `Adjuntar ${a.fileName} a la solicitud de arte ${a.requestId}`,
    en: `Attach ${a.fileName} to art request ${a.requestId}`,
  }),
});

/** Pays an art request's budget (pesos; 409 when already paid). */
export const payArtRequest = defineMutation({
  endpoint: art.payArtRequest,
  formerNames: ['artRequest.pay'],
  args: v.object({ requestId: positive, budget: v.number() }),
  ...noMirror,
  invalidates: requestReads,
  request: (args) => ({ endpoint: art.payArtRequest, input: { params: { id: args.requestId }, body: {} } }),
  describe: (a) => ({ es: `Pagar la solicitud de arte ${a.requestId}`, en: `Pay art request ${a.requestId}` }),
});
