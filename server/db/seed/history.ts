/**
 * 18 months of history (issue 18: "the seed gains 18 months of history (contracts, bookings, billing, occupancy)
 * across countries, media types, teams and customers so every board and report shows a meaningful shape").
 *
 * `HISTORY_CAMPAIGNS` (380) campaigns of the 9 generated client accounts (never the demo accounts, ids 1–8, nor the
 * first-access invitee, 9), each run between anchor −548 and anchor −61 days, so the campaigns of campaigns.ts
 * (anchor −60..+90) stay the only current ones. Shape, so no chart is flat:
 * - **season and growth**: a campaign's first day is drawn with weight `SEASON[month]` (December 1.8, June 1.4, May
 *   and July 1.3, November 1.3, January 0.7, February 0.8, other months 1) × a ramp growing from 1 at −548 days to
 *   1 + `GROWTH` (1.8) at the end: later months have more campaigns;
 * - **customers**: the clients weigh 10, 8, 7, 6, 5, 4, 3, 3, 2 in a drawn order; the first four buy from the start,
 *   the others join between −480 and −240 days (more active customers over time);
 * - **teams**: each campaign's contract is owned by the client's first assigned seller (`client_sellers`, as
 *   contracts.ts does), so the three sellers' teams carry their customers' history;
 * - **countries and media**: the first country is the client's own half the time, else drawn by the units each
 *   active country has; 0–2 more (weights 7, 2, 1); print or digital (1 in 4) with 1–3 media types, as
 *   campaigns.ts chooses them.
 *
 * Each campaign lasts 14–60 days (inclusive) and has 5–25 cart lines on live units already created (in
 * inventory.ts) when the campaign was, never over-sold: a print unit is on at most one history line a day, a
 * digital screen on lines whose spots (1–3 each) add up to at most its spots. Lines are priced as campaigns.ts
 * prices them: `price` pesos per day and `print_price` one-off pesos copied from the unit, `total_price` = price ×
 * inclusive days × spots + print price (digital units have no print price), `investment` = Σ totals, `bought_at`
 * set (every history campaign was contracted). Its `campaign_countries` and `campaign_media_types` (the chosen
 * media types present in the cart and every media type of the cart in each country, on the campaign's dates) are
 * built as campaigns.ts builds them. Money of a line is in its unit's country's currency.
 *
 * One contract per campaign (owner: the client's first seller), drawn with weights 86, 10, 4: billed (`billed_at`
 * inside the campaign's period, 0–20 days after its first day; the boards count billing by it), approved, or
 * cancelled (the campaign cancelled before its first day, with a reason). A third of the sold ones went through a
 * reservation: a booking `applied` by the owner the day they were bought (campaign bookings of finished campaigns
 * hold nothing). Billing of the billed ones: history-billing.ts. Campaigns are numbered in the order they start.
 *
 * Determinism: one stream, `rngFor('history')` (history-billing.ts draws from `rngFor('history-billing')`), every
 * date an offset of the anchor; ids continue after the largest id of each table built before (index.ts appends
 * these batches last), so every earlier row, id and stream is as it was. The only rows of earlier modules it
 * touches are the accounts' `created_at`, moved back (`backdateAccounts`) so no client or seller owns history from
 * before its account existed.
 */
import { stepsFor, type CampaignType } from '#src/domain/steps.ts';
import type * as s from '../schema.ts';
import type { BillingData } from './billing.ts';
import type { CampaignData } from './campaigns.ts';
import { MEDIA_TYPES, mediaTypeId, type MediaKey } from './catalogue.ts';
import type { ContractData } from './contracts.ts';
import { ACTIVE_ISO2, ACTIVE_UNITS } from './geography-data.ts';
import type { Geography } from './geography.ts';
import { addDays, at, inclusiveDays, parseAnchor } from './helpers.ts';
import { billHistory, type HistoryBilling } from './history-billing.ts';
import type { Inventory, SeedUnit } from './inventory.ts';
import type { People } from './people.ts';
import { rngFor, type Rng } from './rng.ts';
import type { SalesData } from './sales.ts';

