/**
 * Drizzle `pg-core` schema of the reference server. The same schema and the
 * migrations generated from it (`npm run db:generate`, into server/db/migrations)
 * run on the embedded PGlite and on a real PostgreSQL (`DATABASE_URL`).
 *
 * Conventions:
 * - ids are serial integers; money is `numeric(14,2)` read as numbers (pesos);
 *   prices are per day unless the column says otherwise.
 * - mirrored collections (units, campaigns, order jobs, routes, print work
 *   orders) carry `updated_at` and a soft-delete `deleted_at`, so the sync
 *   engine can pull deltas with `updated_since` and learn of deletions (tombstones).
 * - timestamps are `timestamptz`; calendar dates are `date` strings (YYYY-MM-DD).
 */
import type { CampaignStatus } from '#src/domain/campaign-status.ts';
import type { CampaignType } from '#src/domain/steps.ts';
import type { BillingForm, CostKind, PaymentMethod, PaymentStatus } from '#src/domain/billing-rules.ts';
import {
  pgTable,
  serial,
  integer,
  bigint,
  text,
  boolean,
  timestamp,
  date,
  numeric,
  jsonb,
  doublePrecision,
  customType,
  uniqueIndex,
  index,
  primaryKey,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AdvancedFilters } from '#src/api/contract/campaigns.ts';
import type { ReportFilter, ReportTable } from '#src/api/contract/reports/shapes.ts';
import type { ReportKind } from '#src/domain/report-rules.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const deleted = () => timestamp('deleted_at', { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

// ── People, roles, sessions ────────────────────────────────────────────────

/** Roles are the user types of spec §6; `permissions` holds names or `prefix.*` patterns. */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    value: text('value').notNull(),
    name: text('name').notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull(),
  },
  (t) => [uniqueIndex('roles_value_uq').on(t.value)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    locale: text('locale').notNull().default('es'),
    changePassword: boolean('change_password').notNull().default(false),
    /**
     * sha-256 of a first-access code (spec §7 auth/first-access-validation); null once used, and
     * cleared after FIRST_ACCESS_MAX_FAILURES wrong codes (server/handlers/session.ts).
     */
    firstAccessCodeHash: text('first_access_code_hash'),
    /** Wrong first-access codes tried since the code was issued; whoever issues a new code sets it to 0. */
    firstAccessFailures: integer('first_access_failures').notNull().default(0),
    photoFileId: integer('photo_file_id'),
    countryId: integer('country_id'),
    providerId: integer('provider_id'),
    company: text('company'),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

/** Role assignments; `position` 0 is the user's type (spec §3: the first role is the user type). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Bearer tokens, stored as sha-256 hashes with an expiry. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('access_tokens_hash_uq').on(t.tokenHash)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [uniqueIndex('password_resets_hash_uq').on(t.tokenHash)],
);

/**
 * Guessing limits shared by every server process on the database
 * (server/http/rate-limit.ts): one fixed-window counter per limiter and
 * client. `key` is the hex sha-256 of the limiter's name and the client
 * (an email or an address), so no email or address is kept in clear;
 * `hits` counts the requests of the window that counted, which ends at
 * `reset_at`. Expired rows are purged.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_ix').on(t.resetAt)],
);

/** Mail the reference server would send (no mail leaves it): the reset link is kept here and logged. */
export const mailLog = pgTable('mail_log', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  link: text('link'),
  createdAt: created(),
});

/** Sellers assigned to a client account (GET /client/profile/{id}/sellers). */
export const clientSellers = pgTable(
  'client_sellers',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.sellerId] })],
);

// ── Files ──────────────────────────────────────────────────────────────────

/** Uploaded files, bytes kept in the database so an upload is one transaction. */
export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  /** true when any signed-in user may read it (profile photos, unit images). */
  shared: boolean('shared').notNull().default(false),
  /** The bytes, for files kept in the database (profile photos, attachments)... */
  data: bytea('data'),
  /** ...or their path under the server's files folder (proof-of-posting photos and their thumbnails). */
  path: text('path'),
  createdAt: created(),
});

// ── Translations, languages, contact ───────────────────────────────────────

export const languages = pgTable('languages', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

/** Server translation sections (spec §3): key/text pairs per locale and section. */
export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    section: text('section').notNull(),
    key: text('key').notNull(),
    text: text('text').notNull(),
  },
  (t) => [uniqueIndex('translations_uq').on(t.locale, t.section, t.key)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  countryId: integer('country_id').notNull(),
  clientType: integer('client_type').notNull(),
  message: text('message').notNull(),
  createdAt: created(),
});

// ── Geography and look-ups ─────────────────────────────────────────────────

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    iso2: text('iso2').notNull(),
    iso3: text('iso3').notNull(),
    phoneCode: text('phone_code').notNull(),
    currency: text('currency').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    active: boolean('active').notNull().default(false),
    /** true for countries offered for proposals and shown by yoda's country picker. */
    yodaRepresentation: boolean('yoda_representation').notNull().default(false),
  },
  (t) => [uniqueIndex('countries_iso2_uq').on(t.iso2)],
);

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
  },
  (t) => [index('states_country_ix').on(t.countryId)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (t) => [index('cities_state_ix').on(t.stateId), index('cities_country_ix').on(t.countryId)],
);

/**
 * Circuits: named groups of media units along a route or area of a city (issue 20); a unit joins at most one
 * (`units.circuit_id`). `provider_id` null: a shared circuit (the seeded ones), kept by administrators; else the
 * provider's own. Timestamps are null for the seeded circuits (written before circuits were stamped).
 */
export const circuits = pgTable(
  'circuits',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    providerId: integer('provider_id').references((): AnyPgColumn => providers.id),
    createdAt: timestamp('created_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('circuits_city_ix').on(t.cityId), index('circuits_provider_ix').on(t.providerId)],
);

/** Subcategories of the media-type categories (spec §3 "subcategory"; GET /subcategories), named in es and en. */
export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    nameEs: text('name_es').notNull(),
    nameEn: text('name_en').notNull(),
    /** A media-type category: media-print, media-digital or materials-print. */
    category: text('category').notNull(),
  },
  (t) => [uniqueIndex('subcategories_key_uq').on(t.key)],
);

export const settings = pgTable(
  'settings',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    type: text('type').notNull().default('string'),
  },
  (t) => [uniqueIndex('settings_key_uq').on(t.key)],
);

/** Server-side enumerations (spec §4: contract and proposal statuses, yoda types). */
export const enumValues = pgTable(
  'enum_values',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    nameEs: text('name_es').notNull(),
    nameEn: text('name_en').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('enum_values_uq').on(t.kind, t.key)],
);

