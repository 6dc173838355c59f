/**
 * Art-adaptation actions (api-catalogue.md "Art adaptation"), named after their endpoints: associate an adapted
 * art (a stored Blob), accept or reject the adapted arts, accept or reject the budget (a rejection needs a comment).
 * Asking for an adaptation is online (the screen needs its id).
 */
import * as v from 'valibot';
import * as art from '#src/api/contract/art.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import { blobKey, label, noMirror, positive, requiredComment } from './shared.ts';

const adaptationArgs = { adaptationId: positive, campaignName: label };
const adaptationReads = [art.campaignAdaptations, art.showAdaptation, art.adaptationTasks];

export const associateAdaptationArt = defineMutation({
  endpoint: art.associateAdaptationArt,
  args: v.object({ ...adaptationArgs, file: blobKey, fileName: label }),
  ...noMirror,
  invalidates: adaptationReads,
  request: (args, blobs) => ({
    endpoint: art.associateAdaptationArt,
    input: { params: { id: args.adaptationId }, body: { file: blobs[args.file]! } },
  }),
  describe: (a) => ({
    es: `Asociar ${a.fileName} a la adaptación ${a.adaptationId}`,
    en: `Associate ${a.fileName} with adaptation ${a.adaptationId}`,
  }),
});

export const acceptAdaptationArts = defineMutation({
  endpoint: art.acceptAdaptationArts,
  args: v.object(adaptationArgs),
  ...noMirror,
  invalidates: adaptationReads,
  request: (args) => ({ endpoint: art.acceptAdaptationArts, input: { params: { id: args.adaptationId } } }),
  describe: (a) => ({
    es: `Aceptar los artes de la adaptación ${a.adaptationId} (${a.campaignName})`,
    en: `Accept the arts of adaptation ${a.adaptationId} (${a.campaignName})`,
  }),
});

export const rejectAdaptationArts = defineMutation({
  endpoint: art.rejectAdaptationArts,
  args: v.object({ ...adaptationArgs, comment: requiredComment }),
  ...noMirror,
  invalidates: adaptationReads,
  request: (args) => ({
    endpoint: art.rejectAdaptationArts,
    input: { params: { id: args.adaptationId }, body: { comment: args.comment } },
  }),
  describe: (a) => ({
    es: `Rechazar los artes de la adaptación ${a.adaptationId} (${a.campaignName})`,
    en: `Reject the arts of adaptation ${a.adaptationId} (${a.campaignName})`,
  }),
});

export const acceptAdaptationBudget = defineMutation({
  endpoint: art.acceptAdaptationBudget,
  args: v.object(adaptationArgs),
  ...noMirror,
  invalidates: adaptationReads,
  request: (args) => ({ endpoint: art.acceptAdaptationBudget, input: { params: { id: args.adaptationId } } }),
  describe: (a) => ({
    es: `Aceptar el presupuesto de la adaptación ${a.adaptationId} (${a.campaignName})`,
    en: `Accept the budget of adaptation ${a.adaptationId} (${a.campaignName})`,
  }),
});

export const rejectAdaptationBudget = defineMutation({
  endpoint: art.rejectAdaptationBudget,
  args: v.object({ ...adaptationArgs, comment: requiredComment }),
  ...noMirror,
  invalidates: adaptationReads,
  request: (args) => ({
    endpoint: art.rejectAdaptationBudget,
    input: { params: { id: args.adaptationId }, body: { comment: args.comment } },
  }),
  describe: (a) => ({
    es: `Rechazar el presupuesto de la adaptación ${a.adaptationId} (${a.campaignName})`,
    en: `Reject the budget of adaptation ${a.adaptationId} (${a.campaignName})`,
  }),
});
