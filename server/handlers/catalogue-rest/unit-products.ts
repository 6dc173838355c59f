/** The rest of the catalogue: a unit's products and services, added and removed by its provider (api-catalogue.md "Units"). */
import { and, asc, eq } from 'drizzle-orm';
import * as cr from '#src/api/contract/catalogue-rest.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { productServices, unitProductServices } from '#server/db/schema.ts';
import { implement } from '#server/http/register.ts';
import { msg } from '#server/i18n.ts';
import { findOwnUnit, notFound } from '../unit-view.ts';
// ── Products and services of a unit ─────────────────────────────────────────

async function unitProducts(db: Db, unitId: number) {
  const rows = await db
    .select({ p: productServices })
    .from(unitProductServices)
    .innerJoin(productServices, eq(productServices.id, unitProductServices.productServiceId))
    .where(eq(unitProductServices.unitId, unitId))
    .orderBy(asc(productServices.id));
  return {
    unit_id: unitId,
    products_services: rows.map(({ p }) => ({ id: p.id, name: p.name, description: p.description, price: p.price })),
  };
}

async function productUnit(
  db: Db,
  user: AuthUser,
  params: { unit: number; product: number },
  locale: Locale,
): Promise<number> {
  const unit = await findOwnUnit(db, user, params.unit, locale);
  const [product] = await db
    .select({ id: productServices.id })
    .from(productServices)
    .where(eq(productServices.id, params.product));
  if (!product) throw notFound(locale);
  return unit.id;
}

export const productHandlers = [
  implement(cr.addProductService, async ({ db, params, user, locale }) => {
    const unitId = await productUnit(db, user, params, locale);
    await db.insert(unitProductServices).values({ unitId, productServiceId: params.product }).onConflictDoNothing();
    return { data: await unitProducts(db, unitId), message: msg(locale, 'units.product_added') };
  }),
  implement(cr.removeProductService, async ({ db, params, user, locale }) => {
    const unitId = await productUnit(db, user, params, locale);
    await db
      .delete(unitProductServices)
      .where(and(eq(unitProductServices.unitId, unitId), eq(unitProductServices.productServiceId, params.product)));
    return { data: await unitProducts(db, unitId), message: msg(locale, 'units.product_removed') };
  }),
];
