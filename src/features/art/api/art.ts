/**
 * Creative approval on the device (product.md §2, §4 inventory and creative approval), what the art,
 * art-request, adaptation, task-art and colour-proof screens use: the kept reads (reads.ts), the online saves
 * (online.ts), the account's roles, materials, queued files and zip links (device.ts). The queued actions are the
 * named mutations of ../mutations.ts, called with `useMutation` and shown with `usePending` (src/sync).
 */
export * from './reads.ts';
export * from './device.ts';
export * from './online.ts';
export type {
  ArtCampaign,
  ArtCampaignSummary,
  ArtComment,
  ArtLayout,
  ArtVersion,
  ArtRequest,
  ArtAdaptation,
  ColourProof,
  ArtFile,
} from '#src/api/contract/art.ts';
export type { Task } from '#src/api/contract/print-work-orders.ts';
export type { PendingAction } from '#src/sync/index.ts';
export { useSendingEntry } from '#src/sync/index.ts';