/** Media types (spec §3): category media-print, media-digital or materials-print. */
export const mediaTypes = pgTable(
  'media_types',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    category: text('category').notNull(),
    /** purchase periods in days offered for buy-time rules, e.g. [7, 14, 28]. */
    purchasePeriods: jsonb('purchase_periods').$type<number[]>().notNull(),
    /** rules such as { type: { key: 'side_a' } } or { type: 'min_buy_time', rule: 'days', duration: 14 }. */
    rules: jsonb('rules').$type<Record<string, unknown>[]>().notNull(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('media_types_key_uq').on(t.key)],
);

/**
 * Unit sizes (spec: unit types) with their measure unit. `name` is the name as
 * entered (Spanish for the seeded sizes); `name_en` the English name where one
 * exists, answered to English interfaces (issue 15: seeded names in both languages).
 */
export const unitTypes = pgTable('unit_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en'),
  width: numeric('width', { precision: 8, scale: 2, mode: 'number' }).notNull(),
  height: numeric('height', { precision: 8, scale: 2, mode: 'number' }).notNull(),
  measureUnit: text('measure_unit').notNull(),
});

// ── Providers, units, campaigns, field work ────────────────────────────────

/** Media owners (companies); provider user accounts point at one with users.provider_id. */
export const providers = pgTable('providers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
  classification: text('classification').notNull(),
  createdAt: created(),
});

/** Media units. `price` is pesos per day; `print_price` a one-off print cost in pesos. */
export const units = pgTable(
  'units',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    mediaTypeId: integer('media_type_id')
      .notNull()
      .references(() => mediaTypes.id),
    unitTypeId: integer('unit_type_id').references(() => unitTypes.id),
    circuitId: integer('circuit_id').references(() => circuits.id),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    side: text('side').notNull(),
    direction: text('direction').notNull(),
    trafficDirection: text('traffic_direction').notNull(),
    dailyTraffic: integer('daily_traffic').notNull(),
    schedule: text('schedule').notNull(),
    price: money('price').notNull(),
    printPrice: money('print_price').notNull(),
    minPrice: money('min_price').notNull(),
    minPrintPrice: money('min_print_price').notNull(),
    spots: integer('spots').notNull().default(1),
    status: text('status').notNull().default('active'),
    /** Free attributes the provider gives (name → value), PUT /provider/units/{id}/attributes. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: deleted(),
  },
  (t) => [
    uniqueIndex('units_sku_uq').on(t.sku),
    index('units_provider_ix').on(t.providerId),
    index('units_country_ix').on(t.countryId),
    index('units_updated_ix').on(t.updatedAt),
  ],
);

/**
 * Campaigns (spec §3, §4). `investment` in pesos: the budget given at creation
 * until the cart is priced, then the cart's quote (src/domain/quote.ts).
 * `steps_done` is the furthest editor step saved, a 1-based number in the
 * campaign's own step list (src/domain/steps.ts; 0 = none):
 * the step check answers the next one. `credit` pesos taken off the total;
 * `advanced_filters` and `poi_ids` are the editor's choices (contract
 * src/api/contract/campaigns.ts). Dates YYYY-MM-DD; `start_date`/`end_date`
 * span the dates of its media types.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    status: text('status').$type<CampaignStatus>().notNull(),
    campaignType: text('campaign_type').$type<CampaignType>().notNull(),
    budgetCampaignType: text('budget_campaign_type'),
    unitsCategory: text('units_category').notNull(),
    regionType: text('region_type').notNull().default('country'),
    investment: money('investment').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    stepsDone: integer('steps_done').notNull().default(0),
    booking: boolean('booking').notNull().default(false),
    reservable: boolean('reservable').notNull().default(false),
    packageId: integer('package_id').references(() => packages.id),
    budgetDistributionType: text('budget_distribution_type'),
    yodaFactor: text('yoda_factor'),
    printStartDate: date('print_start_date'),
    printEndDate: date('print_end_date'),
    advancedFilters: jsonb('advanced_filters').$type<AdvancedFilters>().notNull().default({}),
    poiIds: jsonb('poi_ids').$type<number[]>().notNull().default([]),
    addTaxes: boolean('add_taxes').notNull().default(true),
    credit: money('credit').notNull().default(0),
    priceAccepted: boolean('price_accepted').notNull().default(false),
    /** The proposal this campaign was contracted from (POST /proposals/{id}/contracts), or null. */
    proposalId: integer('proposal_id').references((): AnyPgColumn => proposals.id),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: deleted(),
  },
  (t) => [index('campaigns_client_ix').on(t.clientId), index('campaigns_updated_ix').on(t.updatedAt)],
);

/** A campaign's countries; `budget` pesos of the investment given to the country (null until distributed). */
export const campaignCountries = pgTable(
  'campaign_countries',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    budget: money('budget'),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.countryId] })],
);

/**
 * The media types of each campaign country (spec §3 "countries (each with
 * pivot media_types)", §5 "dates first"): their dates (YYYY-MM-DD, null until
 * chosen), purchase `periods` under a buy-time rule, and `percent` of the
 * country's budget. Cart units of a country × media type carry these dates.
 */
export const campaignMediaTypes = pgTable(
  'campaign_media_types',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    mediaTypeId: integer('media_type_id')
      .notNull()
      .references(() => mediaTypes.id),
    startDate: date('start_date'),
    endDate: date('end_date'),
    periods: integer('periods'),
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.countryId, t.mediaTypeId] })],
);

/** Reservations of a campaign (spec §4 "reserve, cancel reservation"): `open` until cancelled. */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** The campaign reserved (campaign bookings), or null for a proposal's. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The proposal turned into this booking (proposal bookings), or null. */
    proposalId: integer('proposal_id').references(() => proposals.id, { onDelete: 'cascade' }),
    /** The customer (a client account) the units are held for. */
    clientId: integer('client_id').references(() => users.id),
    /** Who made the booking. */
    createdById: integer('created_by_id').references(() => users.id),
    name: text('name').notNull().default(''),
    /** `open` holds until `expires_at`; `applied` holds until its units' end dates; the rest hold nothing. */
    status: text('status').$type<'open' | 'applied' | 'rejected' | 'removed' | 'cancelled'>().notNull().default('open'),
    /** When an open booking stops holding (the server's clock, src/domain/booking-rules.ts); null: never. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    decidedById: integer('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The reason given with a rejection. */
    reason: text('reason').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('bookings_campaign_ix').on(t.campaignId),
    index('bookings_proposal_ix').on(t.proposalId),
    index('bookings_client_ix').on(t.clientId),
    index('bookings_updated_ix').on(t.updatedAt),
  ],
);

