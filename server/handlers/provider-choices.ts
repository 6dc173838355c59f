/**
 * GET /client/providers (src/api/contract/business-rules.ts `clientProviders`; api-calls.tsv lookups; issue 19
 * request associations): the providers by name, a page at a time, each with the caller's own request association
 * to it (null when none) — the requester's list of associations, which the spec gives no call of its own.
 */
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import * as br from '#src/api/contract/business-rules.ts';
import { providers, requestAssociations } from '../db/schema.ts';
import { implement } from '../http/register.ts';
import { answerOf } from './business-rules.ts';
import { escapeLike, meta, pageOf } from './lookups.ts';

export const providerChoiceHandlers = [
  implement(br.clientProviders, async ({ db, user, query }) => {
    const where = query.filter ? ilike(providers.name, `%${escapeLike(query.filter)}%`) : undefined;
    const { size, current, offset } = pageOf(query.page, query.per_page);
    const [total] = await db.select({ n: count() }).from(providers).where(where);
    const rows = await db
      .select({ p: providers, a: requestAssociations })
      .from(providers)
      .leftJoin(
        requestAssociations,
        and(eq(requestAssociations.providerId, providers.id), eq(requestAssociations.requesterId, user.id)),
      )
      .where(where)
      .orderBy(asc(providers.name), asc(providers.id))
      .limit(size)
      .offset(offset);
    const data: br.ProviderChoice[] = [];
    for (const { p, a } of rows)
      data.push({ id: p.id, name: p.name, country_id: p.countryId, association: a ? await answerOf(db, a) : null });
    return { data, meta: meta(current, size, total?.n ?? 0) };
  }),
];
