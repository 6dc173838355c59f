/**
 * Look-ups of issue 20 (src/api/contract/circuits.ts has the shapes; api-catalogue.md "Lookups"; product.md §3 tax,
 * subcategory, provider classifications), for any signed-in account, named in the caller's language:
 *
 * - GET /client/taxes → `{ data: [{ key: 'default', name, percent, country_id: null }] }`: the one tax the platform
 *   applies, the setting `tax.default_percentage` (0 when the setting is missing or not a number). There is no
 *   per-country tax table, so the tax holds for every country.
 * - GET /subcategories?filter → `{ data: [{ id, key, name, category }] }` sorted by name; `filter` matches part of
 *   the Spanish or English name or the category key.
 * - GET /providers/classifications → `{ data: [{ id: key, name }] }`: the distinct `providers.classification`
 *   keys, named through the `classifications.<key>` messages (an unknown key is named as itself), sorted by name.
 */
import { asc, eq, ilike, or } from 'drizzle-orm';
import * as cc from '#src/api/contract/circuits.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { providers, settings, subcategories } from '../db/schema.ts';
import { implement } from '../http/register.ts';
import { byName, MESSAGES, msg, type MessageKey } from '../i18n.ts';
import { TAX_SETTING } from './campaign-view/scope.ts';
import { escapeLike } from './lookups.ts';

/** A classification key's name in `locale`, or the key itself when it has no message. */
function classificationName(locale: Locale, key: string): string {
  const k = `classifications.${key}`;
  return k in MESSAGES ? msg(locale, k as MessageKey) : key;
}

export const lookupExtraHandlers = [
  implement(cc.clientTaxes, async ({ db, locale }) => {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, TAX_SETTING));
    const percent = Number(row?.value ?? 0);
    return {
      data: [
        {
          key: 'default',
          name: msg(locale, 'taxes.default'),
          percent: Number.isFinite(percent) ? percent : 0,
          country_id: null,
        },
      ],
    };
  }),
  implement(cc.subcategoryList, async ({ db, query, locale }) => {
    const term = query.filter?.trim();
    const rows = await db
      .select()
      .from(subcategories)
      .where(
        term
          ? or(
              ilike(subcategories.nameEs, escapeLike(term)),
              ilike(subcategories.nameEn, escapeLike(term)),
              ilike(subcategories.category, escapeLike(term)),
            )
          : undefined,
      )
      .orderBy(asc(subcategories.id));
    return {
      data: byName(
        locale,
        rows.map((r) => ({
          id: r.id,
          key: r.key,
          name: locale === 'en' ? r.nameEn : r.nameEs,
          category: r.category,
        })),
      ),
    };
  }),
  implement(cc.providerClassifications, async ({ db, locale }) => {
    const rows = await db
      .selectDistinct({ key: providers.classification })
      .from(providers)
      .orderBy(asc(providers.classification));
    return {
      data: byName(
        locale,
        rows.map((r) => ({ id: r.key, name: classificationName(locale, r.key) })),
      ),
    };
  }),
];