/** What a booking holds: one unit over its dates with `spots` spots, at `price` pesos per day. */
export const bookingUnits = pgTable(
  'booking_units',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    spots: integer('spots').notNull().default(1),
    price: money('price').notNull(),
  },
  (t) => [index('booking_units_booking_ix').on(t.bookingId), index('booking_units_unit_ix').on(t.unitId)],
);

// ── Sales pipeline (docs/sales-pipeline.md) ─────────────────────────────────

/** A proposal for a customer (spec §3 "Proposal"): units priced per day, grouped in segments. */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    sellerId: integer('seller_id').references(() => users.id),
    packageId: integer('package_id').references(() => packages.id),
    name: text('name').notNull(),
    status: text('status')
      .$type<'draft' | 'checked' | 'booked' | 'contracted' | 'removed'>()
      .notNull()
      .default('draft'),
    notes: text('notes').notNull().default(''),
    startDate: date('start_date'),
    endDate: date('end_date'),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: deleted(),
  },
  (t) => [index('proposals_client_ix').on(t.clientId), index('proposals_updated_ix').on(t.updatedAt)],
);

/** A segment of a proposal: its own dates and, when set, one price per day for its units. */
export const proposalSegments = pgTable(
  'proposal_segments',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    price: money('price'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('proposal_segments_proposal_ix').on(t.proposalId)],
);

/** A unit line of a proposal: dates, price per day, print price once, and how many faces (`quantity`). */
export const proposalUnits = pgTable(
  'proposal_units',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    segmentId: integer('segment_id').references(() => proposalSegments.id, { onDelete: 'set null' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    price: money('price').notNull(),
    printPrice: money('print_price').notNull().default(0),
    quantity: integer('quantity').notNull().default(1),
    createdAt: created(),
  },
  (t) => [index('proposal_units_proposal_ix').on(t.proposalId)],
);

/** Files attached to a proposal (typed by their bytes, SECURITY.md). */
export const proposalFiles = pgTable(
  'proposal_files',
  {
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
  },
  (t) => [primaryKey({ columns: [t.proposalId, t.fileId] })],
);

/** A discount asked on a campaign or a proposal (spec §3 "Discount request"), applied or rejected (§4). */
export const discountRequests = pgTable(
  'discount_requests',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    proposalId: integer('proposal_id').references(() => proposals.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    requestedById: integer('requested_by_id')
      .notNull()
      .references(() => users.id),
    /** Percent off the total, 0.01–100. */
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status').$type<'pending' | 'applied' | 'rejected'>().notNull().default('pending'),
    decidedById: integer('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('discount_requests_client_ix').on(t.clientId)],
);

/** A special price asked for a client's units or for a package (spec §3), accepted or denied (§4). */
export const specialPriceRequests = pgTable(
  'special_price_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'client' | 'package'>().notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    packageId: integer('package_id').references(() => packages.id),
    unitIds: jsonb('unit_ids').$type<number[]>().notNull().default([]),
    /** Pesos per day asked (per unit for `client`, for the whole package for `package`). */
    price: money('price').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status').$type<'pending' | 'accepted' | 'denied'>().notNull().default('pending'),
    requestedById: integer('requested_by_id')
      .notNull()
      .references(() => users.id),
    decidedById: integer('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('special_price_requests_client_ix').on(t.clientId)],
);

/**
 * Packages of units sold together (spec §9 "Package price"): `value` pesos for
 * all `unit_ids` over `duration` days, so each unit costs value / units / days a day.
 */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    mediaTypeId: integer('media_type_id')
      .notNull()
      .references(() => mediaTypes.id),
    value: money('value').notNull(),
    duration: integer('duration').notNull(),
    unitIds: jsonb('unit_ids').$type<number[]>().notNull(),
  },
  (t) => [index('packages_country_ix').on(t.countryId)],
);

/** The segments of a package (spec §3 "package with segments"): named groups of its units, in order. */
export const packageSegments = pgTable(
  'package_segments',
  {
    id: serial('id').primaryKey(),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    unitIds: jsonb('unit_ids').$type<number[]>().notNull(),
  },
  (t) => [index('package_segments_package_ix').on(t.packageId)],
);

/** Points of interest (malls, schools, hospitals…) near units, for the editor's POI step and a unit's page. */
export const pois = pgTable(
  'pois',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    cityId: integer('city_id').references(() => cities.id),
  },
  (t) => [index('pois_country_ix').on(t.countryId), index('pois_lat_ix').on(t.lat)],
);

/** Units in a campaign's cart, with the pivot fields of spec §3 (prices in pesos, per day unless named total). */
export const campaignUnits = pgTable(
  'campaign_units',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    price: money('price').notNull(),
    printPrice: money('print_price').notNull(),
    totalPrice: money('total_price').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    spotsUsed: integer('spots_used').notNull().default(1),
    extraDays: integer('extra_days').notNull().default(0),
    boughtAt: timestamp('bought_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('campaign_units_uq').on(t.campaignId, t.unitId)],
);

/**
 * Each campaign's lines summed up, one row per campaign that has lines, kept by the database itself: statement
 * triggers on `campaign_units` (migration 0024) recompute the rows of the campaigns a statement touched, so no writer
 * of lines can forget it. Read by the contracts report (server/handlers/reports/contract-route.ts), which would
 * otherwise group every line of every campaign at each call (issue 21: the largest report on the 10× seed within
 * 200 ms; docs/performance.md "Nineteenth session").
 * - `start_date`, `end_date`: the earliest line start and the latest line end;
 * - `units`: how many lines;
 * - `lines_minor`: the lines' total in centavos, each line as `contractLineMinor` (src/domain/contract-rules.ts)
 *   prices it: price per day × days (start and end included) × spots (at least 1) + print price × spots.
 */
export const campaignLineTotals = pgTable('campaign_line_totals', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  units: integer('units').notNull(),
  linesMinor: bigint('lines_minor', { mode: 'number' }).notNull(),
});

/**
 * Movements of contracted units (api-catalogue.md "Movement units";
 * the spec shows no fields, these are ours): a campaign's unit is moved to
 * another unit (`to_unit_id`), or taken off the contract (`to_unit_id` null),
 * on a date and for a reason. The campaign's cart (`campaign_units`) follows.
 */
export const movementUnits = pgTable(
  'movement_units',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    fromUnitId: integer('from_unit_id')
      .notNull()
      .references(() => units.id),
    toUnitId: integer('to_unit_id').references(() => units.id),
    reason: text('reason').notNull(),
    movedOn: date('moved_on').notNull(),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: created(),
  },
  (t) => [index('movement_units_campaign_ix').on(t.campaignId)],
);

