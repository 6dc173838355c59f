/**
 * Circuits (issue 20; src/api/contract/circuits.ts has the shapes and the rules; api-catalogue.md "Circuits";
 * product.md §2 circuits, §3 circuit): GET /circuits, GET /circuits/{id}, POST /circuits, PUT /circuits/{id}.
 *
 * - Reach (list, show): administrators, and staff without a provider who browse availability, every circuit; a
 *   provider its own provider's and the shared ones (`provider_id` null). Out of reach: 404.
 * - Writes: administrators any circuit (`provider_id` from the body, null for shared); a provider its own (the body's
 *   `provider_id` is ignored), 403 on a shared one, 404 on another provider's.
 * - Units: a unit joins at most one circuit (`units.circuit_id`). Saving moves the listed units into the circuit and
 *   takes out the ones no longer listed, stamping each changed unit's `updated_at` (the devices' unit mirror pulls
 *   it). Every listed unit must be live and, when the circuit has a provider, that provider's: else 422 under
 *   `unit_ids` naming the refused ids. An unknown city: 422 under `city_id`; an unknown provider: under `provider_id`.
 */
import { and, asc, count, eq, ilike, inArray, isNull, ne, notInArray, or, type SQL } from 'drizzle-orm';
import * as cc from '#src/api/contract/circuits.ts';
import type { Locale } from '#src/api/contract/common.ts';
import { hasPermission, isSuperuser } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { cities, circuits, providers, units } from '../db/schema.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg } from '../i18n.ts';
import { escapeLike, meta, pageOf } from './lookups.ts';
import { iso } from './sync-page.ts';
import { ownProvider } from './unit-view.ts';

type CircuitRow = typeof circuits.$inferSelect;

const notFound = (locale: Locale) => new HttpError(404, 'not_found', msg(locale, 'http.not_found'));

/**
 * The provider whose circuits (besides the shared ones) the caller reaches, or null for every circuit:
 * administrators and staff without a provider who browse availability reach all; anyone else with a provider its
 * own; anyone else (no provider, no `browse_availability`) only the shared ones (-1 matches no provider).
 */
function readProvider(user: AuthUser): number | null {
  if (isSuperuser(user.permissions)) return null;
  if (user.providerId != null) return user.providerId;
  return hasPermission(user.permissions, 'browse_availability') ? null : -1;
}

/** Conditions limiting circuits to those the caller reaches. */
function readScope(user: AuthUser): SQL[] {
  const p = readProvider(user);
  return p === null ? [] : [or(eq(circuits.providerId, p), isNull(circuits.providerId))!];
}

/** Answers circuits with their live units (ids ascending). */
async function answers(db: Db, rows: CircuitRow[]): Promise<cc.Circuit[]> {
  const ids = rows.map((r) => r.id);
  const members = ids.length
    ? await db
        .select({ id: units.id, circuitId: units.circuitId })
        .from(units)
        .where(and(inArray(units.circuitId, ids), isNull(units.deletedAt)))
        .orderBy(asc(units.id))
    : [];
  const unitsOf = new Map<number, number[]>();
  for (const m of members) {
    const list = unitsOf.get(m.circuitId!) ?? [];
    list.push(m.id);
    unitsOf.set(m.circuitId!, list);
  }
  return rows.map((r) => {
    const unitIds = unitsOf.get(r.id) ?? [];
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      city_id: r.cityId,
      provider_id: r.providerId,
      unit_ids: unitIds,
      units_count: unitIds.length,
      created_at: r.createdAt ? iso(r.createdAt) : null,
      updated_at: r.updatedAt ? iso(r.updatedAt) : null,
    };
  });
}

/** A circuit the caller reaches. @throws HttpError 404 */
async function findReachable(db: Db, user: AuthUser, id: number, locale: Locale): Promise<CircuitRow> {
  const [row] = await db
    .select()
    .from(circuits)
    .where(and(eq(circuits.id, id), ...readScope(user)));
  if (!row) throw notFound(locale);
  return row;
}

/** A circuit the caller may change. @throws HttpError 404 out of reach, 403 a shared one for a provider */
async function findWritable(db: Db, user: AuthUser, id: number, locale: Locale): Promise<CircuitRow> {
  const row = await findReachable(db, user, id, locale);
  if (isSuperuser(user.permissions)) return row;
  if (row.providerId === null) throw new HttpError(403, 'forbidden', msg(locale, 'circuits.shared_read_only'));
  if (row.providerId !== user.providerId) throw notFound(locale);
  return row;
}

/**
 * The provider a saved circuit belongs to: the caller's; for administrators the body's (null: shared; absent: the
 * circuit's current one on update, shared on store).
 */
