/**
 * `campaign.action` (product.md §4 campaign actions; api-catalogue.md "Campaigns"): reserve, cancel
 * the reservation, make the contract, accept the price, add extra days, add credit, taxes, cancel the
 * campaign. It picks its endpoint from the action, so it keeps a name of its own (entries queued
 * under it by earlier versions must keep resolving to one mutation).
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules, the contract
 * and pure models.
 */
import * as v from 'valibot';
import * as c from '#src/api/contract/campaigns.ts';
import type { CampaignDetailRow } from '#src/sync/db.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import { updateLines } from '../model/cart.ts';
import { changeCampaign, common, positive } from './shared.ts';

const id = positive;
const actionArgs = v.variant('action', [
  v.object({ action: v.literal('reserve'), campaignId: id }),
  v.object({ action: v.literal('cancelReservation'), campaignId: id, bookingId: id }),
  v.object({ action: v.literal('makeContract'), campaignId: id }),
  v.object({ action: v.literal('acceptPrice'), campaignId: id }),
  /** `from`: each unit's extra days when the action was taken, so the optimistic change is a "set". */
  v.object({
    action: v.literal('extraDays'),
    campaignId: id,
    days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365)),
    from: v.pipe(
      v.array(v.object({ unit_id: id, extra_days: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
      v.minLength(1),
    ),
  }),
  v.object({ action: v.literal('addCredit'), campaignId: id, amount: v.pipe(v.number(), v.minValue(0)) }),
  v.object({
    action: v.literal('addTaxes'),
    campaignId: id,
    addTaxes: v.boolean(),
    taxPercent: v.pipe(v.number(), v.minValue(0)),
  }),
  v.object({ action: v.literal('cancel'), campaignId: id }),
]);
export type ActionArgs = v.InferOutput<typeof actionArgs>;

function applyAction(d: CampaignDetailRow, a: ActionArgs): CampaignDetailRow {
  switch (a.action) {
    case 'reserve':
      return { ...d, status: 'reserved', booking: true };
    case 'cancelReservation':
      return { ...d, status: 'in_progress', booking: false, booking_id: null };
    case 'makeContract':
      return { ...d, status: 'contracted' };
    case 'acceptPrice':
      return { ...d, price_accepted: true };
    case 'extraDays':
      return updateLines(
        d,
        a.from.map((f) => ({ unit_id: f.unit_id, extra_days: f.extra_days + a.days })),
      );
    case 'addCredit':
      return { ...d, credit: a.amount };
    case 'addTaxes':
      return { ...d, add_taxes: a.addTaxes, tax_percent: a.addTaxes ? a.taxPercent : 0 };
    case 'cancel':
      return { ...d, status: 'cancelled' };
  }
}

function actionRequest(a: ActionArgs) {
  const params = { id: a.campaignId };
  switch (a.action) {
    case 'reserve':
      return { endpoint: c.reserve, input: { params, body: {} } };
    case 'cancelReservation':
      return { endpoint: c.cancelReservation, input: { params: { id: a.campaignId, bookingId: a.bookingId } } };
    case 'makeContract':
      return { endpoint: c.makeContract, input: { params, body: {} } };
    case 'acceptPrice':
      return { endpoint: c.acceptPrice, input: { params, body: {} } };
    case 'extraDays':
      return {
        endpoint: c.extraDays,
        input: { params, body: { unit_ids: a.from.map((f) => f.unit_id), days: a.days } },
      };
    case 'addCredit':
      return { endpoint: c.addCredit, input: { params, body: { amount: a.amount } } };
    case 'addTaxes':
      return { endpoint: c.addTaxes, input: { params, body: { add_taxes: a.addTaxes } } };
    case 'cancel':
      return { endpoint: c.cancel, input: { params } };
  }
}

const ACTION_WORDS: Record<ActionArgs['action'], [string, string]> = {
  reserve: ['Reservar', 'Reserve'],
  cancelReservation: ['Cancelar la reserva', 'Cancel the reservation'],
  makeContract: ['Hacer el contrato', 'Make the contract'],
  acceptPrice: ['Aceptar el precio', 'Accept the price'],
  extraDays: ['Añadir días extra', 'Add extra days'],
  addCredit: ['Añadir crédito', 'Add credit'],
  addTaxes: ['Impuestos', 'Taxes'],
  cancel: ['Cancelar la campaña', 'Cancel the campaign'],
};

/** The campaign actions of spec §4 (module doc). */
export const campaignAction = defineMutation({
  name: 'campaign.action',
  args: actionArgs,
  ...common<{ campaignId: number }>(),
  optimistic: (tx, args) => changeCampaign(tx, args.campaignId, (d) => applyAction(d, args)),
  request: (args) => actionRequest(args) as { endpoint: typeof c.reserve; input: never },
  describe: (args) => ({
    es: `${ACTION_WORDS[args.action][0]} (campaña ${args.campaignId})`,
    en: `${ACTION_WORDS[args.action][1]} (campaign ${args.campaignId})`,
  }),
});
