/**
 * A print task's arts (api-catalogue.md "Tasks"), named after their endpoints: associate already uploaded files
 * (by id; the task's art goes back to pending), accept them, or reject them saying why.
 */
import * as v from 'valibot';
import * as printWork from '#src/api/contract/print-work-orders.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import { label, noMirror, positive, requiredComment } from './shared.ts';

const taskArgs = { taskId: positive, unitTitle: label };
const taskReads = [printWork.showTask];

export const associateTaskArts = defineMutation({
  endpoint: printWork.associateArts,
  formerNames: ['taskArt.associate'],
  args: v.object({ ...taskArgs, fileIds: v.pipe(v.array(positive), v.minLength(1)) }),
  ...noMirror,
  invalidates: taskReads,
  request: (args) => ({
    endpoint: printWork.associateArts,
    input: { params: { id: args.taskId }, body: { file_ids: args.fileIds } },
  }),
  describe: (a) =>
    a.fileIds.length === 1
      ? { es: `Asociar 1 arte a la tarea de ${a.unitTitle}`, en: `Associate 1 art with the task of ${a.unitTitle}` }
      : {
          es: `Asociar ${a.fileIds.length} artes a la tarea de ${a.unitTitle}`,
          en: `Associate ${a.fileIds.length} arts with the task of ${a.unitTitle}`,
        },
});

export const acceptTaskArts = defineMutation({
  endpoint: printWork.acceptArts,
  formerNames: ['taskArt.accept'],
  args: v.object(taskArgs),
  ...noMirror,
  invalidates: taskReads,
  request: (args) => ({ endpoint: printWork.acceptArts, input: { params: { id: args.taskId } } }),
  describe: (a) => ({
    es: `Aceptar los artes de la tarea de ${a.unitTitle}`,
    en: `Accept the arts of the task of ${a.unitTitle}`,
  }),
});

export const rejectTaskArts = defineMutation({
  endpoint: printWork.rejectArts,
  formerNames: ['taskArt.reject'],
  args: v.object({ ...taskArgs, comment: requiredComment }),
  ...noMirror,
  invalidates: taskReads,
  request: (args) => ({
    endpoint: printWork.rejectArts,
    input: { params: { id: args.taskId }, body: { comment: args.comment } },
  }),
  describe: (a) => ({
    es: `Rechazar los artes de la tarea de ${a.unitTitle}`,
    en: `Reject the arts of the task of ${a.unitTitle}`,
  }),
});
