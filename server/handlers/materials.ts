/**
 * A provider's print materials (api-catalogue.md "Media types and materials"), a `crudHandlers` resource:
 * scoped to the provider (administrators see all), a material in use by a colour proof is not deleted (409),
 * and each answer carries its price's currency, the one of the provider's country (issue 15 "Money").
 */
import { count, eq, and, inArray } from 'drizzle-orm';
import * as inv from '#src/api/contract/inventory.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { colourProofs, countries, materials, providers } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { crudHandlers } from '../http/crud.ts';
import { msg } from '../i18n.ts';
import { iso } from './sync-page.ts';
import { notFound, ownProvider, providerWhere } from './unit-view.ts';

type MaterialRow = typeof materials.$inferSelect;
const materialAnswer = (m: MaterialRow, currency: string | null = null): inv.Material => ({
  id: m.id,
  provider_id: m.providerId,
  name: m.name,
  description: m.description,
  price: m.price,
  currency,
  measure_unit: m.measureUnit,
  updated_at: iso(m.updatedAt),
});

/** Materials with their price's currency: the one of their provider's country (issue 15 "Money"). */
async function materialAnswers(db: Db, rows: MaterialRow[]): Promise<inv.Material[]> {
  const ids = [...new Set(rows.map((m) => m.providerId))];
  const found = ids.length
    ? await db
        .select({ id: providers.id, currency: countries.currency })
        .from(providers)
        .innerJoin(countries, eq(countries.id, providers.countryId))
        .where(inArray(providers.id, ids))
    : [];
  const currencyOf = new Map(found.map((p) => [p.id, p.currency]));
  return rows.map((m) => materialAnswer(m, currencyOf.get(m.providerId) ?? null));
}

export async function findMaterial(db: Db, user: AuthUser, id: number, locale: Locale): Promise<MaterialRow> {
  const [row] = await db
    .select()
    .from(materials)
    .where(and(eq(materials.id, id), ...providerWhere(user, materials.providerId)));
  if (!row) throw notFound(locale);
  return row;
}

export const materialHandlers = crudHandlers({
  endpoints: inv.materialsResource,
  table: materials,
  scope: (user) => providerWhere(user, materials.providerId),
  search: { query: 'name', column: materials.name },
  orderBy: materials.name,
  toAnswer: materialAnswer,
  toAnswers: materialAnswers,
  toColumns: (b: inv.MaterialInput) => ({
    name: b.name,
    description: b.description ?? '',
    price: b.price,
    measureUnit: b.measure_unit,
  }),
  ownerColumns: (user, locale) => ({ providerId: ownProvider(user, locale) }),
  async beforeDelete(db, found, locale) {
    const [used] = await db.select({ n: count() }).from(colourProofs).where(eq(colourProofs.materialId, found.id));
    if ((used?.n ?? 0) > 0) throw new HttpError(409, 'conflict', msg(locale, 'materials.in_use'));
  },
  messages: { saved: 'materials.saved', deleted: 'materials.deleted' },
});