/** Installation and maintenance order jobs (spec §4: accept, reject, assign technician, finish). */
export const orderJobs = pgTable(
  'order_jobs',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id').references(() => campaigns.id),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    technicianId: integer('technician_id').references(() => users.id),
    createdById: integer('created_by_id').references(() => users.id),
    scheduledDate: date('scheduled_date').notNull(),
    description: text('description').notNull(),
    rejectReason: text('reject_reason'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: deleted(),
  },
  (t) => [index('order_jobs_technician_ix').on(t.technicianId), index('order_jobs_updated_ix').on(t.updatedAt)],
);

/** One item per unit of an order job: what to do on which side. */
export const orderJobItems = pgTable(
  'order_job_items',
  {
    id: serial('id').primaryKey(),
    orderJobId: integer('order_job_id')
      .notNull()
      .references(() => orderJobs.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    side: text('side').notNull(),
    task: text('task').notNull(),
    status: text('status').notNull().default('pending'),
    updatedAt: updated(),
    deletedAt: deleted(),
  },
  (t) => [index('order_job_items_job_ix').on(t.orderJobId)],
);

/** A technician's route: an ordered list of stops (order job items) for one day. */
export const routes = pgTable(
  'routes',
  {
    id: serial('id').primaryKey(),
    orderJobId: integer('order_job_id')
      .notNull()
      .references(() => orderJobs.id, { onDelete: 'cascade' }),
    technicianId: integer('technician_id').references(() => users.id),
    date: date('date').notNull(),
    status: text('status').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: deleted(),
  },
  (t) => [index('routes_technician_ix').on(t.technicianId), index('routes_updated_ix').on(t.updatedAt)],
);

/**
 * Proof-of-posting photos of an order-job item (product.md §2, §4 field operations): the photo and its
 * thumbnail are `files` kept on disk; `taken_at` is the capture time the
 * device recorded (EXIF or the camera), `lat`/`lng`/`accuracy` (metres) the
 * position it reported, when the technician allowed it.
 */
export const orderJobItemPhotos = pgTable(
  'order_job_item_photos',
  {
    id: serial('id').primaryKey(),
    orderJobItemId: integer('order_job_item_id')
      .notNull()
      .references(() => orderJobItems.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    thumbFileId: integer('thumb_file_id')
      .notNull()
      .references(() => files.id),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    accuracy: doublePrecision('accuracy'),
    uploadedById: integer('uploaded_by_id').references(() => users.id),
    createdAt: created(),
  },
  (t) => [index('order_job_item_photos_item_ix').on(t.orderJobItemId)],
);

/** Comments on an order job (GET/POST /order-jobs/{id}/comments). */
export const orderJobComments = pgTable(
  'order_job_comments',
  {
    id: serial('id').primaryKey(),
    orderJobId: integer('order_job_id')
      .notNull()
      .references(() => orderJobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    body: text('body').notNull(),
    createdAt: created(),
  },
  (t) => [index('order_job_comments_job_ix').on(t.orderJobId)],
);

/** The timeline of an order job (GET /order-jobs/{id}/all-events): one row per action, with its details. */
export const orderJobEvents = pgTable(
  'order_job_events',
  {
    id: serial('id').primaryKey(),
    orderJobId: integer('order_job_id')
      .notNull()
      .references(() => orderJobs.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: created(),
  },
  (t) => [index('order_job_events_job_ix').on(t.orderJobId)],
);

export const routeStops = pgTable(
  'route_stops',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id, { onDelete: 'cascade' }),
    orderJobItemId: integer('order_job_item_id')
      .notNull()
      .references(() => orderJobItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.orderJobItemId] })],
);

// ── Workgroup invitations ──────────────────────────────────────────────────

/**
 * Invitations to a workgroup, accepted from the mailed link /accept?token=
 * (GET /invite/accept, api-catalogue.md "Workgroups"). The token is stored as
 * its sha-256 only. `type` is client or member (spec §6: a workgroup member
 * request has a type of client or member). Accepting sets `accepted_at`, and
 * `user_id` when an account with `email` exists. `expires_at` null: never
 * expires. Workgroups are not modelled yet, so `workgroup` holds the name shown.
 */
export const workgroupInvitations = pgTable(
  'workgroup_invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    workgroup: text('workgroup').notNull(),
    type: text('type').$type<'client' | 'member'>().notNull(),
    invitedById: integer('invited_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The workgroup invited to (issue 19); `workgroup` keeps its name as sent. */
    workgroupId: integer('workgroup_id').references((): AnyPgColumn => workgroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('workgroup_invitations_token_uq').on(t.tokenHash),
    index('workgroup_invitations_email_ix').on(t.email),
  ],
);

// ── Print work orders ──────────────────────────────────────────────────────

/**
 * Print work orders (product.md §3 "print work order with tasks per unit,
 * files and finished state"; §4 "Print work order: finish"): the printing of
 * one provider's units of a campaign. `status` is pending, in_progress or
 * finished (`finished_at` set). Mirrored: `updated_at` moves on every change of
 * the order or of one of its tasks (writers touch both), `deleted_at` is the
 * soft delete the sync engine learns of as a tombstone.
 */
export const printWorkOrders = pgTable(
  'print_work_orders',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id').references(() => campaigns.id),
    providerId: integer('provider_id').references(() => providers.id),
    status: text('status').$type<'pending' | 'in_progress' | 'finished'>().notNull().default('pending'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: deleted(),
  },
  (t) => [
    index('print_work_orders_campaign_ix').on(t.campaignId),
    index('print_work_orders_updated_ix').on(t.updatedAt),
  ],
);

/**
 * One task per unit of a print work order: where its print stands (`process`:
 * pending → printing → printed → delivered) and the files attached to it
 * (`file_ids`, ids of `files`).
 */
export const printWorkOrderTasks = pgTable(
  'print_work_order_tasks',
  {
    id: serial('id').primaryKey(),
    printWorkOrderId: integer('print_work_order_id')
      .notNull()
      .references(() => printWorkOrders.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    process: text('process').$type<'pending' | 'printing' | 'printed' | 'delivered'>().notNull().default('pending'),
    fileIds: jsonb('file_ids').$type<number[]>().notNull().default([]),
    /** Artwork associated with the task for the provider to check (`files` ids), and the decision on it. */
    artFileIds: jsonb('art_file_ids').$type<number[]>().notNull().default([]),
    artStatus: text('art_status').$type<'none' | 'pending' | 'accepted' | 'rejected'>().notNull().default('none'),
    artComment: text('art_comment'),
    updatedAt: updated(),
  },
  (t) => [
    index('print_work_order_tasks_order_ix').on(t.printWorkOrderId),
    index('print_work_order_tasks_unit_ix').on(t.unitId),
  ],
);

// ── Idempotency keys ───────────────────────────────────────────────────────

/**
 * The first answer to each `Idempotency-Key` (ARCHITECTURE.md "The outbox
 * drains in order, once"; server/http/idempotency.ts). One row per caller and
 * key (`user_id` null for anonymous calls; NULLS NOT DISTINCT, so anonymous
 * keys are unique too). `request_hash` is the hex sha-256 of method, path,
 * query and body bytes. `state` is running while the first request is served,
 * then done with its `status` and JSON `response`. Rows older than 24 hours
 * are purged.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    state: text('state').$type<'running' | 'done'>().notNull(),
    createdAt: created(),
  },
  (t) => [
    unique('idempotency_keys_user_key_uq').on(t.userId, t.key).nullsNotDistinct(),
    index('idempotency_keys_created_ix').on(t.createdAt),
  ],
);

// ── Provider inventory (product.md §2, §4 inventory and creative approval) ───────────────────────────────────────────

/** A unit's images (`files`, shared once attached), in `position` order. */
export const unitImages = pgTable(
  'unit_images',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.fileId] })],
);

