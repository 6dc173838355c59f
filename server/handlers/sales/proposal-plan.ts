/**
 * Proposals, the plan (contract src/api/contract/sales/proposal-plan.ts): segments, prices, notes, files and the
 * POI report, each a change through `changeProposal` (proposal-change.ts). Check, booking and contract are in
 * proposal-status.ts.
 */
import { and, asc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import * as sales from '#src/api/contract/sales.ts';
import { multiplyPrice } from '#src/domain/proposal-pricing.ts';
import type { Db } from '#server/db/client.ts';
import {
  mediaTypes,
  pois,
  proposalFiles,
  proposalSegments,
  proposalUnits,
  proposals,
  units,
} from '#server/db/schema.ts';
import { boundingBox, distanceMetres } from '#server/domain/campaign-rules.ts';
import { implement, type Implementation } from '#server/http/register.ts';
import { storeFile } from '../files.ts';
import { assertDates, changeProposal, invalid, nextPosition, segmentOf, type Caller } from './proposal-change.ts';
import { findProposal, proposalAnswer } from './proposal-view.ts';

const linesOf = (tx: Db, id: number) =>
  tx.select().from(proposalUnits).where(eq(proposalUnits.proposalId, id)).orderBy(asc(proposalUnits.id));

/** Segments of the proposal, answered from its full answer (with their subtotals). */
const segmentsAnswer = async (x: Caller, id: number) => ({
  data: (await proposalAnswer(x.db, id, x.locale)).segments,
});

/** One segment per media type of the lines without a segment (named after it, with the proposal's dates). */
async function makeSegments(x: Caller, id: number) {
  await changeProposal(x, id, 'proposals.saved', async (tx, p) => {
    const loose = await tx
      .select({
        line: proposalUnits.id,
        typeId: mediaTypes.id,
        name: x.locale === 'en' ? mediaTypes.nameEn : mediaTypes.name,
      })
      .from(proposalUnits)
      .innerJoin(units, eq(units.id, proposalUnits.unitId))
      .innerJoin(mediaTypes, eq(mediaTypes.id, units.mediaTypeId))
      .where(and(eq(proposalUnits.proposalId, id), isNull(proposalUnits.segmentId)));
    let position = await nextPosition(tx, id);
    for (const typeId of new Set(loose.map((l) => l.typeId))) {
      const mine = loose.filter((l) => l.typeId === typeId);
      const [seg] = await tx
        .insert(proposalSegments)
        .values({
          proposalId: id,
          name: mine[0]!.name,
          position: position++,
          startDate: p.startDate,
          endDate: p.endDate,
        })
        .returning({ id: proposalSegments.id });
      await tx
        .update(proposalUnits)
        .set({ segmentId: seg!.id })
        .where(
          inArray(
            proposalUnits.id,
            mine.map((l) => l.line),
          ),
        );
    }
  });
  return segmentsAnswer(x, id);
}

/** Lines of `unit` in the proposal, or 422 under `unit`. */
async function unitLines(tx: Db, id: number, unit: number, x: Caller) {
  const rows = await tx
    .select()
    .from(proposalUnits)
    .where(and(eq(proposalUnits.proposalId, id), eq(proposalUnits.unitId, unit)));
  if (!rows.length) throw invalid(x.locale, 'unit', 'proposals.unit_not_in');
  return rows;
}

async function poisReport(x: Caller, id: number, radius: number) {
  const p = await proposalAnswer(x.db, (await findProposal(x.db, x.user, id, x.locale)).id, x.locale);
  const seen = new Set<number>();
  const data = [];
  for (const l of p.units) {
    if (seen.has(l.unit_id)) continue;
    seen.add(l.unit_id);
    const box = boundingBox(l.unit, radius);
    const near = await x.db
      .select()
      .from(pois)
      .where(
        and(gte(pois.lat, box.minLat), lte(pois.lat, box.maxLat), gte(pois.lng, box.minLng), lte(pois.lng, box.maxLng)),
      );
    data.push({
      unit_id: l.unit_id,
      title: l.unit.title,
      pois: near
        .map((poi) => ({
          id: poi.id,
          name: poi.name,
          category: poi.category,
          distance_m: Math.round(distanceMetres(l.unit, poi)),
        }))
        .filter((poi) => poi.distance_m <= radius)
        .toSorted((a, b) => a.distance_m - b.distance_m || a.id - b.id),
    });
  }
  return { data };
}

export const proposalPlanHandlers: Implementation[] = [
  implement(sales.proposalSegments, async (x) => {
    await findProposal(x.db, x.user, x.params.id, x.locale);
    return segmentsAnswer(x, x.params.id);
  }),
  implement(sales.makeProposalSegments, (x) => makeSegments(x, x.params.id)),
  implement(sales.addProposalSegment, (x) =>
    changeProposal(x, x.params.id, 'proposals.saved', async (tx) => {
      if (x.body.start_date && x.body.end_date) assertDates(x.body.start_date, x.body.end_date, x.locale);
      await tx.insert(proposalSegments).values({
        proposalId: x.params.id,
        name: x.body.name,
        startDate: x.body.start_date ?? null,
        endDate: x.body.end_date ?? null,
        price: x.body.price ?? null,
        position: await nextPosition(tx, x.params.id),
      });
    }),
  ),
  implement(sales.removeProposalSegment, (x) =>
    changeProposal(x, x.params.id, 'proposals.saved', async (tx) => {
      await segmentOf(tx, x.params.id, x.params.segment, x.locale);
      await tx.delete(proposalSegments).where(eq(proposalSegments.id, x.params.segment));
    }),
  ),
  implement(sales.addUnitToSegment, (x) =>
    changeProposal(x, x.params.id, 'proposals.saved', async (tx) => {
      const seg = await segmentOf(tx, x.params.id, x.params.segment, x.locale);
      const lines = await unitLines(tx, x.params.id, x.params.unit, x);
      await tx
        .update(proposalUnits)
        .set({
          segmentId: seg.id,
          ...(seg.startDate && seg.endDate ? { startDate: seg.startDate, endDate: seg.endDate } : {}),
        })
        .where(
          inArray(
            proposalUnits.id,
            lines.map((l) => l.id),
          ),
        );
    }),
  ),
  implement(sales.removeUnitFromSegment, (x) =>
    changeProposal(x, x.params.id, 'proposals.saved', async (tx) => {
      await segmentOf(tx, x.params.id, x.params.segment, x.locale);
      await unitLines(tx, x.params.id, x.params.unit, x);
      await tx
        .update(proposalUnits)
        .set({ segmentId: null })
        .where(
          and(
            eq(proposalUnits.proposalId, x.params.id),
            eq(proposalUnits.unitId, x.params.unit),
            eq(proposalUnits.segmentId, x.params.segment),
          ),
        );
    }),
  ),
  implement(sales.updateSegmentPrices, (x) =>
    changeProposal(x, x.params.id, 'proposals.saved', async (tx) => {
      await segmentOf(tx, x.params.id, x.params.segment, x.locale);
      await tx.update(proposalSegments).set({ price: x.body.price }).where(eq(proposalSegments.id, x.params.segment));
    }),
  ),
  implement(sales.updateSegmentDates, (x) =>
    changeProposal(x, x.params.id, 'proposals.saved', async (tx) => {
      await segmentOf(tx, x.params.id, x.params.segment, x.locale);
      assertDates(x.body.start_date, x.body.end_date, x.locale);
      const dates = { startDate: x.body.start_date, endDate: x.body.end_date };
      await tx.update(proposalSegments).set(dates).where(eq(proposalSegments.id, x.params.segment));
      await tx.update(proposalUnits).set(dates).where(eq(proposalUnits.segmentId, x.params.segment));
    }),
  ),
  implement(sales.updateProposalPrice, (x) =>
    changeProposal(x, x.params.id, 'proposals.saved', async (tx) => {
      await tx.update(proposalUnits).set({ price: x.body.price }).where(eq(proposalUnits.proposalId, x.params.id));
    }),
  ),
  implement(sales.updateProposalUnitPrices, (x) =>
    changeProposal(x, x.params.id, 'proposals.saved', async (tx) => {
      for (const u of x.body.units) {
        await unitLines(tx, x.params.id, u.unit_id, x);
        await tx
          .update(proposalUnits)
          .set({ price: u.price, ...(u.print_price === undefined ? {} : { printPrice: u.print_price }) })
          .where(and(eq(proposalUnits.proposalId, x.params.id), eq(proposalUnits.unitId, u.unit_id)));
      }
    }),
  ),
  implement(sales.multiplyProposalPrices, (x) =>
    changeProposal(x, x.params.id, 'proposals.saved', async (tx) => {
      for (const l of await linesOf(tx, x.params.id))
        await tx
          .update(proposalUnits)
          .set({ price: multiplyPrice(l.price, x.body.factor) })
          .where(eq(proposalUnits.id, l.id));
    }),
  ),
  implement(sales.updateProposalNotes, (x) =>
    changeProposal(x, x.params.id, 'proposals.saved', async (tx) => {
      await tx.update(proposals).set({ notes: x.body.notes }).where(eq(proposals.id, x.params.id));
    }),
  ),
  implement(sales.addProposalFiles, (x) =>
    changeProposal(x, x.params.id, 'proposals.files_added', async (tx) => {
      for (const [i, blob] of x.body.files.entries()) {
        const stored = await storeFile(tx, {
          blob,
          ownerId: x.user.id,
          shared: false,
          now: x.now,
          kind: 'artwork',
          locale: x.locale,
          field: `files.${i}`,
        });
        await tx.insert(proposalFiles).values({ proposalId: x.params.id, fileId: stored.id });
      }
    }),
  ),
  implement(sales.proposalPoisReport, (x) => poisReport(x, x.params.id, x.query.radius ?? 1000)),
];