/** History campaigns built (a few fewer if a cart found no free unit: none on the demo inventory). */
export const HISTORY_CAMPAIGNS = 380;
/** First and last day of the history (offsets of the anchor, in days). */
export const HISTORY_FIRST_DAY = -548;
export const HISTORY_LAST_DAY = -61;
const MIN_DAYS = 14;
const MAX_DAYS = 60;
/** Weight of a campaign starting in each month, January first. */
const SEASON = [0.7, 0.8, 1, 1, 1.3, 1.4, 1.3, 1, 1, 1, 1.3, 1.8];
/** How much more likely a campaign is at the end of the history than at its start, less 1. */
const GROWTH = 0.8;
const CLIENT_WEIGHTS = [10, 8, 7, 6, 5, 4, 3, 3, 2];
/** Clients buying from the first day; the others join later. */
const FOUNDING_CLIENTS = 4;
const OUTCOMES = ['billed', 'approved', 'cancelled'] as const;
const OUTCOME_WEIGHTS = [86, 10, 4];
const BOOKED_SHARE = 1 / 3;
/** Campaign names by the month they start (January first). */
const THEMES: readonly (readonly string[])[] = [
  ['Temporada de verano', 'Marca'],
  ['Regreso a clases', 'Temporada de verano'],
  ['Regreso a clases', 'Marca'],
  ['Aniversario', 'Lanzamiento'],
  ['Día de la Madre', 'Hot Sale'],
  ['Copa de fútbol', 'Hot Sale'],
  ['Copa de fútbol', 'Vacaciones de invierno'],
  ['Apertura de tiendas', 'Marca'],
  ['Fiestas patrias', 'Lanzamiento'],
  ['Aniversario', 'Marca'],
  ['Black Friday', 'Navidad'],
  ['Navidad', 'Fin de año'],
];
const CANCEL_REASONS = [
  'El cliente pospuso la campaña.',
  'El cliente movió el presupuesto a medios digitales.',
  'Cambio de fechas del lanzamiento del cliente.',
];

export interface HistoryData extends HistoryBilling {
  campaigns: (typeof s.campaigns.$inferInsert)[];
  campaignCountries: (typeof s.campaignCountries.$inferInsert)[];
  campaignMediaTypes: (typeof s.campaignMediaTypes.$inferInsert)[];
  campaignUnits: (typeof s.campaignUnits.$inferInsert)[];
  bookings: (typeof s.bookings.$inferInsert)[];
  contracts: (typeof s.contracts.$inferInsert)[];
  /** The earliest moment each client and seller with history must have had its account. */
  accountsSince: Map<number, Date>;
}

/** 1 + the largest `id` of some rows (1 when none). */
const nextId = (...lists: readonly (readonly { id?: number | undefined }[])[]) =>
  1 + Math.max(0, ...lists.flatMap((l) => l.map((r) => r.id ?? 0)));

/**
 * Draws the first day of each campaign (offsets), season × growth weighted, in ascending order: stratified (the
 * i-th of n from the i-th n-quantile of the weights), so each month gets close to its share and the shape shows.
 */
function drawStarts(anchor: string, rng: Rng): number[] {
  const days: number[] = [];
  const cumulative: number[] = [];
  let total = 0;
  const span = HISTORY_LAST_DAY - HISTORY_FIRST_DAY;
  for (let d = HISTORY_FIRST_DAY; d <= HISTORY_LAST_DAY - MIN_DAYS + 1; d++) {
    const month = Number(addDays(anchor, d).slice(5, 7));
    total += (SEASON[month - 1] ?? 1) * (1 + (GROWTH * (d - HISTORY_FIRST_DAY)) / span);
    days.push(d);
    cumulative.push(total);
  }
  const starts: number[] = [];
  for (let i = 0; i < HISTORY_CAMPAIGNS; i++) {
    const r = ((i + rng.next()) / HISTORY_CAMPAIGNS) * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > r) hi = mid;
      else lo = mid + 1;
    }
    starts.push(days[lo] ?? HISTORY_FIRST_DAY);
  }
  return starts;
}

/** The spots of each unit a history line takes on its days (offsets), to never sell more than the unit has. */
class Occupancy {
  private readonly held = new Map<number, { start: number; end: number; spots: number }[]>();
  constructor(private readonly capacity: Map<number, number>) {}
  /** Spots of `unitId` free on every day of start..end (conservative: overlapping holds all counted). */
  free(unitId: number, start: number, end: number): number {
    let taken = 0;
    for (const h of this.held.get(unitId) ?? []) if (h.start <= end && h.end >= start) taken += h.spots;
    return (this.capacity.get(unitId) ?? 1) - taken;
  }
  take(unitId: number, start: number, end: number, spots: number): void {
    const list = this.held.get(unitId) ?? [];
    list.push({ start, end, spots });
    this.held.set(unitId, list);
  }
}