/**
 * A provider's own files (issue 20; api-catalogue.md "Files: under /provider/files/upload"): a unit's technical
 * sheet, permits, location plan or the provider's media kit. The bytes are a `files` row; `unit_id` null is a file
 * of the provider as a whole. Read and removed by the provider's own users and administrators only.
 */
export const providerFiles = pgTable(
  'provider_files',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [index('provider_files_provider_ix').on(t.providerId), index('provider_files_unit_ix').on(t.unitId)],
);

/**
 * A camera watching a digital unit (issue 20 "cameras and live feed"; product.md §2 dashboard cameras,
 * api-catalogue.md "GET live-feed/{id}"): it posts a still of the screen every few minutes (`camera_frames`).
 */
export const unitCameras = pgTable(
  'unit_cameras',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Minutes between two stills, as the camera is set up (a frame older than twice this is stale). */
    intervalMinutes: integer('interval_minutes').notNull().default(10),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [index('unit_cameras_unit_ix').on(t.unitId)],
);

/** A still a camera captured: the JPEG is a `files` row. */
export const cameraFrames = pgTable(
  'camera_frames',
  {
    id: serial('id').primaryKey(),
    cameraId: integer('camera_id')
      .notNull()
      .references(() => unitCameras.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    capturedAt: timestamp('captured_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('camera_frames_camera_ix').on(t.cameraId, t.capturedAt), index('camera_frames_file_ix').on(t.fileId)],
);

/** Points of interest a provider shows on a unit's page (POST /provider/pois/activate-deactivate). */
export const unitPois = pgTable(
  'unit_pois',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    poiId: integer('poi_id')
      .notNull()
      .references(() => pois.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.poiId] })],
);

/**
 * A provider's rule for its units of a media type (contract inventory.ts
 * `unitRuleInput`): `duration` days (buy_time period, min_buy_time minimum),
 * `value` percent (side_a); `country_id` null: every country; `unit_ids`
 * empty: every unit of the media type.
 */
export const unitRules = pgTable(
  'unit_rules',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    name: text('name').notNull(),
    type: text('type').$type<'buy_time' | 'min_buy_time' | 'side_a'>().notNull(),
    mediaTypeId: integer('media_type_id')
      .notNull()
      .references(() => mediaTypes.id),
    countryId: integer('country_id').references(() => countries.id),
    duration: integer('duration'),
    value: numeric('value', { precision: 6, scale: 2, mode: 'number' }),
    unitIds: jsonb('unit_ids').$type<number[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('unit_rules_provider_ix').on(t.providerId)],
);

/** Print materials a provider offers: `price` pesos per `measure_unit` (m2, ml, unit). */
export const materials = pgTable(
  'materials',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: money('price').notNull(),
    measureUnit: text('measure_unit').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('materials_provider_ix').on(t.providerId)],
);

/** A provider's hold on one of its units, both dates included (GET/POST/PUT/DELETE /provider/unit_reservations). */
export const unitReservations = pgTable(
  'unit_reservations',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    spots: integer('spots').notNull().default(1),
    note: text('note').notNull().default(''),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: created(),
  },
  (t) => [index('unit_reservations_unit_ix').on(t.unitId)],
);

// ── Creative approval (product.md §2, §4 inventory and creative approval) ────────────────────────────────────────────

/**
 * Artwork of a campaign for a media type, in numbered versions (contract
 * art.ts). `status`: draft (files being added) → in_review (sent) →
 * accepted | denied once every unit of the media type in the cart is decided
 * (server/domain/art-rules.ts). `file_ids` are `files` ids, in upload order.
 */
export const artVersions = pgTable(
  'art_versions',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    mediaTypeId: integer('media_type_id')
      .notNull()
      .references(() => mediaTypes.id),
    number: integer('number').notNull(),
    status: text('status').$type<'draft' | 'in_review' | 'accepted' | 'denied'>().notNull().default('draft'),
    fileIds: jsonb('file_ids').$type<number[]>().notNull().default([]),
    createdById: integer('created_by_id').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('art_versions_uq').on(t.campaignId, t.mediaTypeId, t.number)],
);

/** One provider's decision on a version for one of its units: made once (unique per version and unit). */
export const artDecisions = pgTable(
  'art_decisions',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => artVersions.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    decision: text('decision').$type<'accepted' | 'denied'>().notNull(),
    comment: text('comment'),
    decidedById: integer('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('art_decisions_uq').on(t.versionId, t.unitId)],
);

/** Comments on a version: the client's with an upload, the provider's with a decision. */
export const artComments = pgTable(
  'art_comments',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => artVersions.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id').references(() => units.id),
    kind: text('kind').$type<'comment' | 'accepted' | 'denied'>().notNull().default('comment'),
    body: text('body').notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: created(),
  },
  (t) => [index('art_comments_version_ix').on(t.versionId)],
);

/** A client's request for artwork design (contract art.ts `artRequest`): `budget` pesos; requested → paid. */
export const artRequests = pgTable(
  'art_requests',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<'requested' | 'paid'>().notNull().default('requested'),
    description: text('description').notNull(),
    mediaTypeIds: jsonb('media_type_ids').$type<number[]>().notNull().default([]),
    budget: money('budget').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fileIds: jsonb('file_ids').$type<number[]>().notNull().default([]),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('art_requests_campaign_ix').on(t.campaignId)],
);

