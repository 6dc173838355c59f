/** The rest of the catalogue: internal media types, listed, created, renamed and deleted (api-catalogue.md "Media types and materials"). */
import { and, asc, count, eq, ilike, ne } from 'drizzle-orm';
import * as cr from '#src/api/contract/catalogue-rest.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { Db } from '#server/db/client.ts';
import { internalMediaTypes } from '#server/db/schema.ts';
import { validationError } from '#server/http/errors.ts';
import { implement } from '#server/http/register.ts';
import { msg } from '#server/i18n.ts';
import { escapeLike, meta, pageOf } from '../lookups.ts';
import { iso } from '../sync-page.ts';
import { notFound } from '../unit-view.ts';
// ── Internal media types ────────────────────────────────────────────────────

type InternalRow = typeof internalMediaTypes.$inferSelect;
const internalAnswer = (r: InternalRow): cr.InternalMediaType => ({
  id: r.id,
  name: r.name,
  description: r.description,
  updated_at: iso(r.updatedAt),
});

async function assertNameFree(db: Db, name: string, exceptId: number | null, locale: Locale): Promise<void> {
  const [row] = await db
    .select({ id: internalMediaTypes.id })
    .from(internalMediaTypes)
    .where(
      and(
        ilike(internalMediaTypes.name, escapeLike(name).replace(/^%|%$/g, '')),
        exceptId ? ne(internalMediaTypes.id, exceptId) : undefined,
      ),
    );
  if (row)
    throw validationError(msg(locale, 'internal_media_types.name_taken'), {
      name: [msg(locale, 'internal_media_types.name_taken')],
    });
}

export const internalHandlers = [
  implement(cr.internalMediaTypes, async ({ db, query }) => {
    const where = query.search ? ilike(internalMediaTypes.name, escapeLike(query.search)) : undefined;
    const { size, current, offset } = pageOf(query.page, query.per_page);
    const [total] = await db.select({ n: count() }).from(internalMediaTypes).where(where);
    const rows = await db
      .select()
      .from(internalMediaTypes)
      .where(where)
      .orderBy(asc(internalMediaTypes.name), asc(internalMediaTypes.id))
      .limit(size)
      .offset(offset);
    return { data: rows.map(internalAnswer), meta: meta(current, size, total?.n ?? 0) };
  }),
  implement(cr.storeInternalMediaType, async ({ db, body, locale, now }) => {
    await assertNameFree(db, body.name, null, locale);
    const [row] = await db
      .insert(internalMediaTypes)
      .values({ name: body.name, description: body.description ?? '', createdAt: now, updatedAt: now })
      .returning();
    return { data: internalAnswer(row!), message: msg(locale, 'internal_media_types.saved') };
  }),
  implement(cr.updateInternalMediaType, async ({ db, params, body, locale, now }) => {
    await assertNameFree(db, body.name, params.id, locale);
    const [row] = await db
      .update(internalMediaTypes)
      .set({ name: body.name, description: body.description ?? '', updatedAt: now })
      .where(eq(internalMediaTypes.id, params.id))
      .returning();
    if (!row) throw notFound(locale);
    return { data: internalAnswer(row), message: msg(locale, 'internal_media_types.saved') };
  }),
  implement(cr.deleteInternalMediaType, async ({ db, params, locale }) => {
    const [row] = await db
      .delete(internalMediaTypes)
      .where(eq(internalMediaTypes.id, params.id))
      .returning({ id: internalMediaTypes.id });
    if (!row) throw notFound(locale);
    return { message: msg(locale, 'internal_media_types.deleted') };
  }),
];
