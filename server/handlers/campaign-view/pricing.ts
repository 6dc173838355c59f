/**
 * How campaigns are answered: pricing (product.md §4, §9). Prices always come from `quoteCart`
 * (src/domain/quote.ts, the app's own), with the side-A percent of the setting `yoda.percentage_to_face_units` and
 * the tax percent of `tax.default_percentage` (0 when the campaign's `add_taxes` is off), less the campaign's
 * credit. `savePricing` stores what the quote says (each line's `total_price`, the campaign's `investment`); lists
 * answer the stored investment, which is the quote since the cart's last change.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { quoteCart, type MediaTypeRule, type Quote, type QuoteMediaType } from '#src/domain/quote.ts';
import type { Db } from '#server/db/client.ts';
import { campaignMediaTypes, campaignUnits, mediaTypes, settings, units } from '#server/db/schema.ts';
import { SIDE_A_SETTING, TAX_SETTING, type CampaignRow, type UnitRow, type LineRow } from './scope.ts';
// ── Pricing ─────────────────────────────────────────────────────────────────

/** The percents the quote needs (module doc): side-A surcharge and taxes, as numbers (0 when unset). */
export async function pricingSettings(db: Db): Promise<{ sideAPercent: number; taxPercent: number }> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [SIDE_A_SETTING, TAX_SETTING]));
  const read = (key: string) => Number(rows.find((r) => r.key === key)?.value ?? 0) || 0;
  return { sideAPercent: read(SIDE_A_SETTING), taxPercent: read(TAX_SETTING) };
}

/** A campaign's cart lines with their units, in the order they were added. */
export async function cartOf(db: Db, campaignId: number): Promise<{ line: LineRow; unit: UnitRow }[]> {
  return db
    .select({ line: campaignUnits, unit: units })
    .from(campaignUnits)
    .innerJoin(units, eq(units.id, campaignUnits.unitId))
    .where(eq(campaignUnits.campaignId, campaignId))
    .orderBy(asc(campaignUnits.id));
}

/** The rules of every media type, as the quote reads them. */
async function quoteMediaTypes(db: Db): Promise<QuoteMediaType[]> {
  const rows = await db.select({ id: mediaTypes.id, rules: mediaTypes.rules }).from(mediaTypes);
  return rows.map((m) => ({ id: m.id, rules: m.rules as MediaTypeRule[] }));
}

/** Prices a campaign's cart (module doc). */
export async function quoteOf(db: Db, campaign: CampaignRow, cart: { line: LineRow; unit: UnitRow }[]): Promise<Quote> {
  const { sideAPercent, taxPercent } = await pricingSettings(db);
  const lines = cart.map(({ line, unit }) => ({
    unit_id: unit.id,
    country_id: unit.countryId,
    media_type_id: unit.mediaTypeId,
    price: line.price,
    print_price: line.printPrice,
    spots_used: line.spotsUsed,
    extra_days: line.extraDays,
    side: unit.side,
    start_date: line.startDate,
    end_date: line.endDate,
  }));
  return quoteCart(lines, await quoteMediaTypes(db), {
    sideAPercent,
    taxPercent: campaign.addTaxes ? taxPercent : 0,
    credit: campaign.credit,
  });
}

/**
 * Prices the cart of `campaign` and stores each line's `total_price`.
 * @returns the cart's investment (pesos) and number of lines, for the campaign row
 */
export async function savePricing(tx: Db, campaign: CampaignRow): Promise<{ investment: number; units: number }> {
  const cart = await cartOf(tx, campaign.id);
  const quote = await quoteOf(tx, campaign, cart);
  for (const [i, { line }] of cart.entries()) {
    const total = quote.lines[i]!.total_price;
    if (total !== line.totalPrice)
      await tx.update(campaignUnits).set({ totalPrice: total }).where(eq(campaignUnits.id, line.id));
  }
  return { investment: quote.investment, units: cart.length };
}

/** The first and last day of the campaign's media types' dates (null when none has dates). */
export async function dateSpan(
  tx: Db,
  campaignId: number,
): Promise<{ startDate: string | null; endDate: string | null }> {
  const [row] = await tx
    .select({
      start: sql<string | null>`min(${campaignMediaTypes.startDate})`,
      end: sql<string | null>`max(${campaignMediaTypes.endDate})`,
    })
    .from(campaignMediaTypes)
    .where(eq(campaignMediaTypes.campaignId, campaignId));
  return { startDate: row?.start ?? null, endDate: row?.end ?? null };
}