/** A request to adapt a campaign's artwork to its units: budget and arts each pending → accepted | rejected. */
export const artAdaptationRequests = pgTable(
  'art_adaptation_requests',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    description: text('description').notNull(),
    unitIds: jsonb('unit_ids').$type<number[]>().notNull().default([]),
    budget: money('budget').notNull(),
    budgetStatus: text('budget_status').$type<'pending' | 'accepted' | 'rejected'>().notNull().default('pending'),
    budgetComment: text('budget_comment'),
    artsStatus: text('arts_status').$type<'none' | 'pending' | 'accepted' | 'rejected'>().notNull().default('none'),
    artsComment: text('arts_comment'),
    fileIds: jsonb('file_ids').$type<number[]>().notNull().default([]),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('art_adaptation_requests_campaign_ix').on(t.campaignId)],
);

/** Colour proofs a provider uploads for a campaign; the client approves (final) or rejects them once. */
export const colourProofs = pgTable(
  'colour_proofs',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    mediaTypeId: integer('media_type_id').references(() => mediaTypes.id),
    materialId: integer('material_id').references(() => materials.id),
    unitIds: jsonb('unit_ids').$type<number[]>().notNull().default([]),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    note: text('note'),
    comment: text('comment'),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    uploadedById: integer('uploaded_by_id').references(() => users.id),
    decidedById: integer('decided_by_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('colour_proofs_campaign_ix').on(t.campaignId), index('colour_proofs_provider_ix').on(t.providerId)],
);

/**
 * A provider's own state of a campaign holding its units (contract art.ts
 * "Provider campaigns"): its progress `status` and its reservable setting
 * (`reservable`, until `reservable_until`, null: open-ended).
 */
export const providerCampaigns = pgTable(
  'provider_campaigns',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    status: text('status').notNull().default('pending'),
    reservable: boolean('reservable').notNull().default(false),
    reservableUntil: date('reservable_until'),
    reservableNote: text('reservable_note').notNull().default(''),
    updatedAt: updated(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.providerId] })],
);

// ── Catalogue extras (product.md §2, §4 inventory and creative approval: units, internal media types) ────────────────

/** Products and services a provider may offer with its units (lighting, installation…); `price` pesos. */
export const productServices = pgTable('product_services', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  price: money('price').notNull().default(0),
  createdAt: created(),
});

/** Which products/services a unit offers (POST /units/{unit}/add-product-service/{product}). */
export const unitProductServices = pgTable(
  'unit_product_services',
  {
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    productServiceId: integer('product_service_id')
      .notNull()
      .references(() => productServices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.productServiceId] })],
);

/** The audience stored for a unit by PUT /client/units/{id}/sync-audience (people; from `units.daily_traffic`). */
export const unitAudiences = pgTable('unit_audiences', {
  unitId: integer('unit_id')
    .primaryKey()
    .references(() => units.id, { onDelete: 'cascade' }),
  daily: integer('daily').notNull(),
  weekly: integer('weekly').notNull(),
  monthly: integer('monthly').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
});

/** Internal media types: the operations team's own classification of media (administrators edit, /internal-media-types). */
export const internalMediaTypes = pgTable(
  'internal_media_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('internal_media_types_name_uq').on(t.name)],
);

// ── Contracts, orders (docs/contracts-billing.md) ──────────────────────────

/**
 * A contract (spec §3 "Contract"): one per contracted campaign, whose cart lines are its units (period, prices,
 * spots: `campaign_units`), so the contract holds what the campaign holds. Status of `/enums/contract-statuses`
 * (src/domain/contract-rules.ts). `ownerId` is the seller in charge.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    status: text('status')
      .$type<'pending' | 'approved' | 'rejected' | 'cancelled' | 'billed' | 'renewed'>()
      .notNull()
      .default('pending'),
    ownerId: integer('owner_id').references(() => users.id),
    reference: text('reference').notNull().default(''),
    /** `print` or `digital` (spec §4 "update units type"). */
    unitsType: text('units_type').notNull().default('print'),
    /** Why it was rejected or cancelled. */
    reason: text('reason').notNull().default(''),
    renewedFromId: integer('renewed_from_id'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    billedAt: timestamp('billed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('contracts_campaign_ux').on(t.campaignId),
    index('contracts_updated_ix').on(t.updatedAt),
    index('contracts_owner_ix').on(t.ownerId),
  ],
);

/** A comment on a contract; its author edits or deletes it. */
export const contractComments = pgTable(
  'contract_comments',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('contract_comments_contract_ix').on(t.contractId)],
);

/** A document of a contract (lease, technical sheet, other), a stored file typed by its bytes. */
export const contractDocuments = pgTable(
  'contract_documents',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    kind: text('kind').$type<'lease' | 'technical_sheet' | 'other'>().notNull().default('other'),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.fileId] })],
);

/** Other costs of a contract (spec §3 "other costs"): a concept and an amount in the contract's currency. */
export const contractCosts = pgTable(
  'contract_costs',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    concept: text('concept').notNull(),
    amount: money('amount').notNull(),
    createdAt: created(),
  },
  (t) => [index('contract_costs_contract_ix').on(t.contractId)],
);

/** An order of a contract (spec §3 "Order and order item"), with the invoice status the provider reports. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    invoiceStatus: text('invoice_status').$type<'none' | 'pending' | 'issued' | 'paid'>().notNull().default('none'),
    invoiceCheckedAt: timestamp('invoice_checked_at', { withTimezone: true }),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('orders_contract_ix').on(t.contractId)],
);

/** An item of an order: quantity × unit price (pesos) = total. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPrice: money('unit_price').notNull(),
    total: money('total').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('order_items_order_ix').on(t.orderId)],
);

// ── Campaign billing and payments (docs/billing-payments.md) ────────────────

/** Amounts of billing are integer centavos (minor units), never floats: `bigint` read as a JS number (< 2^53). */
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * A campaign's own costs (PUT /client/campaigns/{id}/costs_campaign): one row per kind (production, installation,
 * other), in centavos of the campaign's currency.
 */
export const campaignCosts = pgTable(
  'campaign_costs',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CostKind>().notNull(),
    concept: text('concept').notNull().default(''),
    amountMinor: minor('amount_minor').notNull(),
    updatedById: integer('updated_by_id').references(() => users.id),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.kind] })],
);

/** The fiscal data of each billed country of a campaign (PUT /client/campaigns/{id}/update-billing-countries). */
export const campaignBillingCountries = pgTable(
  'campaign_billing_countries',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    billingForm: text('billing_form').$type<BillingForm>().notNull(),
    taxId: text('tax_id').notNull().default(''),
    businessName: text('business_name').notNull().default(''),
    address: text('address').notNull().default(''),
    email: text('email').notNull().default(''),
    updatedAt: updated(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.countryId] })],
);