async function providerOf(
  db: Db,
  user: AuthUser,
  body: cc.CircuitInput,
  locale: Locale,
  current: number | null = null,
): Promise<number | null> {
  if (!isSuperuser(user.permissions)) return ownProvider(user, locale);
  const named = body.provider_id === undefined ? current : body.provider_id;
  if (named === null) return null;
  const [found] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, named));
  if (!found) {
    const text = msg(locale, 'circuits.provider_unknown');
    throw validationError(text, { provider_id: [text] });
  }
  return named;
}

/** Checks the city and the units. @throws HttpError 422 under `city_id` or `unit_ids` */
async function checkBody(db: Db, body: cc.CircuitInput, providerId: number | null, locale: Locale): Promise<number[]> {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, body.city_id));
  if (!city) {
    const text = msg(locale, 'circuits.city_unknown');
    throw validationError(text, { city_id: [text] });
  }
  const wanted = [...new Set(body.unit_ids)];
  if (wanted.length === 0) return wanted;
  const found = await db
    .select({ id: units.id })
    .from(units)
    .where(
      and(
        inArray(units.id, wanted),
        isNull(units.deletedAt),
        ...(providerId === null ? [] : [eq(units.providerId, providerId)]),
      ),
    );
  const ok = new Set(found.map((u) => u.id));
  const refused = wanted.filter((u) => !ok.has(u));
  if (refused.length > 0) {
    const text = msg(locale, 'circuits.units_not_own', { ids: refused.slice(0, 20).join(', ') });
    throw validationError(text, { unit_ids: [text] });
  }
  return wanted;
}

/** Makes `unitIds` the circuit's units: takes out the others, moves these in; stamps what changed. */
async function setMembers(tx: Db, circuitId: number, unitIds: number[], now: Date): Promise<void> {
  await tx
    .update(units)
    .set({ circuitId: null, updatedAt: now })
    .where(and(eq(units.circuitId, circuitId), ...(unitIds.length ? [notInArray(units.id, unitIds)] : [])));
  if (unitIds.length === 0) return;
  await tx
    .update(units)
    .set({ circuitId, updatedAt: now })
    .where(and(inArray(units.id, unitIds), or(isNull(units.circuitId), ne(units.circuitId, circuitId))));
}

const columnsOf = (body: cc.CircuitInput, providerId: number | null) => ({
  name: body.name,
  description: body.description ?? '',
  cityId: body.city_id,
  providerId,
});

export const circuitHandlers = [
  implement(cc.circuitList, async ({ db, query, user }) => {
    const where: SQL[] = [...readScope(user)];
    const term = query.filter?.trim();
    if (term) where.push(ilike(circuits.name, escapeLike(term)));
    if (query.city_id !== undefined) where.push(eq(circuits.cityId, query.city_id));
    if (query.provider_id !== undefined) where.push(eq(circuits.providerId, query.provider_id));
    const { size, current, offset } = pageOf(query.page, query.per_page);
    const [total] = await db
      .select({ n: count() })
      .from(circuits)
      .where(and(...where));
    const rows = await db
      .select()
      .from(circuits)
      .where(and(...where))
      .orderBy(asc(circuits.name), asc(circuits.id))
      .limit(size)
      .offset(offset);
    return { data: await answers(db, rows), meta: meta(current, size, total?.n ?? 0) };
  }),
  implement(cc.showCircuit, async ({ db, params, user, locale }) => {
    const row = await findReachable(db, user, params.id, locale);
    return { data: (await answers(db, [row]))[0]! };
  }),
  implement(cc.storeCircuit, async ({ db, body, user, locale, now }) => {
    const providerId = await providerOf(db, user, body, locale);
    const unitIds = await checkBody(db, body, providerId, locale);
    const row = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [made] = await tx
        .insert(circuits)
        .values({ ...columnsOf(body, providerId), createdAt: now, updatedAt: now })
        .returning();
      await setMembers(tx, made!.id, unitIds, now);
      return made!;
    });
    return { data: (await answers(db, [row]))[0]!, message: msg(locale, 'circuits.created') };
  }),
  implement(cc.updateCircuit, async ({ db, params, body, user, locale, now }) => {
    const found = await findWritable(db, user, params.id, locale);
    const providerId = isSuperuser(user.permissions)
      ? await providerOf(db, user, body, locale, found.providerId)
      : found.providerId;
    const unitIds = await checkBody(db, body, providerId, locale);
    const row = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [saved] = await tx
        .update(circuits)
        .set({ ...columnsOf(body, providerId), updatedAt: now })
        .where(eq(circuits.id, found.id))
        .returning();
      await setMembers(tx, found.id, unitIds, now);
      return saved!;
    });
    return { data: (await answers(db, [row]))[0]!, message: msg(locale, 'circuits.saved') };
  }),
];
