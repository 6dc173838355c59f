/**
 * What every campaign mutation shares (product.md §2–§5 campaigns): the mirror tables they touch, how
 * a campaign is written and re-read, and the optimistic "change, reprice, write" step. Optimistic
 * changes are idempotent "set" changes on the `campaignDetails` row (model/cart.ts), repriced with
 * the same `quoteCart` as the server, and mirrored into the `campaigns` list row. Every answer is the
 * whole campaign: `fold` writes it. A refusal rolls back by re-reading the campaign.
 *
 * Bundled into the service worker too: imports only the sync engine's non-React modules, the contract
 * and pure models.
 */
import * as v from 'valibot';
import * as c from '#src/api/contract/campaigns.ts';
import { campaignSummary } from '#src/api/contract/catalogue-lists.ts';
import type { CampaignDetailRow, MirrorTableName, PautaDb } from '#src/sync/db.ts';
import type { Transport } from '#src/sync/transport.ts';
import { ApiError } from '#src/api/errors.ts';
import { reprice } from '../model/cart.ts';
import type { QuoteMediaType } from '#src/domain/quote.ts';
import { stepNumber, type StepKey } from '#src/domain/steps.ts';

export const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
export const TABLES: readonly MirrorTableName[] = [
  'campaignDetails',
  'campaigns',
  'marketUnits',
  'mediaTypes',
  'settings',
  'countries',
];
/** Setting with the side-A surcharge percent (spec §3 Settings, §9). */
export const SIDE_A_SETTING = 'yoda.percentage_to_face_units';

const SUMMARY_KEYS = Object.keys(campaignSummary.entries) as (keyof typeof campaignSummary.entries)[];

/** Writes a campaign as the server answered it: the detail row and its list row. */
export async function writeCampaign(tx: PautaDb, detail: CampaignDetailRow): Promise<void> {
  await tx.campaignDetails.put(detail);
  await tx.campaigns.put(Object.fromEntries(SUMMARY_KEYS.map((k) => [k, detail[k]])) as never);
}

/** Re-reads a campaign into the mirror (rollback after a refusal); a campaign gone (404) leaves the device. */
export async function rereadCampaign(transport: Transport, db: PautaDb, campaignId: number): Promise<void> {
  try {
    const answer = await transport.call(c.view, { params: { id: campaignId } }, { on401: 'throw' });
    await db.transaction('rw', ['campaignDetails', 'campaigns'], () => writeCampaign(db, answer.data));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      await db.transaction('rw', ['campaignDetails', 'campaigns'], async () => {
        await db.campaignDetails.delete(campaignId);
        await db.campaigns.delete(campaignId);
      });
      return;
    }
    throw error;
  }
}

/** Changes the mirrored campaign with `change`, reprices it and writes both rows; nothing when it is not on the device. */
export async function changeCampaign(
  tx: PautaDb,
  campaignId: number,
  change: (d: CampaignDetailRow, types: QuoteMediaType[]) => CampaignDetailRow | Promise<CampaignDetailRow>,
): Promise<void> {
  const detail = await tx.campaignDetails.get(campaignId);
  if (!detail) return;
  const types = (await tx.mediaTypes.toArray()).map((m) => ({ id: m.id, rules: m.rules }));
  const percent = Number((await tx.settings.get(SIDE_A_SETTING))?.value ?? 0) || 0;
  await writeCampaign(tx, reprice(await change(detail, types as QuoteMediaType[]), types as QuoteMediaType[], percent));
}

export const common = <A extends { campaignId: number }>() => ({
  tables: TABLES,
  async fold(tx: PautaDb, answer: { data: CampaignDetailRow }) {
    await writeCampaign(tx, answer.data);
  },
  reread: (transport: Transport, db: PautaDb, args: A) => rereadCampaign(transport, db, args.campaignId),
});

export const isoDay = v.pipe(v.string(), v.isoDate());

/** The step as saved: progress moves to the step after it (spec §4 step check). */
export function markStep(d: CampaignDetailRow, step: StepKey): CampaignDetailRow {
  const n = stepNumber(d.steps as StepKey[], step);
  return n ? { ...d, next_step: Math.max(d.next_step, Math.min(n + 1, d.steps.length)) } : d;
}
