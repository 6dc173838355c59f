/**
 * How proposals are answered (contract src/api/contract/sales/proposal-shapes.ts): each proposal with its segments,
 * its unit lines as the spec loads them (media type, country, state, city, circuit, unit type, provider, a photo)
 * and priced by the shared rules (src/domain/proposal-pricing.ts `quoteProposal`, with the percentages of its
 * applied discount requests), its files and totals; and who reaches which proposal (ownership rule `proposal`: by
 * its client, `clientScope`).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Proposal, ProposalLine } from '#src/api/contract/sales.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { quoteProposal } from '#src/domain/proposal-pricing.ts';
import { fileUrl, type AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import {
  circuits,
  cities,
  countries,
  discountRequests,
  files,
  mediaTypes,
  proposalFiles,
  proposalSegments,
  proposalUnits,
  proposals,
  providers,
  states,
  unitImages,
  unitTypes,
  units,
  users,
} from '#server/db/schema.ts';
import { HttpError } from '#server/http/errors.ts';
import { msg } from '#server/i18n.ts';
import { latestImages } from '../campaign-view.ts';
import { iso } from '../sync-page.ts';
import { clientScope } from './scope.ts';

export type ProposalRow = typeof proposals.$inferSelect;
export type LineRow = typeof proposalUnits.$inferSelect;
export type SegmentRow = typeof proposalSegments.$inferSelect;

/** The unit facts a line shows, by unit id, names in `locale`. */
export async function unitFacts(db: Db, unitIds: readonly number[], locale: Locale) {
  if (!unitIds.length) return new Map<number, ProposalLine['unit'] & { currency: string }>();
  const rows = await db
    .select({
      id: units.id,
      title: units.title,
      sku: units.sku,
      address: units.address,
      lat: units.lat,
      lng: units.lng,
      countryId: units.countryId,
      currency: countries.currency,
      state: states.name,
      city: cities.name,
      circuit: circuits.name,
      circuitId: units.circuitId,
      mediaTypeId: mediaTypes.id,
      mediaType: locale === 'en' ? mediaTypes.nameEn : mediaTypes.name,
      unitType: unitTypes.name,
      unitTypeEn: unitTypes.nameEn,
      providerId: providers.id,
      provider: providers.name,
      price: units.price,
      spots: units.spots,
    })
    .from(units)
    .innerJoin(countries, eq(countries.id, units.countryId))
    .innerJoin(states, eq(states.id, units.stateId))
    .innerJoin(cities, eq(cities.id, units.cityId))
    .innerJoin(mediaTypes, eq(mediaTypes.id, units.mediaTypeId))
    .innerJoin(providers, eq(providers.id, units.providerId))
    .leftJoin(circuits, eq(circuits.id, units.circuitId))
    .leftJoin(unitTypes, eq(unitTypes.id, units.unitTypeId))
    .where(inArray(units.id, [...unitIds]));
  const images = await db
    .select({ unitId: unitImages.unitId, fileId: unitImages.fileId })
    .from(unitImages)
    .where(inArray(unitImages.unitId, [...unitIds]))
    .orderBy(asc(unitImages.position));
  const imageOf = new Map<number, string>();
  for (const i of images) if (!imageOf.has(i.unitId)) imageOf.set(i.unitId, fileUrl(i.fileId));
  const posted = await latestImages(db, unitIds);
  return new Map(
    rows.map((u) => [
      u.id,
      {
        title: u.title,
        sku: u.sku,
        address: u.address,
        lat: u.lat,
        lng: u.lng,
        country_id: u.countryId,
        currency: u.currency,
        state: u.state,
        city: u.city,
        circuit: u.circuit,
        circuit_id: u.circuitId,
        media_type: { id: u.mediaTypeId, name: u.mediaType },
        unit_type: u.unitType === null ? null : locale === 'en' && u.unitTypeEn ? u.unitTypeEn : u.unitType,
        provider: { id: u.providerId, name: u.provider },
        list_price: u.price,
        spots: u.spots,
        photo_url: imageOf.get(u.id) ?? posted.get(u.id) ?? null,
      },
    ]),
  );
}

/** The percentages of a proposal's applied discount requests, oldest decision first. */
export async function appliedDiscounts(db: Db, proposalIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (!proposalIds.length) return out;
  const rows = await db
    .select({ proposalId: discountRequests.proposalId, percent: discountRequests.percent })
    .from(discountRequests)
    .where(and(inArray(discountRequests.proposalId, [...proposalIds]), eq(discountRequests.status, 'applied')))
    .orderBy(asc(discountRequests.decidedAt), asc(discountRequests.id));
  for (const r of rows) out.set(r.proposalId!, [...(out.get(r.proposalId!) ?? []), r.percent]);
  return out;
}

