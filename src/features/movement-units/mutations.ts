/**
 * Named mutations of movement units (product.md §2, §4 field operations): moving one or several units
 * of a contracted campaign, and taking a unit off the contract. Movements are
 * not mirrored; each is queued (works offline, sent once) and appears in the
 * list once the server has it (each declares the list it changes: `invalidates`).
 * Named after their endpoints (`movementUnits.store`…): screens import this
 * module as `movementUnits` and call `useMutation(movementUnits.store)`.
 * Bundled into the service worker.
 */
import * as v from 'valibot';
import * as mu from '#src/api/contract/movement-units.ts';
import { defineMutation } from '#src/sync/mutations.ts';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
const reason = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(500));

/** One unit moved to another. */
export const store = defineMutation({
  endpoint: mu.store,
  args: v.object({ campaignId: positive, from: positive, to: positive, reason }),
  tables: [],
  invalidates: [mu.list, mu.show],
  optimistic: async () => {},
  request: (args) => ({
    endpoint: mu.store,
    input: {
      body: { campaign_id: args.campaignId, from_unit_id: args.from, to_unit_id: args.to, reason: args.reason },
    },
  }),
  describe: (args) => ({
    es: `Mover la unidad ${args.from} a la ${args.to} (campaña ${args.campaignId})`,
    en: `Move unit ${args.from} to ${args.to} (campaign ${args.campaignId})`,
  }),
});

/** Several moves of one campaign, applied by the server all or none. */
export const multiple = defineMutation({
  endpoint: mu.multiple,
  args: v.object({
    campaignId: positive,
    moves: v.pipe(v.array(v.object({ from: positive, to: positive })), v.minLength(1)),
    reason,
  }),
  tables: [],
  invalidates: [mu.list, mu.show],
  optimistic: async () => {},
  request: (args) => ({
    endpoint: mu.multiple,
    input: {
      body: {
        campaign_id: args.campaignId,
        moves: args.moves.map((m) => ({ from_unit_id: m.from, to_unit_id: m.to })),
        reason: args.reason,
      },
    },
  }),
  describe: (args) => ({
    es: `Mover ${args.moves.length} ${args.moves.length === 1 ? 'unidad' : 'unidades'} de la campaña ${args.campaignId}`,
    en: `Move ${args.moves.length} ${args.moves.length === 1 ? 'unit' : 'units'} of campaign ${args.campaignId}`,
  }),
});

export const removeContractUnit = defineMutation({
  endpoint: mu.removeContractUnit,
  args: v.object({ campaignId: positive, unitId: positive, reason }),
  tables: [],
  invalidates: [mu.list, mu.show],
  optimistic: async () => {},
  request: (args) => ({
    endpoint: mu.removeContractUnit,
    input: { body: { campaign_id: args.campaignId, unit_id: args.unitId, reason: args.reason } },
  }),
  describe: (args) => ({
    es: `Retirar la unidad ${args.unitId} de la campaña ${args.campaignId}`,
    en: `Remove unit ${args.unitId} from campaign ${args.campaignId}`,
  }),
});

export const movementMutations = [store, multiple, removeContractUnit];
