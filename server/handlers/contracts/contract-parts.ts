/**
 * A contract's renewal, comments, documents and other costs on the reference server (contract
 * src/api/contract/contracts/contract-parts.ts; api-catalogue.md "Contracts"; issue 17).
 * - Renew: in one transaction with the old contract locked, the state machine asked (409 otherwise), a new
 *   contracted campaign for the same client and countries whose cart lines are the renewed units (`renewLines`, or
 *   the body's), checked against every other hold (`assertFree`: 422 per busy unit), a new pending contract
 *   (`renewed_from_id`, same owner, reference and units type), and the old contract `renewed`.
 * - Comments: the contract's readers add them; the author alone edits or deletes one (403 otherwise).
 * - Documents and other costs: read as stored.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as k from '#src/api/contract/contracts.ts';
import { quoteContract, renewLines } from '#src/domain/contract-rules.ts';
import { fileUrl } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import {
  campaignCountries,
  campaignMediaTypes,
  campaignUnits,
  campaigns,
  contractComments,
  contractCosts,
  contractDocuments,
  contracts,
  files,
  units,
  users,
} from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { implement, type HandlerContext, type Implementation } from '#server/http/register.ts';
import { msg } from '#server/i18n.ts';
import { campaignCurrencies } from '../campaign-view.ts';
import { assertFree } from '../campaigns/shared.ts';
import { contractAnswers, findContract, nextStatus, touchContract } from './contract-view.ts';

type RenewLine = {
  unit_id: number;
  start_date: string;
  end_date: string;
  price: number;
  print_price: number;
  spots: number;
};

/** @throws HttpError 409 (status), 422 per busy unit or reversed dates, 404 for an unknown unit */
async function renew(x: HandlerContext<typeof k.renewContract>) {
  const newId = await x.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const old = await findContract(tx, x.user, x.params.id, x.locale, true);
    await nextStatus(tx, old, 'renew', x.locale);
    const [camp] = await tx.select().from(campaigns).where(eq(campaigns.id, old.campaignId));
    const current = await tx
      .select()
      .from(campaignUnits)
      .where(eq(campaignUnits.campaignId, old.campaignId))
      .orderBy(asc(campaignUnits.id));
    const proposed: RenewLine[] =
      x.body.units ??
      renewLines(
        current.map((l) => ({
          unit_id: l.unitId,
          start_date: l.startDate,
          end_date: l.endDate,
          price: l.price,
          print_price: l.printPrice,
          spots: l.spotsUsed,
        })),
      );
    const bad = proposed.find((l) => l.end_date < l.start_date);
    if (bad) {
      const reason = msg(x.locale, 'campaign.end_before_start');
      throw validationError(reason, { [`unit_${bad.unit_id}`]: [reason] });
    }
    const unitRows = await tx
      .select()
      .from(units)
      .where(inArray(units.id, [...new Set(proposed.map((l) => l.unit_id))]));
    const unitOf = new Map(unitRows.map((u) => [u.id, u]));
    const missing = proposed.find((l) => !unitOf.has(l.unit_id));
    if (missing) throw new HttpError(404, 'not_found', msg(x.locale, 'http.not_found'));
    const quote = quoteContract(proposed);
    const dates = proposed.flatMap((l) => [l.start_date, l.end_date]).toSorted();
    const [made] = await tx
      .insert(campaigns)
      .values({
        clientId: camp!.clientId,
        name: camp!.name,
        status: 'contracted',
        campaignType: camp!.campaignType,
        unitsCategory: camp!.unitsCategory,
        investment: quote.total,
        startDate: dates[0]!,
        endDate: dates.at(-1)!,
        priceAccepted: true,
        createdAt: x.now,
        updatedAt: x.now,
      })
      .returning({ id: campaigns.id });
    const campaignId = made!.id;
    const countries = await tx.select().from(campaignCountries).where(eq(campaignCountries.campaignId, camp!.id));
    if (countries.length)
      await tx.insert(campaignCountries).values(countries.map((c) => ({ campaignId, countryId: c.countryId })));
    const types = await tx.select().from(campaignMediaTypes).where(eq(campaignMediaTypes.campaignId, camp!.id));
    if (types.length)
      await tx
        .insert(campaignMediaTypes)
        .values(types.map((m) => ({ campaignId, countryId: m.countryId, mediaTypeId: m.mediaTypeId })));
    await assertFree(
      tx,
      campaignId,
      proposed.map((l) => ({ unit: unitOf.get(l.unit_id)!, start: l.start_date, end: l.end_date })),
      x.locale,
    );
    await tx.insert(campaignUnits).values(
      quote.lines.map((l) => ({
        campaignId,
        unitId: l.unit_id,
        price: l.price,
        printPrice: l.print_price,
        totalPrice: l.total,
        startDate: l.start_date,
        endDate: l.end_date,
        spotsUsed: l.spots,
        boughtAt: x.now,
      })),
    );
    await tx.update(contracts).set({ status: 'renewed', updatedAt: x.now }).where(eq(contracts.id, old.id));
    const [next] = await tx
      .insert(contracts)
      .values({
        campaignId,
        status: 'pending',
        ownerId: old.ownerId,
        reference: old.reference,
        unitsType: old.unitsType,
        renewedFromId: old.id,
        createdAt: x.now,
        updatedAt: x.now,
      })
      .returning({ id: contracts.id });
    return next!.id;
  });
  const [row] = await x.db.select().from(contracts).where(eq(contracts.id, newId));
  return { data: (await contractAnswers(x.db, [row!], x.locale))[0]!, message: msg(x.locale, 'contracts.renewed') };
}