/** The contract's answers for `rows`, in their order, names in `locale`. */
export async function proposalAnswers(db: Db, rows: readonly ProposalRow[], locale: Locale): Promise<Proposal[]> {
  if (!rows.length) return [];
  const ids = rows.map((p) => p.id);
  const [lines, segments, attached, discounts] = await Promise.all([
    db.select().from(proposalUnits).where(inArray(proposalUnits.proposalId, ids)).orderBy(asc(proposalUnits.id)),
    db
      .select()
      .from(proposalSegments)
      .where(inArray(proposalSegments.proposalId, ids))
      .orderBy(asc(proposalSegments.position), asc(proposalSegments.id)),
    db
      .select({ proposalId: proposalFiles.proposalId, id: files.id, name: files.name })
      .from(proposalFiles)
      .innerJoin(files, eq(files.id, proposalFiles.fileId))
      .where(inArray(proposalFiles.proposalId, ids))
      .orderBy(asc(files.id)),
    appliedDiscounts(db, ids),
  ]);
  const people = [...new Set(rows.flatMap((p) => [p.clientId, p.sellerId]).filter((x): x is number => x !== null))];
  const [names, facts] = await Promise.all([
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, people)),
    unitFacts(db, [...new Set(lines.map((l) => l.unitId))], locale),
  ]);
  const nameOf = new Map(names.map((u) => [u.id, u.name]));
  return rows.map((p) => {
    const mine = lines.filter((l) => l.proposalId === p.id);
    const segs = segments.filter((s) => s.proposalId === p.id);
    const percents = discounts.get(p.id) ?? [];
    const q = quoteProposal(
      mine.map((l) => ({
        line: l,
        segment_id: l.segmentId,
        start_date: l.startDate,
        end_date: l.endDate,
        price: l.price,
        print_price: l.printPrice,
        quantity: l.quantity,
      })),
      segs.map((s) => ({ id: s.id, price: s.price })),
      percents,
    );
    const currencies = new Set(mine.map((l) => facts.get(l.unitId)?.currency));
    return {
      id: p.id,
      name: p.name,
      client_id: p.clientId,
      client_name: nameOf.get(p.clientId) ?? '',
      seller_id: p.sellerId,
      seller_name: p.sellerId === null ? null : (nameOf.get(p.sellerId) ?? null),
      package_id: p.packageId,
      status: p.status,
      notes: p.notes,
      start_date: p.startDate,
      end_date: p.endDate,
      checked_at: p.checkedAt ? iso(p.checkedAt) : null,
      currency: currencies.size === 1 ? ([...currencies][0] ?? null) : null,
      discounts: percents,
      subtotal: q.subtotal,
      discount: q.discount,
      total: q.total,
      segments: segs.map((s) => ({
        id: s.id,
        name: s.name,
        start_date: s.startDate,
        end_date: s.endDate,
        price: s.price,
        position: s.position,
        subtotal: q.segments[s.id] ?? 0,
      })),
      units: q.lines.map(({ line, price_per_day, days, total }) => {
        const { currency: _currency, ...unit } = facts.get(line.unitId)!;
        return {
          id: line.id,
          unit_id: line.unitId,
          segment_id: line.segmentId,
          start_date: line.startDate,
          end_date: line.endDate,
          price: line.price,
          print_price: line.printPrice,
          quantity: line.quantity,
          price_per_day,
          days,
          total,
          unit,
        };
      }),
      files: attached.filter((f) => f.proposalId === p.id).map((f) => ({ id: f.id, name: f.name, url: fileUrl(f.id) })),
      created_at: iso(p.createdAt),
      updated_at: iso(p.updatedAt),
    };
  });
}

/**
 * A live proposal the caller reaches (ownership rule `proposal`); `lock` holds its row until the transaction ends.
 * @throws HttpError 404 when missing, removed or out of the caller's scope
 */
export async function findProposal(db: Db, user: AuthUser, id: number, locale: Locale, lock = false) {
  const q = db
    .select()
    .from(proposals)
    .where(and(eq(proposals.id, id), isNull(proposals.deletedAt), ...clientScope(db, user, proposals.clientId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  return row;
}

/** One proposal's answer by id (after a change). */
export async function proposalAnswer(db: Db, id: number, locale: Locale): Promise<Proposal> {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id));
  return (await proposalAnswers(db, [row!], locale))[0]!;
}
