/**
 * 50 campaigns of the 10 client accounts (the demo client owns the first 8,
 * one in each interesting status), with their countries, the media types of
 * each country (campaign_media_types: the chosen ones present in the cart, and
 * every media type of the cart's units there, all on the campaign's dates) and
 * 5–30 cart units each; reserved campaigns hold one open booking, created when
 * the campaign was last updated. `steps_done` is the drawn progress clamped to
 * the campaign type's step list (src/domain/steps.ts).
 *
 * Dates (YYYY-MM-DD) are offsets of the anchor consistent with the status
 * (finished ones ended before it, drafts start after it), all within
 * anchor −60..+90 days. Cart prices copy the unit's: `price` pesos per day,
 * `print_price` one-off pesos, `total_price` = price × inclusive days + print
 * price; `investment` is the sum of the totals. Contracted and finished
 * campaigns carry `bought_at` on their units.
 */
import { stepsFor, type CampaignType } from '#src/domain/steps.ts';
import type { bookings, campaignCountries, campaignMediaTypes, campaignUnits, campaigns } from '../schema.ts';
import { MEDIA_TYPES, mediaTypeId, type MediaKey } from './catalogue.ts';
import { ACTIVE_ISO2, ACTIVE_UNITS } from './geography-data.ts';
import type { Geography } from './geography.ts';
import { addDays, at, inclusiveDays, round2 } from './helpers.ts';
import type { Inventory, SeedUnit } from './inventory.ts';
import type { People } from './people.ts';
import { rngFor, type Rng } from './rng.ts';

export const CAMPAIGN_COUNT = 50;
export { CAMPAIGN_STATUSES, type CampaignStatus };
import { CAMPAIGN_STATUSES, type CampaignStatus } from '#src/domain/campaign-status.ts';

/** Statuses of the demo client's campaigns, in order. */
const DEMO_STATUSES: readonly CampaignStatus[] = [
  'contracted',
  'reserved',
  'in_progress',
  'draft',
  'finished',
  'contracted',
  'cancelled',
  'reserved',
];
const STATUS_WEIGHTS = [8, 8, 8, 14, 8, 4];
const NAME_THEMES = [
  'Lanzamiento',
  'Temporada de verano',
  'Regreso a clases',
  'Día de la Madre',
  'Navidad',
  'Black Friday',
  'Aniversario',
  'Apertura de tiendas',
  'Copa de fútbol',
  'Fiestas patrias',
  'Marca',
  'Hot Sale',
];

/** [first start offset, last start offset, min duration, max duration] per status. */
const DATE_PLAN: Record<CampaignStatus, readonly [number, number, number, number]> = {
  finished: [-60, -20, 14, 90],
  contracted: [-45, 30, 14, 90],
  reserved: [3, 45, 14, 45],
  in_progress: [7, 60, 14, 60],
  draft: [10, 76, 14, 90],
  cancelled: [-60, 60, 14, 60],
};
const STEP_RANGE: Record<CampaignStatus, readonly [number, number]> = {
  draft: [1, 4],
  in_progress: [5, 9],
  reserved: [10, 11],
  contracted: [12, 12],
  finished: [12, 12],
  cancelled: [1, 12],
};

/** What field work needs to know about a campaign. */
export interface SeedCampaign {
  id: number;
  status: CampaignStatus;
  units: SeedUnit[];
}

export interface CampaignData {
  campaigns: (typeof campaigns.$inferInsert)[];
  campaignCountries: (typeof campaignCountries.$inferInsert)[];
  campaignMediaTypes: (typeof campaignMediaTypes.$inferInsert)[];
  campaignUnits: (typeof campaignUnits.$inferInsert)[];
  bookings: (typeof bookings.$inferInsert)[];
  seedCampaigns: SeedCampaign[];
}

function chooseDates(status: CampaignStatus, rng: Rng): [number, number] {
  const [first, last, minDays, maxDays] = DATE_PLAN[status];
  const start = rng.int(first, last);
  const longest = status === 'finished' ? Math.min(maxDays, -start) : maxDays;
  return [start, Math.min(start + rng.int(minDays, longest) - 1, 90)];
}

function chooseCountries(isDemo: boolean, rng: Rng): string[] {
  const first = isDemo
    ? 'MX'
    : rng.weighted(
        ACTIVE_ISO2,
        ACTIVE_ISO2.map((c) => ACTIVE_UNITS[c] ?? 0),
      );
  const extra = rng.sample(
    ACTIVE_ISO2.filter((c) => c !== first),
    rng.weighted([0, 1, 2], [6, 3, 1]),
  );
  return [first, ...extra];
}