/** A client's credit line (credit terms, POST /payment/credit): its limit in centavos of one currency. */
export const creditLines = pgTable(
  'credit_lines',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    limitMinor: minor('limit_minor').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.currency] })],
);

/**
 * A payment or bonus of a campaign (POST /payment/*), recorded against the server's own test-mode provider. Never
 * doubled: (created_by_id, idempotency_key) is unique, so a second insert with a key already used answers the first
 * payment. A card keeps only its brand and last four digits.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    method: text('method').$type<PaymentMethod>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdById: integer('created_by_id')
      .notNull()
      .references(() => users.id),
    /** The test-mode provider's reference of the charge, transfer or credit. */
    providerRef: text('provider_ref').notNull().default(''),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    bankReference: text('bank_reference'),
    /** A bonus's concept. */
    concept: text('concept').notNull().default(''),
    /** Why a card was declined (`card_declined`, `test_mode_only`). */
    declineCode: text('decline_code'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedById: integer('removed_by_id').references(() => users.id),
    /** The Idempotency-Key of the call that removed a bonus: its retry answers the removal again. */
    removedKey: text('removed_key'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('payments_key_ux').on(t.createdById, t.idempotencyKey),
    index('payments_campaign_ix').on(t.campaignId),
  ],
);

// ── Saved reports (docs/reports.md) ─────────────────────────────────────────

/**
 * A saved report (api-catalogue.md "Reports": list, show, store, retry, share, units, download): its owner's named
 * report kind and filter (contract src/api/contract/reports/shapes.ts `reportFilter`), run when stored and on each
 * retry. `result` keeps the last run's table (null until a run answers); `status` is `ready` after a run that
 * answered, `failed` after one that did not (`error` says why). It is always computed in its owner's reach.
 */
export const savedReports = pgTable(
  'saved_reports',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ReportKind>().notNull(),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<ReportFilter>().notNull().default({}),
    status: text('status').$type<'ready' | 'failed'>().notNull().default('ready'),
    result: jsonb('result').$type<ReportTable>(),
    error: text('error'),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('saved_reports_owner_ix').on(t.ownerId)],
);

/**
 * Who a saved report was shared with (POST /reports/{id}/share): an account (`user_id`, which then reads the report)
 * and/or an address mailed its link (`mail_log`); one row per recipient and share, with the message sent.
 */
export const savedReportShares = pgTable(
  'saved_report_shares',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => savedReports.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    message: text('message').notNull().default(''),
    sharedById: integer('shared_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [index('saved_report_shares_report_ix').on(t.reportId), index('saved_report_shares_user_ix').on(t.userId)],
);

// ── Customers, agencies, brands, workgroups, workspaces, associations, business rules (issue 19) ────────────────
// docs/customers-workgroups.md; reach rules in src/domain/membership-rules.ts.

/** Categories a provider files its customers under (GET /customers/provider-categories). */
export const providerCategories = pgTable(
  'provider_categories',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    nameEs: text('name_es').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [uniqueIndex('provider_categories_key_uq').on(t.key)],
);

/** Kinds of document a customer files (GET /customers/provider-document-types): tax certificate, ID, contract… */
export const providerDocumentTypes = pgTable(
  'provider_document_types',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    nameEs: text('name_es').notNull(),
    nameEn: text('name_en').notNull(),
    /** A customer is complete only with one of these. */
    required: boolean('required').notNull().default(false),
  },
  (t) => [uniqueIndex('provider_document_types_key_uq').on(t.key)],
);

/**
 * A customer (client or agency account) as sellers manage it (product.md §3 "customer or client with documents,
 * document types, categories, shared access, salesman assignment, login / no-login flag"): one row per customer
 * account in `users`. `can_login` false for a customer made without login (POST /customers/no_login): its account
 * holds no usable password. `agency_id`: the agency that brought it.
 */
export const customerProfiles = pgTable(
  'customer_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'client' | 'agency'>().notNull(),
    canLogin: boolean('can_login').notNull().default(true),
    agencyId: integer('agency_id').references(() => users.id, { onDelete: 'set null' }),
    categoryId: integer('category_id').references(() => providerCategories.id, { onDelete: 'set null' }),
    taxId: text('tax_id'),
    address: text('address'),
    notes: text('notes').notNull().default(''),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('customer_profiles_agency_ix').on(t.agencyId)],
);

/** A customer's documents (GET/POST /customers/{id}/documents, PUT …/{docId}): the file, its type and number. */
export const customerDocuments = pgTable(
  'customer_documents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentTypeId: integer('document_type_id')
      .notNull()
      .references(() => providerDocumentTypes.id),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    number: text('number').notNull().default(''),
    expiresOn: date('expires_on'),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('customer_documents_customer_ix').on(t.customerId)],
);

/** A customer shared by a seller with another seller (POST /customers/{id}/share-customer): read access. */
export const customerShares = pgTable(
  'customer_shares',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sharedById: integer('shared_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.sellerId] }), index('customer_shares_seller_ix').on(t.sellerId)],
);

/** Brands (GET /brands), named wherever a campaign or proposal names one. */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex('brands_name_uq').on(t.name)],
);

/** The brands of a customer (GET /customer-brands). */
export const customerBrands = pgTable(
  'customer_brands',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.brandId] })],
);

/** Workgroups: a team with members (admins and members) and clients (product.md §3 "workgroup with members and clients"). */
export const workgroups = pgTable('workgroups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ownerId: integer('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: created(),
  updatedAt: updated(),
});

/** The members of a workgroup: its admins and members, with what an admin gave each (MEMBER_PERMISSIONS). */
export const workgroupMembers = pgTable(
  'workgroup_members',
  {
    workgroupId: integer('workgroup_id')
      .notNull()
      .references(() => workgroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'admin' | 'member'>().notNull().default('member'),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workgroupId, t.userId] }), index('workgroup_members_user_ix').on(t.userId)],
);

/** The clients of a workgroup, each assigned to one member (null: not yet). */
export const workgroupClients = pgTable(
  'workgroup_clients',
  {
    workgroupId: integer('workgroup_id')
      .notNull()
      .references(() => workgroups.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workgroupId, t.customerId] }),
    index('workgroup_clients_member_ix').on(t.memberId),
    index('workgroup_clients_customer_ix').on(t.customerId),
  ],
);

/** Workspaces of a workgroup (product.md §2 workspaces: list, created, {id}), each with members and clients. */
export const workspaces = pgTable(
  'workspaces',
  {
    id: serial('id').primaryKey(),
    workgroupId: integer('workgroup_id')
      .notNull()
      .references(() => workgroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [index('workspaces_workgroup_ix').on(t.workgroupId)],
);

/** The members of a workspace. */
export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] })],
);

