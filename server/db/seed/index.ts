/**
 * Deterministic demo data for the reference server.
 *
 * `seed(db, { anchor })` fills an empty, migrated database with roles, demo
 * accounts (accounts.ts), look-ups, translations, real Latin American geography
 * (country-state-city), 20 providers, 5,200 media units, circuits, 50
 * campaigns (with their media types per country and, when reserved, a
 * booking), 200 order jobs with items and routes, one workgroup
 * invitation (invitations.ts), 40 print work orders with their tasks
 * (print-work-orders.ts), and the campaign editor's packages and points of
 * interest (planning.ts), and the demo provider's unit rules, materials,
 * artwork versions, a colour proof and an art request (creative.ts), and the
 * sales pipeline: proposals, their bookings, discount and special price requests (sales.ts), with photos of the
 * units proposals take (unit-photos.ts), and the contracts of the contracted, finished and some cancelled campaigns
 * (contracts.ts) with the billing of the billed ones (billing.ts), customer profiles and brands (agencies.ts), the
 * business rules and request associations (business-rules.ts), two workgroups with their members, clients and
 * workspaces (workgroups.ts), and last 18 months of history (history.ts,
 * history-billing.ts): about 380 finished or cancelled campaigns of the generated clients between anchor −548 and
 * −61 days, with their cart lines, countries and media types, contracts (mostly billed), reservations, payments and
 * orders, seasonal and growing, so the boards and reports have a shape. The anchor (YYYY-MM-DD)
 * is the demo's "today" (its "now" is 09:00Z that day): every date and
 * timestamp is derived from it, all randomness comes from seeded streams
 * (rng.ts), and password salts are fixed, so two seeds with the same anchor
 * write byte-identical rows. Units: prices are pesos per day, print prices
 * one-off pesos, dates YYYY-MM-DD.
 *
 * Idempotent: if `roles` has rows nothing is written (`seeded: false`). All
 * rows go in one transaction, with explicit ids; the serial sequences are then
 * moved past them so later inserts work. The history's batches come last, with
 * ids after everything else's and its own random streams, so the rows before it
 * are as they were (only the `created_at` of the accounts with history moves
 * back to before their first campaign). Then `analyze` gathers the planner's
 * statistics (PGlite runs no autovacuum; the reports are seconds slower without).
 */
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import * as s from '../schema.ts';
import { buildCampaigns } from './campaigns.ts';
import { buildCreative } from './creative.ts';
import { ENUM_ROWS, LANGUAGE_ROWS, SETTING_ROWS, UNIT_TYPE_ROWS, mediaTypeRows } from './catalogue.ts';
import { buildFieldWork } from './field-work.ts';
import { buildGeography } from './geography.ts';
import { at, insertChunked, parseAnchor, syncSequence, type Tx } from './helpers.ts';
import { buildInventory } from './inventory.ts';
import { internalMediaTypeRows, productServiceRows } from './catalogue-extras.ts';
import { invitationRows } from './invitations.ts';
import { buildPeople } from './people.ts';
import { buildPlanning } from './planning.ts';
import { buildPrintWorkOrders } from './print-work-orders.ts';
import { roleRows } from './roles.ts';
import { buildSales } from './sales.ts';
import { translationRows } from './translations.ts';
import { buildUnitPhotos } from './unit-photos.ts';
import { buildContracts } from './contracts.ts';
import { buildBilling } from './billing.ts';
import { backdateAccounts, buildHistory } from './history.ts';
import { agencyRows } from './agencies.ts';
import { businessRuleRows } from './business-rules.ts';
import { workgroupRows } from './workgroups.ts';
import { customerDocumentBatches } from './customer-documents.ts';
import { withDocumentBatches } from './documents.ts';
import { cameraBatches } from './cameras.ts';
import { withIntegrationBatches } from './integrations.ts';
import { demoAccount } from './accounts.ts';
import { SUBCATEGORY_ROWS } from './lookups-extra.ts';

export { DEMO_ACCOUNTS, DEMO_FIRST_ACCESS, DEMO_MUST_CHANGE, GENERATED_PASSWORD } from './accounts.ts';
export { ROLE_NAMES_ES, ROLE_PERMISSIONS } from './roles.ts';
export { DEMO_INVITATION } from './invitations.ts';