/** Builds the campaigns and their carts. */
export function buildCampaigns(anchor: string, geo: Geography, inv: Inventory, people: People): CampaignData {
  const rng = rngFor('campaigns');
  const out: CampaignData = {
    campaigns: [],
    campaignCountries: [],
    campaignMediaTypes: [],
    campaignUnits: [],
    bookings: [],
    seedCampaigns: [],
  };
  const [demoClient, ...otherClients] = people.clientIds;
  const companyOf = new Map(people.users.map((u) => [u.id, u.company ?? u.name]));
  const byCountry = new Map<string, SeedUnit[]>();
  for (const u of inv.seedUnits) {
    if (!u.active) continue;
    const list = byCountry.get(u.iso2) ?? [];
    list.push(u);
    byCountry.set(u.iso2, list);
  }
  const year = Number(anchor.slice(0, 4));

  for (let i = 0; i < CAMPAIGN_COUNT; i++) {
    const id = i + 1;
    const isDemo = i < DEMO_STATUSES.length;
    const clientId = (isDemo ? demoClient : otherClients[(i - DEMO_STATUSES.length) % otherClients.length]) as number;
    const status = isDemo ? (DEMO_STATUSES[i] as CampaignStatus) : rng.weighted(CAMPAIGN_STATUSES, STATUS_WEIGHTS);
    const digital = rng.chance(0.25);
    const campaignType = rng.weighted<CampaignType>(['budget', 'package', 'manual'], [4, 2, 4]);
    const [startOffset, endOffset] = chooseDates(status, rng);
    const startDate = addDays(anchor, startOffset);
    const endDate = addDays(anchor, endOffset);
    const days = inclusiveDays(startDate, endDate);
    const countries = chooseCountries(isDemo, rng);
    const keys = MEDIA_TYPES.filter((m) =>
      digital ? m.category === 'media-digital' : m.category === 'media-print',
    ).map((m) => m.key as MediaKey);
    const chosenKeys = rng.sample(keys, rng.int(1, Math.min(3, keys.length)));
    const pool = countries.flatMap((c) => byCountry.get(c) ?? []);
    let candidates = pool.filter((u) => chosenKeys.includes(u.mediaKey));
    if (candidates.length < 5) candidates = pool.filter((u) => keys.includes(u.mediaKey));
    const cart = rng.sample(candidates, rng.int(5, 30)).toSorted((a, b) => a.id - b.id);

    const createdDay = Math.min(startOffset, 0) - rng.int(5, 30);
    const updatedDay = Math.min(createdDay + rng.int(1, 20), 0);
    const bought =
      status === 'contracted' || status === 'finished'
        ? at(anchor, Math.min(createdDay + rng.int(1, 4), -1), rng.int(9, 18), rng.int(0, 59))
        : null;
    let investment = 0;
    for (const u of cart) {
      const total = round2(u.price * days + u.printPrice);
      investment += total;
      out.campaignUnits.push({
        id: out.campaignUnits.length + 1,
        campaignId: id,
        unitId: u.id,
        price: u.price,
        printPrice: u.printPrice,
        totalPrice: total,
        startDate,
        endDate,
        spotsUsed: 1,
        extraDays: 0,
        boughtAt: bought,
      });
    }
    for (const iso2 of countries) {
      const countryId = geo.countryId.get(iso2) as number;
      const present = chosenKeys.filter((k) => cart.some((u) => u.iso2 === iso2 && u.mediaKey === k));
      const inCart = cart.filter((u) => u.iso2 === iso2).map((u) => u.mediaKey);
      const typeIds = new Set([...(present.length > 0 ? present : chosenKeys), ...inCart].map(mediaTypeId));
      out.campaignCountries.push({ campaignId: id, countryId });
      for (const typeId of [...typeIds].toSorted((a, b) => a - b)) {
        out.campaignMediaTypes.push({ campaignId: id, countryId, mediaTypeId: typeId, startDate, endDate });
      }
    }
    const [stepMin, stepMax] = STEP_RANGE[status];
    const stepCount = stepsFor(campaignType, digital ? 'digital' : 'print').length;
    out.campaigns.push({
      id,
      clientId,
      name: `${rng.pick(NAME_THEMES)} ${year} — ${companyOf.get(clientId) ?? 'Cliente'}`,
      status,
      campaignType,
      budgetCampaignType: campaignType === 'budget' ? rng.pick(['total', 'by_media_type']) : null,
      unitsCategory: digital ? 'digital' : 'print',
      regionType: 'country',
      investment: round2(investment),
      startDate,
      endDate,
      stepsDone: Math.min(rng.int(stepMin, stepMax), stepCount),
      booking: status === 'reserved',
      reservable: status === 'reserved' || (status === 'in_progress' && rng.chance(0.4)),
      createdAt: at(anchor, createdDay, rng.int(9, 18), rng.int(0, 59)),
      updatedAt: at(anchor, updatedDay, updatedDay === 0 ? 8 : rng.int(9, 18), rng.int(0, 59)),
    });
    const campaign = out.campaigns[out.campaigns.length - 1]!;
    if (status === 'reserved') {
      // holds expire on the server's clock (src/domain/booking-rules.ts): the first at 18:00 tomorrow (close to
      // expiry on the home), the others 2–6 days from the anchor; no rng draw, so the other streams stay as they were
      const n = out.bookings.length;
      out.bookings.push({
        id: n + 1,
        campaignId: id,
        clientId,
        name: campaign.name,
        status: 'open',
        expiresAt: at(anchor, 1 + (n % 6), 18),
        createdAt: campaign.updatedAt,
        updatedAt: campaign.updatedAt,
      });
    }
    out.seedCampaigns.push({ id, status, units: cart });
  }
  return out;
}