/** The clients of a workspace. */
export const workspaceClients = pgTable(
  'workspace_clients',
  {
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.customerId] })],
);

/**
 * Request associations (api-catalogue.md "Request associations"; product.md §3 "request association with a
 * price-change permission"): a seller, agency or client asks to work with a provider; once accepted, the provider
 * may give or revoke the permission to change its prices (GET /change_price/{id}/give, /revoke).
 */
export const requestAssociations = pgTable(
  'request_associations',
  {
    id: serial('id').primaryKey(),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'accepted' | 'rejected'>().notNull().default('pending'),
    canChangePrice: boolean('can_change_price').notNull().default(false),
    message: text('message').notNull().default(''),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex('request_associations_pair_uq').on(t.requesterId, t.providerId)],
);

/** Kinds of business rule (GET client/setting-types; the sidebar's "rule types"): key, names, the type of value. */
export const settingTypes = pgTable(
  'setting_types',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    nameEs: text('name_es').notNull(),
    nameEn: text('name_en').notNull(),
    valueType: text('value_type').$type<'percent' | 'number' | 'boolean' | 'text'>().notNull(),
    defaultValue: text('default_value').notNull().default(''),
    /**
     * `provider`: each provider has its own value; `platform`: one value for the whole platform (provider_id null),
     * set by administrators, written through to the `settings` row of the same key (e.g. the side-A surcharge,
     * `yoda.percentage_to_face_units`).
     */
    scope: text('scope').$type<'provider' | 'platform'>().notNull().default('provider'),
  },
  (t) => [uniqueIndex('setting_types_key_uq').on(t.key)],
);

/** A provider's business rules (/client/provider-settings; the sidebar's "business rules"): one value per type. */
export const providerSettings = pgTable(
  'provider_settings',
  {
    id: serial('id').primaryKey(),
    /** Null for the platform's value of a `platform` setting type. */
    providerId: integer('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    settingTypeId: integer('setting_type_id')
      .notNull()
      .references(() => settingTypes.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('provider_settings_pair_uq').on(t.providerId, t.settingTypeId),
    // NULLs are distinct in the pair index: one platform value per type is this index's
    uniqueIndex('provider_settings_platform_uq')
      .on(t.settingTypeId)
      .where(sql`${t.providerId} is null`),
  ],
);

// ── Documents, FAQ, offers (issue 20; api-catalogue.md "Files, documents, offers, payments, others") ───────────────

/** A document of the documents screen (product.md §2 "documents", gate `browse_documents`); its file is optional. */
export const documents = pgTable('documents', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull().default(''),
  fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: created(),
  updatedAt: updated(),
});

/** A question of the help screen's FAQ (product.md §2 "help", §3 "FAQ"), in both languages, shown by `position`. */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  questionEs: text('question_es').notNull(),
  questionEn: text('question_en').notNull(),
  answerEs: text('answer_es').notNull(),
  answerEn: text('answer_en').notNull(),
  position: integer('position').notNull().default(0),
});

/** A commercial offer (product.md §3 "offer"); its file is read by `file_name` (GET /getFile/{name}). */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionEs: text('description_es').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** The public name of its file, unique: the only names GET /getFile/{name} answers. */
    fileName: text('file_name').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    validUntil: date('valid_until'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('offers_file_name_uq').on(t.fileName)],
);

// ── Integrations (src/api/contract/integrations.ts) ──────────────────────────

/**
 * The key the connections' credentials are encrypted with when PAUTA_SECRET_KEY is not set (server/config.ts): one
 * row (id 1), 32 random bytes in base64, made once by the first server that needs it (server/integrations/secrets.ts).
 */
export const integrationKeys = pgTable('integration_keys', {
  id: integer('id').primaryKey(),
  key: text('key').notNull(),
  createdAt: created(),
});

/**
 * A data source of the connector: an uploaded file (`file_id`) or a PostgreSQL server (`secret`: the connection
 * string and password as JSON, AES-256-GCM encrypted, never answered; `host` its masked host for the screens).
 */
export const connections = pgTable(
  'connections',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    type: text('type').$type<'file' | 'postgresql'>().notNull(),
    authMethod: text('auth_method').$type<'none' | 'password' | 'file'>().notNull(),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    secret: text('secret'),
    host: text('host'),
    tableName: text('table_name'),
    query: text('query'),
    /** The source's column names (a file's header row; a table's columns after its first run). */
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('connections_provider_ix').on(t.providerId)],
);

/** How a source's columns become a target's fields (units or customers). */
export const dataSpecifications = pgTable(
  'data_specifications',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    target: text('target').$type<'units' | 'customers'>().notNull(),
    fields: jsonb('fields').$type<{ source: string; target: string; function: string; argument: string }[]>().notNull(),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_specifications_provider_ix').on(t.providerId)],
);

/** A connection and a specification run together (import units, import customers, send units to the dots). */
export const connectionPipelines = pgTable(
  'connection_pipelines',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').references(() => providers.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    type: text('type').$type<'import_units' | 'import_customers' | 'dots_units'>().notNull(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => connections.id),
    dataSpecificationId: integer('data_specification_id').references(() => dataSpecifications.id),
    workgroupId: integer('workgroup_id').references(() => workgroups.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('connection_pipelines_provider_ix').on(t.providerId),
    index('connection_pipelines_connection_ix').on(t.connectionId),
    index('connection_pipelines_spec_ix').on(t.dataSpecificationId),
  ],
);

/** One run of a pipeline: counts, refused rows (at most REFUSED_KEPT) and its log; one running per pipeline. */
export const syncRuns = pgTable(
  'sync_runs',
  {
    id: serial('id').primaryKey(),
    pipelineId: integer('pipeline_id')
      .notNull()
      .references(() => connectionPipelines.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<'running' | 'finished' | 'failed'>().notNull(),
    dryRun: boolean('dry_run').notNull().default(false),
    rowsRead: integer('rows_read').notNull().default(0),
    rowsWritten: integer('rows_written').notNull().default(0),
    rowsRefused: integer('rows_refused').notNull().default(0),
    refused: jsonb('refused').$type<{ row: number; errors: Record<string, string[]> }[]>().notNull().default([]),
    log: jsonb('log').$type<{ at: string; text: string }[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Last progress: a running run not advanced for STALE_RUN_MINUTES is answered failed. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('sync_runs_pipeline_ix').on(t.pipelineId, t.id),
    uniqueIndex('sync_runs_one_running_uq')
      .on(t.pipelineId)
      .where(sql`status = 'running'`),
  ],
);
