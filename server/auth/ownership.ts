/**
 * Ownership rules (SECURITY.md "Authorization as data"): for each
 * `OwnedResource` a contract endpoint may name in `access.owner`
 * (src/api/contract/define.ts), the check that the caller reaches the object
 * its path names. server/http/register.ts runs them for every call after the
 * permission check and the path-parameter validation, before the body is read
 * and the handler runs, so no handler is reached with someone else's object.
 *
 * Each rule reuses the finder its handlers use (one rule, one place to read
 * it) and throws what that finder throws: 404 `not_found` when the object is
 * missing or out of reach — the same answer either way, so ids cannot be
 * probed — or, for a technician's job taken away, the field rules' 403
 * "no longer assigned" the outbox shows. Handlers keep their own checks as a
 * second line (they also scope lists, which carry no id).
 *
 * Rules (who reaches what): see `OwnedResource` in define.ts and SECURITY.md.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { OwnedResource, OwnerRule } from '#src/api/contract/define.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import type { Db } from '../db/client.ts';
import { printWorkOrderTasks, printWorkOrders, units } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { msg } from '../i18n.ts';
import type { AuthUser } from './session.ts';
import { findCampaign } from '../handlers/campaign-view.ts';
import { providerSide, reachCampaign } from '../handlers/art-view.ts';
import { findOwnUnit } from '../handlers/unit-view.ts';
import { findRoute, readableJob, routeTechnician } from '../handlers/field-work/shared.ts';
import { seesAllOrderJobs } from '../handlers/order-jobs.ts';
import { canWorkOnPrintOrder } from '../handlers/print-work-orders.ts';
import { findProof } from '../handlers/colour-proofs.ts';
import { findAdaptation, findRequest } from '../handlers/art-requests.ts';
import { findMaterial, findReservation } from '../handlers/unit-catalogue.ts';
import { findRule } from '../handlers/unit-rules.ts';
import { canReadFile } from '../handlers/files.ts';
import { findProviderFile } from '../handlers/provider-file-reads.ts';
import { findConnection, findPipeline, findSpecification } from '../handlers/integrations-reach.ts';
import { findBooking } from '../handlers/sales/booking-view.ts';
import { findProposal } from '../handlers/sales/proposal-view.ts';
import { findDiscount, findSpecial } from '../handlers/sales/price-request-view.ts';
import { contractsOfCampaign, findContract } from '../handlers/contracts/contract-view.ts';
import { findOrder, findOrderItem } from '../handlers/contracts/orders.ts';
import { findSavedReport } from '../handlers/reports/saved-view.ts';

/** A check of one object: resolves when the caller reaches it. @throws HttpError 404 (or the rule's 403) */
export type OwnershipCheck = (db: Db, user: AuthUser, id: number, locale: Locale) => Promise<unknown>;

const notFound = (locale: Locale) => new HttpError(404, 'not_found', msg(locale, 'http.not_found'));

/** A provider account acting as such (administrators act on every provider's objects). */
const actsAsProvider = (user: AuthUser) => user.providerId !== null && !isSuperuser(user.permissions);

/** Every ownership rule, by resource (the table SECURITY.md describes). */
export const OWNERSHIP: Record<OwnedResource, OwnershipCheck> = {
  campaign: (db, user, id, locale) => findCampaign(db, user, id, locale),
  'campaign.provider': (db, user, id, locale) => reachCampaign(db, user, id, providerSide(user), locale),
  'campaign.art': (db, user, id, locale) =>
    actsAsProvider(user) ? reachCampaign(db, user, id, providerSide(user), locale) : findCampaign(db, user, id, locale),
  unit: async (db, user, id, locale) => {
    const [row] = await db
      .select({ providerId: units.providerId })
      .from(units)
      .where(and(eq(units.id, id), isNull(units.deletedAt)));
    if (!row || (actsAsProvider(user) && row.providerId !== user.providerId)) throw notFound(locale);
  },
  'unit.own': (db, user, id, locale) => findOwnUnit(db, user, id, locale),
  providerFile: (db, user, id, locale) => findProviderFile(db, user, id, locale),
  connection: (db, user, id, locale) => findConnection(db, user, id, locale),
  dataSpecification: (db, user, id, locale) => findSpecification(db, user, id, locale),
  connectionPipeline: (db, user, id, locale) => findPipeline(db, user, id, locale),
  orderJob: (db, user, id, locale) => readableJob(db, id, user, locale),
  route: async (db, user, id, locale) => {
    const route = await findRoute(db, id, locale);
    const technician = routeTechnician(route);
    // like a job: a technician whose route went to someone else hears "no longer assigned" (the outbox shows it)
    if (!seesAllOrderJobs(user) && technician !== user.id) {
      throw new HttpError(403, 'forbidden', msg(locale, technician !== null ? 'field.not_assigned' : 'auth.forbidden'));
    }
  },
  file: async (db, user, id, locale) => {
    if (!(await canReadFile(db, user, id))) throw notFound(locale);
  },
  printWorkOrder: async (db, user, id, locale) => {
    const [order] = await db
      .select({ id: printWorkOrders.id })
      .from(printWorkOrders)
      .where(and(eq(printWorkOrders.id, id), isNull(printWorkOrders.deletedAt)));
    if (!order || !(await canWorkOnPrintOrder(db, user, id))) throw notFound(locale);
  },
  task: async (db, user, id, locale) => {
    const [task] = await db
      .select({ orderId: printWorkOrderTasks.printWorkOrderId })
      .from(printWorkOrderTasks)
      .where(eq(printWorkOrderTasks.id, id));
    if (!task || !(await canWorkOnPrintOrder(db, user, task.orderId))) throw notFound(locale);
  },
  colourProof: (db, user, id, locale) => findProof(db, user, id, 'either', locale),
  artRequest: (db, user, id, locale) => findRequest(db, user, id, locale),
  artAdaptation: (db, user, id, locale) => findAdaptation(db, user, id, locale),
  material: (db, user, id, locale) => findMaterial(db, user, id, locale),
  unitRule: (db, user, id, locale) => findRule(db, user, id, locale),
  unitReservation: (db, user, id, locale) => findReservation(db, user, id, locale),
  booking: (db, user, id, locale) => findBooking(db, user, id, locale),
  proposal: (db, user, id, locale) => findProposal(db, user, id, locale),
  discountRequest: (db, user, id, locale) => findDiscount(db, user, id, locale),
  specialPrice: (db, user, id, locale) => findSpecial(db, user, id, locale),
  contract: (db, user, id, locale) => findContract(db, user, id, locale),
  'campaign.contract': (db, user, id, locale) => contractsOfCampaign(db, user, id, locale),
  order: (db, user, id, locale) => findOrder(db, user, id, locale),
  orderItem: (db, user, id, locale) => findOrderItem(db, user, id, locale),
  report: (db, user, id, locale) => findSavedReport(db, user, id, locale),
};

/**
 * Runs the endpoint's ownership rules against the validated path params.
 * @param rules `access.owner` of the endpoint (one or several)
 * @param params validated path params (ids are numbers)
 * @throws HttpError 404 (or a rule's 403) on the first object out of reach
 */
export async function checkOwnership(
  db: Db,
  user: AuthUser,
  rules: OwnerRule | readonly OwnerRule[],
  params: Record<string, unknown>,
  locale: Locale,
): Promise<void> {
  for (const rule of Array.isArray(rules) ? (rules as readonly OwnerRule[]) : [rules as OwnerRule]) {
    const id = params[rule.param];
    if (typeof id !== 'number') throw notFound(locale);
    await OWNERSHIP[rule.resource](db, user, id, locale);
  }
}