async function commentsOf(db: Db, contractId: number, me: number) {
  const rows = await db
    .select({ c: contractComments, name: users.name })
    .from(contractComments)
    .innerJoin(users, eq(users.id, contractComments.userId))
    .where(eq(contractComments.contractId, contractId))
    .orderBy(asc(contractComments.createdAt), asc(contractComments.id));
  return rows.map(({ c, name }) => ({
    id: c.id,
    user_id: c.userId,
    user_name: name,
    body: c.body,
    mine: c.userId === me,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  }));
}

/** Comment `cid` of contract `id`, written by the caller. @throws HttpError 404 (not on it), 403 (someone else's) */
async function ownComment(db: Db, contractId: number, cid: number, userId: number, locale: 'es' | 'en') {
  const [c] = await db
    .select()
    .from(contractComments)
    .where(and(eq(contractComments.id, cid), eq(contractComments.contractId, contractId)));
  if (!c) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  if (c.userId !== userId) throw new HttpError(403, 'forbidden', msg(locale, 'contracts.not_author'));
  return c;
}

export const contractPartHandlers: Implementation[] = [
  implement(k.renewContract, (x) => renew(x)),
  implement(k.contractComments, async (x) => {
    const c = await findContract(x.db, x.user, x.params.id, x.locale);
    return { data: await commentsOf(x.db, c.id, x.user.id) };
  }),
  implement(k.addContractComment, async (x) => {
    const c = await findContract(x.db, x.user, x.params.id, x.locale);
    const [row] = await x.db
      .insert(contractComments)
      .values({ contractId: c.id, userId: x.user.id, body: x.body.body, createdAt: x.now, updatedAt: x.now })
      .returning({ id: contractComments.id });
    await touchContract(x.db, c.id, x.now);
    const data = (await commentsOf(x.db, c.id, x.user.id)).find((m) => m.id === row!.id)!;
    return { data, message: msg(x.locale, 'contracts.comment_saved') };
  }),
  implement(k.updateContractComment, async (x) => {
    const c = await findContract(x.db, x.user, x.params.id, x.locale);
    await ownComment(x.db, c.id, x.params.cid, x.user.id, x.locale);
    await x.db
      .update(contractComments)
      .set({ body: x.body.body, updatedAt: x.now })
      .where(eq(contractComments.id, x.params.cid));
    const data = (await commentsOf(x.db, c.id, x.user.id)).find((m) => m.id === x.params.cid)!;
    return { data, message: msg(x.locale, 'contracts.comment_saved') };
  }),
  implement(k.deleteContractComment, async (x) => {
    const c = await findContract(x.db, x.user, x.params.id, x.locale);
    await ownComment(x.db, c.id, x.params.cid, x.user.id, x.locale);
    await x.db.delete(contractComments).where(eq(contractComments.id, x.params.cid));
    await touchContract(x.db, c.id, x.now);
    return { message: msg(x.locale, 'contracts.comment_deleted') };
  }),
  implement(k.contractDocuments, async (x) => {
    const c = await findContract(x.db, x.user, x.params.id, x.locale);
    const rows = await x.db
      .select({ d: contractDocuments, f: files })
      .from(contractDocuments)
      .innerJoin(files, eq(files.id, contractDocuments.fileId))
      .where(eq(contractDocuments.contractId, c.id))
      .orderBy(asc(contractDocuments.createdAt));
    return {
      data: rows.map(({ d, f }) => ({
        file_id: f.id,
        name: f.name,
        kind: d.kind,
        mime: f.mime,
        size: f.size,
        url: fileUrl(f.id),
        created_at: d.createdAt.toISOString(),
      })),
    };
  }),
  implement(k.contractOtherCosts, async (x) => {
    const c = await findContract(x.db, x.user, x.params.id, x.locale);
    const [rows, currency] = await Promise.all([
      x.db.select().from(contractCosts).where(eq(contractCosts.contractId, c.id)).orderBy(asc(contractCosts.id)),
      campaignCurrencies(x.db, [c.campaignId]),
    ]);
    return {
      data: rows.map((r) => ({
        id: r.id,
        concept: r.concept,
        amount: r.amount,
        currency: currency.get(c.campaignId) ?? null,
      })),
    };
  }),
];