export interface SeedOptions {
  /** The demo's "today", YYYY-MM-DD. */
  anchor: string;
  /** Progress lines (e.g. console.log). */
  log?: (line: string) => void;
}

export interface SeedResult {
  /** false when the database already had data (nothing was written). */
  seeded: boolean;
  /** Rows inserted per table (empty when not seeded). */
  counts: Record<string, number>;
  /** Wall time in milliseconds. */
  ms: number;
}

/** One table's rows, in dependency order; `serial` when its id sequence must be synced. */
interface Batch {
  name: string;
  table: PgTable;
  rows: readonly Record<string, unknown>[];
  serial: boolean;
}

async function hasData(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(s.roles);
  return (row?.n ?? 0) > 0;
}

/** Seeds the demo data unless the database already holds roles. */
export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const { anchor } = options;
  const log = options.log ?? (() => {});
  const elapsed = () => Math.round(performance.now() - started);
  parseAnchor(anchor);
  if (await hasData(db)) {
    log('seed: database already has data, skipped');
    return { seeded: false, counts: {}, ms: elapsed() };
  }

  const geo = buildGeography();
  const inv = buildInventory(anchor, geo);
  const people = await buildPeople(anchor, geo.countryId, 1);
  const camps = buildCampaigns(anchor, geo, inv, people);
  const work = buildFieldWork(anchor, geo, inv, camps, people);
  const prints = buildPrintWorkOrders(anchor, inv, camps);
  const planning = buildPlanning(geo, inv);
  const creative = await buildCreative(anchor, inv, camps, people);
  const sales = buildSales(anchor, inv, camps, people, planning);
  const photos = await buildUnitPhotos(inv, creative.files.length + 1, at(anchor, -30));
  const deals = buildContracts(camps, people, creative.files.length + photos.files.length + 1);
  const bills = buildBilling(anchor, camps, deals, geo, people);
  const past = buildHistory(anchor, geo, inv, people, camps, deals, bills, sales);
  // issue 19: customer profiles, brands, business rules and request associations (agencies.ts, business-rules.ts)
  const customers = agencyRows(anchor, people);
  const userOf = (role: 'agency' | 'provider') => people.users.find((u) => u.email === demoAccount(role).email)!;
  const rules = businessRuleRows(anchor, userOf('provider').providerId!, userOf('agency').id!, people.sellerIds);
  const teams = workgroupRows(anchor, people);
  log(`seed: data built for anchor ${anchor} in ${elapsed()} ms`);

  const batches: Batch[] = [
    { name: 'roles', table: s.roles, rows: roleRows(), serial: true },
    { name: 'languages', table: s.languages, rows: LANGUAGE_ROWS, serial: false },
    { name: 'translations', table: s.translations, rows: translationRows(), serial: true },
    { name: 'settings', table: s.settings, rows: SETTING_ROWS, serial: true },
    { name: 'enum_values', table: s.enumValues, rows: ENUM_ROWS, serial: true },
    { name: 'countries', table: s.countries, rows: geo.countries, serial: true },
    { name: 'states', table: s.states, rows: geo.states, serial: true },
    { name: 'cities', table: s.cities, rows: geo.cities, serial: true },
    { name: 'media_types', table: s.mediaTypes, rows: mediaTypeRows(at(anchor, -365)), serial: true },
    { name: 'unit_types', table: s.unitTypes, rows: UNIT_TYPE_ROWS, serial: true },
    { name: 'providers', table: s.providers, rows: inv.providers, serial: true },
    { name: 'users', table: s.users, rows: backdateAccounts(people.users, past.accountsSince), serial: true },
    { name: 'user_roles', table: s.userRoles, rows: people.userRoles, serial: false },
    { name: 'client_sellers', table: s.clientSellers, rows: people.clientSellers, serial: false },
    { name: 'circuits', table: s.circuits, rows: inv.circuits, serial: true },
    { name: 'units', table: s.units, rows: inv.units, serial: true },
    { name: 'campaigns', table: s.campaigns, rows: camps.campaigns, serial: true },
    { name: 'campaign_countries', table: s.campaignCountries, rows: camps.campaignCountries, serial: false },
    { name: 'campaign_units', table: s.campaignUnits, rows: camps.campaignUnits, serial: true },
    { name: 'order_jobs', table: s.orderJobs, rows: work.orderJobs, serial: true },
    { name: 'order_job_items', table: s.orderJobItems, rows: work.orderJobItems, serial: true },
    { name: 'routes', table: s.routes, rows: work.routes, serial: true },
    { name: 'route_stops', table: s.routeStops, rows: work.routeStops, serial: false },
    {
      name: 'workgroup_invitations',
      table: s.workgroupInvitations,
      rows: invitationRows(anchor, people.users),
      serial: true,
    },
    // added after the batches above so their ids (and every earlier stream) stay as they were
    { name: 'print_work_orders', table: s.printWorkOrders, rows: prints.printWorkOrders, serial: true },
    { name: 'print_work_order_tasks', table: s.printWorkOrderTasks, rows: prints.printWorkOrderTasks, serial: true },
    { name: 'campaign_media_types', table: s.campaignMediaTypes, rows: camps.campaignMediaTypes, serial: false },
    { name: 'bookings', table: s.bookings, rows: camps.bookings, serial: true },
    { name: 'packages', table: s.packages, rows: planning.packages, serial: true },
    { name: 'pois', table: s.pois, rows: planning.pois, serial: true },
    { name: 'files', table: s.files, rows: [...creative.files, ...photos.files, ...deals.files], serial: true },
    { name: 'unit_rules', table: s.unitRules, rows: creative.unitRules, serial: true },
    { name: 'materials', table: s.materials, rows: creative.materials, serial: true },
    { name: 'art_versions', table: s.artVersions, rows: creative.artVersions, serial: true },
    { name: 'art_decisions', table: s.artDecisions, rows: creative.artDecisions, serial: true },
    { name: 'art_comments', table: s.artComments, rows: creative.artComments, serial: true },
    { name: 'art_requests', table: s.artRequests, rows: creative.artRequests, serial: true },
    { name: 'colour_proofs', table: s.colourProofs, rows: creative.colourProofs, serial: true },
    { name: 'product_services', table: s.productServices, rows: productServiceRows(at(anchor, -365)), serial: true },
    {
      name: 'internal_media_types',
      table: s.internalMediaTypes,
      rows: internalMediaTypeRows(at(anchor, -365)),
      serial: true,
    },
    { name: 'proposals', table: s.proposals, rows: sales.proposals, serial: true },
    { name: 'proposal_segments', table: s.proposalSegments, rows: sales.proposalSegments, serial: true },
    { name: 'proposal_units', table: s.proposalUnits, rows: sales.proposalUnits, serial: true },
    { name: 'proposal_bookings', table: s.bookings, rows: sales.bookings, serial: false },
    { name: 'booking_units', table: s.bookingUnits, rows: sales.bookingUnits, serial: true },
    { name: 'discount_requests', table: s.discountRequests, rows: sales.discountRequests, serial: true },
    { name: 'special_price_requests', table: s.specialPriceRequests, rows: sales.specialPriceRequests, serial: true },
    { name: 'package_segments', table: s.packageSegments, rows: sales.packageSegments, serial: true },
    { name: 'unit_images', table: s.unitImages, rows: photos.unitImages, serial: false },
    { name: 'contracts', table: s.contracts, rows: deals.contracts, serial: true },
    { name: 'contract_comments', table: s.contractComments, rows: deals.contractComments, serial: true },
    { name: 'contract_costs', table: s.contractCosts, rows: deals.contractCosts, serial: true },
    { name: 'contract_documents', table: s.contractDocuments, rows: deals.contractDocuments, serial: false },
    { name: 'orders', table: s.orders, rows: deals.orders, serial: true },
    { name: 'order_items', table: s.orderItems, rows: deals.orderItems, serial: true },
    { name: 'campaign_costs', table: s.campaignCosts, rows: bills.campaignCosts, serial: false },
    {
      name: 'campaign_billing_countries',
      table: s.campaignBillingCountries,
      rows: bills.campaignBillingCountries,
      serial: false,
    },
    { name: 'credit_lines', table: s.creditLines, rows: bills.creditLines, serial: false },
    { name: 'payments', table: s.payments, rows: bills.payments, serial: true },
    { name: 'customer_profiles', table: s.customerProfiles, rows: customers.customerProfiles, serial: false },
    { name: 'brands', table: s.brands, rows: customers.brands, serial: true },
    { name: 'customer_brands', table: s.customerBrands, rows: customers.customerBrands, serial: false },
    { name: 'setting_types', table: s.settingTypes, rows: rules.settingTypes, serial: true },
    { name: 'provider_settings', table: s.providerSettings, rows: rules.providerSettings, serial: true },
    { name: 'request_associations', table: s.requestAssociations, rows: rules.requestAssociations, serial: true },
    { name: 'workgroups', table: s.workgroups, rows: teams.workgroups, serial: true },
    { name: 'workgroup_members', table: s.workgroupMembers, rows: teams.workgroupMembers, serial: false },
    { name: 'workgroup_clients', table: s.workgroupClients, rows: teams.workgroupClients, serial: false },
    { name: 'workspaces', table: s.workspaces, rows: teams.workspaces, serial: true },
    { name: 'workspace_members', table: s.workspaceMembers, rows: teams.workspaceMembers, serial: false },
    { name: 'workspace_clients', table: s.workspaceClients, rows: teams.workspaceClients, serial: false },
    ...withIntegrationBatches(
      anchor,
      people.users,
      inv.units,
      withDocumentBatches(
        anchor,
        people.users,
        customerDocumentBatches(anchor, people, creative.files.length + photos.files.length + deals.files.length + 1),
      ),
    ),
    { name: 'subcategories', table: s.subcategories, rows: SUBCATEGORY_ROWS, serial: true },
    // the 18-month history (history.ts), last: its ids follow every table's; the syncs below run after it
    { name: 'history_campaigns', table: s.campaigns, rows: past.campaigns, serial: false },
    { name: 'history_campaign_countries', table: s.campaignCountries, rows: past.campaignCountries, serial: false },
    { name: 'history_campaign_media_types', table: s.campaignMediaTypes, rows: past.campaignMediaTypes, serial: false },
    { name: 'history_campaign_units', table: s.campaignUnits, rows: past.campaignUnits, serial: false },
    { name: 'history_bookings', table: s.bookings, rows: past.bookings, serial: false },
    { name: 'history_contracts', table: s.contracts, rows: past.contracts, serial: false },
    { name: 'history_orders', table: s.orders, rows: past.orders, serial: false },
    { name: 'history_order_items', table: s.orderItems, rows: past.orderItems, serial: false },
    { name: 'history_campaign_costs', table: s.campaignCosts, rows: past.campaignCosts, serial: false },
    {
      name: 'history_campaign_billing_countries',
      table: s.campaignBillingCountries,
      rows: past.campaignBillingCountries,
      serial: false,
    },
    { name: 'history_payments', table: s.payments, rows: past.payments, serial: false },
  ];

  // cameras on digital units of the current campaigns, with their stills (cameras.ts): files after every other file
  batches.push(...(await cameraBatches(anchor, inv.units, camps.campaignUnits, batches)));

  const counts: Record<string, number> = {};
  const written = await db.transaction(async (tx) => {
    if (await hasData(tx)) return false;
    for (const batch of batches) {
      counts[batch.name] = await insertChunked(tx, batch.table, batch.rows);
    }
    for (const batch of batches) if (batch.serial) await syncSequence(tx, batch.name);
    return true;
  });
  if (!written) {
    log('seed: database already has data, skipped');
    return { seeded: false, counts: {}, ms: elapsed() };
  }
  // planner statistics for the reports' joins (PGlite has no autovacuum to gather them)
  await db.execute(sql`analyze`);
  const ms = elapsed();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  log(`seed: ${total} rows in ${batches.length} tables in ${ms} ms`);
  return { seeded: true, counts, ms };
}