/** Builds the history (module doc) after the data of campaigns.ts, contracts.ts, billing.ts and sales.ts. */
export function buildHistory(
  anchor: string,
  geo: Geography,
  inv: Inventory,
  people: People,
  camps: CampaignData,
  deals: ContractData,
  bills: BillingData,
  sales: SalesData,
): HistoryData {
  const rng = rngFor('history');
  const anchorMs = parseAnchor(anchor);
  const out: HistoryData = {
    campaigns: [],
    campaignCountries: [],
    campaignMediaTypes: [],
    campaignUnits: [],
    bookings: [],
    contracts: [],
    orders: [],
    orderItems: [],
    campaignCosts: [],
    campaignBillingCountries: [],
    payments: [],
    accountsSince: new Map(),
  };
  const firstCampaign = nextId(camps.campaigns);
  const firstLine = nextId(camps.campaignUnits);
  const firstBooking = nextId(camps.bookings, sales.bookings);
  const firstContract = nextId(deals.contracts);

  const userOf = new Map(people.users.map((u) => [u.id!, u]));
  const iso2Of = new Map(geo.countries.map((c) => [c.id!, c.iso2]));
  const ownerOf = (clientId: number) =>
    people.clientSellers
      .filter((cs) => cs.clientId === clientId)
      .map((cs) => cs.sellerId)
      .toSorted((a, b) => a - b)[0] ?? null;
  // the day (offset) each unit was created, and its spots
  const bornDay = new Map(
    inv.units.map((u) => [u.id!, Math.floor(((u.createdAt as Date).getTime() - anchorMs) / 86_400_000)]),
  );
  const occupancy = new Occupancy(new Map(inv.units.map((u) => [u.id!, Math.max(1, u.spots ?? 1)])));
  const byCountry = new Map<string, SeedUnit[]>();
  for (const u of inv.seedUnits) {
    if (!u.active) continue;
    const list = byCountry.get(u.iso2) ?? [];
    list.push(u);
    byCountry.set(u.iso2, list);
  }

  // customers: the generated clients (people.clientIds[0] is the demo client), weighted, some joining later
  const clients = rng.shuffle(people.clientIds.slice(1)).map((id, k) => ({
    id,
    weight: CLIENT_WEIGHTS[k] ?? 2,
    since: k < FOUNDING_CLIENTS ? HISTORY_FIRST_DAY - 60 : rng.int(-480, -240),
  }));
  const since = (id: number, when: Date) => {
    const was = out.accountsSince.get(id);
    if (!was || when < was) out.accountsSince.set(id, when);
  };

  for (const start of drawStarts(anchor, rng)) {
    const end = Math.min(start + rng.int(MIN_DAYS, MAX_DAYS) - 1, HISTORY_LAST_DAY);
    const created = start - rng.int(12, 40);
    const eligible = clients.filter((c) => c.since <= created);
    const clientId = rng.weighted(
      eligible.map((c) => c.id),
      eligible.map((c) => c.weight),
    );
    const client = userOf.get(clientId)!;
    const digital = rng.chance(0.25);
    const campaignType = rng.weighted<CampaignType>(['budget', 'package', 'manual'], [4, 2, 4]);
    const own = iso2Of.get(client.countryId ?? 0);
    const first =
      own && ACTIVE_ISO2.includes(own) && rng.chance(0.5)
        ? own
        : rng.weighted(
            ACTIVE_ISO2,
            ACTIVE_ISO2.map((c) => ACTIVE_UNITS[c] ?? 0),
          );
    const countries = [
      first,
      ...rng.sample(
        ACTIVE_ISO2.filter((c) => c !== first),
        rng.weighted([0, 1, 2], [7, 2, 1]),
      ),
    ];
    const keys = MEDIA_TYPES.filter((m) =>
      digital ? m.category === 'media-digital' : m.category === 'media-print',
    ).map((m) => m.key as MediaKey);
    const chosenKeys = rng.sample(keys, rng.int(1, Math.min(3, keys.length)));
    const pool = countries
      .flatMap((c) => byCountry.get(c) ?? [])
      .filter((u) => (bornDay.get(u.id) ?? 0) < created && occupancy.free(u.id, start, end) > 0);
    let candidates = pool.filter((u) => chosenKeys.includes(u.mediaKey));
    if (candidates.length < 5) candidates = pool.filter((u) => keys.includes(u.mediaKey));
    const cart = rng.sample(candidates, rng.int(5, 25)).toSorted((a, b) => a.id - b.id);
    const outcome = rng.weighted(OUTCOMES, OUTCOME_WEIGHTS);
    const booked = outcome !== 'cancelled' && rng.chance(BOOKED_SHARE);
    if (cart.length === 0) continue;

    const id = firstCampaign + out.campaigns.length;
    const startDate = addDays(anchor, start);
    const endDate = addDays(anchor, end);
    const days = inclusiveDays(startDate, endDate);
    const boughtDay = created + rng.int(2, 9);
    const bought = at(anchor, boughtDay, rng.int(9, 12), rng.int(0, 59));
    let investmentCents = 0;
    for (const u of cart) {
      const spots = u.digital ? Math.min(rng.weighted([1, 2, 3], [6, 3, 1]), occupancy.free(u.id, start, end)) : 1;
      if (outcome !== 'cancelled') occupancy.take(u.id, start, end, spots);
      const cents = Math.round(u.price * 100) * days * spots + Math.round(u.printPrice * 100);
      investmentCents += cents;
      out.campaignUnits.push({
        id: firstLine + out.campaignUnits.length,
        campaignId: id,
        unitId: u.id,
        price: u.price,
        printPrice: u.printPrice,
        totalPrice: cents / 100,
        startDate,
        endDate,
        spotsUsed: spots,
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

    const owner = ownerOf(clientId);
    const createdAt = at(anchor, created, rng.int(9, 18), rng.int(0, 59));
    const approvedAt = at(anchor, boughtDay + rng.int(0, 2), rng.int(13, 18), rng.int(0, 59));
    const billedAt = at(anchor, start + rng.int(0, Math.min(days - 1, 20)), rng.int(9, 18), rng.int(0, 59));
    const cancelledAt = at(anchor, boughtDay + rng.int(1, start - boughtDay - 1), rng.int(9, 18), rng.int(0, 59));
    const finishedAt = at(anchor, end + rng.int(1, 3), 6, 0);
    const month = Number(startDate.slice(5, 7));
    const theme = rng.pick(THEMES[month - 1] ?? ['Marca']);
    const name = `${theme} ${startDate.slice(0, 4)} — ${client.company ?? client.name}`;
    out.campaigns.push({
      id,
      clientId,
      name,
      status: outcome === 'cancelled' ? 'cancelled' : 'finished',
      campaignType,
      budgetCampaignType: campaignType === 'budget' ? rng.pick(['total', 'by_media_type']) : null,
      unitsCategory: digital ? 'digital' : 'print',
      regionType: 'country',
      investment: investmentCents / 100,
      startDate,
      endDate,
      stepsDone: Math.min(12, stepsFor(campaignType, digital ? 'digital' : 'print').length),
      booking: false,
      reservable: false,
      createdAt,
      updatedAt: outcome === 'cancelled' ? cancelledAt : finishedAt,
    });
    if (booked) {
      const made = at(anchor, Math.max(created, boughtDay - rng.int(1, 5)), rng.int(9, 18), rng.int(0, 59));
      const decided = at(anchor, boughtDay, 8, 30);
      out.bookings.push({
        id: firstBooking + out.bookings.length,
        campaignId: id,
        clientId,
        createdById: clientId,
        name,
        status: 'applied',
        expiresAt: null,
        decidedById: owner,
        decidedAt: decided,
        createdAt: made,
        updatedAt: decided,
      });
    }
    const contractId = firstContract + out.contracts.length;
    out.contracts.push({
      id: contractId,
      campaignId: id,
      status: outcome,
      ownerId: owner,
      reference: contractId % 2 ? `OC-${2026_000 + contractId}` : '',
      unitsType: digital ? 'digital' : 'print',
      reason: outcome === 'cancelled' ? rng.pick(CANCEL_REASONS) : '',
      approvedAt: outcome === 'cancelled' ? null : approvedAt,
      billedAt: outcome === 'billed' ? billedAt : null,
      cancelledAt: outcome === 'cancelled' ? cancelledAt : null,
      createdAt: bought,
      updatedAt: outcome === 'billed' ? billedAt : outcome === 'approved' ? approvedAt : cancelledAt,
    });
    since(clientId, at(anchor, created - 10, 10));
    if (owner !== null) since(owner, at(anchor, created - 30, 10));
  }
  Object.assign(out, billHistory(out, geo, people, deals, bills));
  return out;
}

/** The users with `created_at` moved back to `since` where they would otherwise post-date their history. */
export function backdateAccounts(
  users: readonly (typeof s.users.$inferInsert)[],
  since: ReadonlyMap<number, Date>,
): (typeof s.users.$inferInsert)[] {
  return users.map((u) => {
    const when = since.get(u.id!);
    return when && (u.createdAt as Date) > when ? { ...u, createdAt: when } : u;
  });
}
