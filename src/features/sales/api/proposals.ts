/**
 * What the proposal screens read and the actions they take online (issue 16; product.md §2 proposals/*):
 * - proposals are mirrored (collection `proposals`): the list and the editor are live queries of the device, so a
 *   seller works on them at the client's office with no signal; edits go through ../mutations/proposals.ts;
 * - creating and removing a proposal need the server's answer (a new id; a 422 shown as sent, §8): they call it
 *   online and write the answer into the mirror;
 * - the customers a proposal can be for come from the device (`useCustomerChoices`, api/bookings.ts).
 */
import * as v from 'valibot';
import * as lookups from '#src/api/contract/lookups.ts';
import * as sales from '#src/api/contract/sales.ts';
import { useFreshness, useLiveRows, useRead, useSyncEngine, type ProposalRow } from '#src/sync/index.ts';
import type { BookingRow } from './bookings.ts';

export type { ProposalRow };

/** Proposal rows on this device matching `status` ('' all but removed) and `search` (name or client), newest first. */
export function useProposals(filter: { status: string; search: string }): ProposalRow[] | undefined {
  return useLiveRows(
    async (db) => {
      const term = filter.search.trim().toLowerCase();
      return (await db.proposals.toArray())
        .filter((p) => (filter.status ? p.status === filter.status : p.status !== 'removed'))
        .filter((p) => !term || `${p.name} ${p.client_name}`.toLowerCase().includes(term))
        .toSorted((a, b) => b.id - a.id);
    },
    [filter.status, filter.search],
  );
}

/** One proposal from the device: undefined while reading, null when it is not here. */
export function useProposal(id: number): ProposalRow | null | undefined {
  return useLiveRows(async (db) => (await db.proposals.get(id)) ?? null, [id]);
}

/**
 * The proposal statuses as the server names them in the caller's language (GET /enums/proposal-statuses; a read
 * kept on the device): `{ key, name }[]`, undefined until first read (the screen then uses its bundled labels).
 */
export function useProposalStatuses() {
  return useRead(lookups.proposalStatuses, {}, { keep: true, select: (a) => a.data }).value;
}

/** The bookings made from proposal `id`, from the device's bookings mirror, newest first. */
export function useProposalBookings(id: number): BookingRow[] | undefined {
  return useLiveRows(
    async (db) => (await db.bookings.toArray()).filter((b) => b.proposal_id === id).toSorted((a, b) => b.id - a.id),
    [id],
  );
}

/** The contracts (contracted campaigns) made from proposal `id`: a server read kept on the device. */
export function useProposalContracts(id: number) {
  return useRead(sales.proposalContracts, { params: { id } }, { keep: true, select: (a) => a.data });
}

/** End of the last complete pull of the proposals (epoch ms), null before the first. */
export function useProposalsFreshness(): number | null {
  return useFreshness('proposals').lastPulledAt;
}

/**
 * Creates a proposal online and writes it into the mirror.
 * @throws ApiError (status 0 with no connection; 422 with `errors` by field)
 */
export function useCreateProposal(): (body: v.InferInput<typeof sales.proposalInput>) => Promise<ProposalRow> {
  const engine = useSyncEngine();
  return async (body) => {
    const answer = await engine.transport.call(sales.storeProposal, { body });
    await engine.writeFresh(['proposals'], async (db) => {
      await db.proposals.put(answer.data);
    });
    return answer.data;
  };
}

/**
 * Removes a proposal online and takes it off the device; answers the server's message.
 * @throws ApiError (a 422 once it became a booking or a contract, with the server's message)
 */
export function useRemoveProposal(): (id: number) => Promise<string> {
  const engine = useSyncEngine();
  return async (id) => {
    const answer = await engine.transport.call(sales.deleteProposal, { params: { id } });
    await engine.writeFresh(['proposals'], (db) => db.proposals.delete(id));
    return answer.message;
  };
}

/**
 * Adds a segment online (it needs the server's id) and writes the answer into the mirror.
 * @throws ApiError (status 0 with no connection; 422 under `start_date` for reversed dates)
 */
export function useAddSegment(): (
  proposalId: number,
  body: v.InferInput<NonNullable<(typeof sales.addProposalSegment)['body']>>,
) => Promise<void> {
  const engine = useSyncEngine();
  return async (proposalId, body) => {
    const answer = await engine.transport.call(sales.addProposalSegment, { params: { id: proposalId }, body });
    await engine.writeFresh(['proposals'], async (db) => {
      await db.proposals.put(answer.data);
    });
  };
}

/**
 * Makes one segment per media type of the lines with no segment yet (GET /proposals/{id}/make-segments, online: the
 * segments get the server's ids), then reads the proposal again into the mirror.
 * @throws ApiError (status 0 with no connection)
 */
export function useMakeSegments(): (proposalId: number) => Promise<void> {
  const engine = useSyncEngine();
  return async (proposalId) => {
    await engine.transport.call(sales.makeProposalSegments, { params: { id: proposalId } });
    const answer = await engine.transport.call(sales.showProposal, { params: { id: proposalId } });
    await engine.writeFresh(['proposals'], async (db) => {
      await db.proposals.put(answer.data);
    });
  };
}

/** Rows of a proposal CSV the server refused: the row number, its SKU and the reason (§8, as sent). */
export type ProposalCsvRefusal = v.InferOutput<typeof sales.proposalCsvRefusal>;

/**
 * Adds units to proposal `id` from a CSV file (POST /proposals/{id}/upload-units, online) and writes the answer into
 * the mirror. Answers how many rows were added and the refused ones.
 * @throws ApiError (status 0 with no connection; 422 for a file refused whole, with the server's message)
 */
export function useUploadProposalUnits(): (
  id: number,
  file: File,
) => Promise<{ added: number; refused: ProposalCsvRefusal[] }> {
  const engine = useSyncEngine();
  return async (id, file) => {
    const answer = await engine.transport.call(sales.uploadProposalUnits, { params: { id }, body: { file } });
    await engine.writeFresh(['proposals'], (db) => db.proposals.put(answer.data).then(() => undefined));
    return answer.report;
  };
}

/**
 * Attaches 1–10 files to proposal `id` (POST /proposals/{id}/add-new-files, online; typed by their bytes on the
 * server) and writes the answer into the mirror.
 * @throws ApiError (status 0 with no connection; 422 naming a file of a type not allowed)
 */
export function useAddProposalFiles(): (id: number, files: File[]) => Promise<void> {
  const engine = useSyncEngine();
  return async (id, files) => {
    const answer = await engine.transport.call(sales.addProposalFiles, { params: { id }, body: { files } });
    await engine.writeFresh(['proposals'], (db) => db.proposals.put(answer.data).then(() => undefined));
  };
}
