/**
 * Saved reports on the reference server (contract src/api/contract/reports/saved.ts; docs/reports.md "Saved
 * reports"; issue 18): list, show, store, retry, share, units, download.
 *
 * Life of a saved report: stored with a name, a kind and a filter, and run at once in its owner's reach (run.ts);
 * the run's table is kept (`result`, `status` ready) and answered until the next retry. A run that throws anything
 * but a 4xx (a bad filter is a 422 and nothing is saved) leaves it `failed` with the reason, answered with the
 * message "could not be computed; try again" — never a silent empty report; its download then answers 409 until a
 * retry succeeds. A run for an owner whose account is gone or disabled fails the same way. Sharing records each
 * recipient (an account reads the report from then on; an address is mailed the link, kept in `mail_log`) and the
 * message sent.
 */
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import * as r from '#src/api/contract/reports/saved.ts';
import type { ReportFilter, ReportTable } from '#src/api/contract/reports/shapes.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { ReportKind } from '#src/domain/report-rules.ts';
import type { AuthUser } from '#server/auth/session.ts';
import { fileUrl } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { mailLog, savedReportShares, savedReports, users } from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { implement, type Implementation } from '#server/http/register.ts';
import { msg } from '#server/i18n.ts';
import { escapeLike, meta, pageOf } from '../lookups.ts';
import { baseSql, checkRange, num, rowsOf } from './base.ts';
import { runReport } from './run.ts';
import {
  findSavedReport,
  mayChange,
  ownerAsUser,
  relabel,
  savedAnswers,
  savedDetail,
  savedScope,
} from './saved-view.ts';
import type { SavedRow } from './saved-view.ts';
import { streamedWorkbook } from './xlsx.ts';

/** The outcome of a run: the table, or why it failed (in `locale`). */
type RunOutcome = { result: ReportTable; error: null } | { result: null; error: string };

/**
 * Runs `kind` with filter `f` for account `ownerId` (its reach now), in `locale`.
 * @throws HttpError a 4xx of the run (a bad filter); any other failure is returned as `error`
 */
async function runFor(db: Db, ownerId: number, kind: ReportKind, f: ReportFilter, locale: Locale, now: Date) {
  const owner = await ownerAsUser(db, ownerId, locale);
  if (!owner) return { result: null, error: msg(locale, 'reports.run_failed') } satisfies RunOutcome;
  try {
    return { result: await runReport({ db, user: owner, locale, now }, kind, f), error: null } satisfies RunOutcome;
  } catch (e) {
    if (e instanceof HttpError && e.status < 500) throw e;
    return { result: null, error: msg(locale, 'reports.run_failed') } satisfies RunOutcome;
  }
}

/** Writes a run's outcome on saved report `id`. */
async function keepOutcome(db: Db, id: number, outcome: RunOutcome, now: Date): Promise<SavedRow> {
  const [row] = await db
    .update(savedReports)
    .set({
      status: outcome.result ? 'ready' : 'failed',
      result: outcome.result,
      error: outcome.error,
      lastRunAt: now,
      updatedAt: now,
    })
    .where(eq(savedReports.id, id))
    .returning();
  return row!;
}

/** @throws HttpError 403 unless the caller may run or share `row` again (its owner, or `reports.*`) */
function assertMayChange(user: AuthUser, row: SavedRow, locale: Locale) {
  if (!mayChange(user, row)) throw new HttpError(403, 'forbidden', msg(locale, 'reports.owner_only'));
}

/** `{ id, name }` from two SQL values. */
const named = (id: unknown, label: unknown) => ({ id: num(id), name: String(label) });

/** `user_ids` that are not accounts. */
async function unknownUsers(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return ids.filter((id) => !found.some((f) => f.id === id));
}

export const savedReportHandlers: Implementation[] = [
  implement(r.savedReports, async (x) => {
    const { size, current, offset } = pageOf(x.query.page, x.query.per_page);
    const where = [...savedScope(x.user)];
    if (x.query.kind) where.push(eq(savedReports.kind, x.query.kind));
    if (x.query.search) where.push(ilike(savedReports.name, escapeLike(x.query.search)));
    const [total] = await x.db
      .select({ n: count() })
      .from(savedReports)
      .where(and(...where));
    const rows = await x.db
      .select()
      .from(savedReports)
      .where(and(...where))
      .orderBy(desc(savedReports.createdAt), desc(savedReports.id))
      .limit(size)
      .offset(offset);
    return { data: await savedAnswers(x.db, rows, x.user), meta: meta(current, size, total?.n ?? 0) };
  }),
  implement(r.showSavedReport, async (x) => {
    const row = await findSavedReport(x.db, x.user, x.params.id, x.locale);
    return { data: await savedDetail(x.db, row, x.user, x.locale) };
  }),
  implement(r.storeSavedReport, async (x) => {
    const filter = x.body.filter ?? {};
    checkRange(filter, x.locale);
    const outcome = await runFor(x.db, x.user.id, x.body.kind, filter, x.locale, x.now);
    const [made] = await x.db
      .insert(savedReports)
      .values({ ownerId: x.user.id, kind: x.body.kind, name: x.body.name, filter, createdAt: x.now, updatedAt: x.now })
      .returning({ id: savedReports.id });
    const row = await keepOutcome(x.db, made!.id, outcome, x.now);
    return {
      data: await savedDetail(x.db, row, x.user, x.locale),
      message: msg(x.locale, outcome.result ? 'reports.saved' : 'reports.saved_failed'),
    };
  }),
  implement(r.retrySavedReport, async (x) => {
    const found = await findSavedReport(x.db, x.user, x.params.id, x.locale);
    assertMayChange(x.user, found, x.locale);
    const outcome = await runFor(x.db, found.ownerId, found.kind, found.filter, x.locale, x.now);
    const row = await keepOutcome(x.db, found.id, outcome, x.now);
    return {
      data: await savedDetail(x.db, row, x.user, x.locale),
      message: msg(x.locale, outcome.result ? 'reports.recomputed' : 'reports.run_failed'),
    };
  }),
  implement(r.shareSavedReport, async (x) => {
    const row = await findSavedReport(x.db, x.user, x.params.id, x.locale);
    assertMayChange(x.user, row, x.locale);
    const ids = [...new Set(x.body.user_ids ?? [])];
    const emails = [...new Set(x.body.emails ?? [])];
    if (!ids.length && !emails.length) {
      const text = msg(x.locale, 'reports.share_needs_recipient');
      throw validationError(text, { user_ids: [text], emails: [text] });
    }
    if ((await unknownUsers(x.db, ids)).length) {
      const text = msg(x.locale, 'reports.share_unknown_user');
      throw validationError(text, { user_ids: [text] });
    }
    const byId = ids.length
      ? await x.db
          .select({ id: users.id, email: users.email, locale: users.locale })
          .from(users)
          .where(inArray(users.id, ids))
      : [];
    const byEmail = emails.length
      ? await x.db
          .select({ id: users.id, email: users.email, locale: users.locale })
          .from(users)
          .where(inArray(users.email, emails))
      : [];
    const recipients = [
      ...byId,
      ...emails.map((email) => byEmail.find((u) => u.email === email) ?? { id: null, email, locale: x.locale }),
    ].filter((rcpt, i, all) => all.findIndex((o) => o.email === rcpt.email) === i);
    const message = x.body.message ?? '';
    const link = `${x.config.publicUrl}/dashboard/reports/${row.id}`;
    await x.db.transaction(async (tx) => {
      await tx.insert(savedReportShares).values(
        recipients.map((rcpt) => ({
          reportId: row.id,
          userId: rcpt.id,
          email: rcpt.email,
          message,
          sharedById: x.user.id,
          createdAt: x.now,
        })),
      );
      await tx.insert(mailLog).values(
        recipients.map((rcpt) => {
          const lang: Locale = rcpt.locale === 'en' ? 'en' : 'es';
          const vars = { name: x.user.name, report: row.name, message, link };
          return {
            to: rcpt.email,
            subject: msg(lang, 'reports.mail_subject', vars),
            body: msg(lang, 'reports.mail_body', vars),
            link,
            createdAt: x.now,
          };
        }),
      );
    });
    for (const rcpt of recipients) x.config.log(`[mail] report ${row.id} shared with ${rcpt.email}: ${link}`);
    return {
      data: await savedDetail(x.db, row, x.user, x.locale),
      message: msg(x.locale, 'reports.shared', { count: recipients.length }),
    };
  }),
  implement(r.savedReportUnits, async (x) => {
    const row = await findSavedReport(x.db, x.user, x.params.id, x.locale);
    const owner = await ownerAsUser(x.db, row.ownerId, x.locale);
    const { size, current, offset } = pageOf(x.query.page, x.query.per_page);
    if (!owner) return { data: [], meta: meta(current, size, 0) };
    const base = baseSql({ db: x.db, user: owner, locale: x.locale, now: x.now }, row.filter);
    const currency = row.filter.currency ? sql`and b.currency = ${row.filter.currency}` : sql``;
    const name = (table: string) => sql.raw(x.locale === 'en' && table === 'mt' ? 'mt.name_en' : `${table}.name`);
    const picked = sql`with base as (${base}), picked as (select distinct b.unit_id from base b where true ${currency})`;
    const [total] = await rowsOf<{ n: unknown }>(x.db, sql`${picked} select count(*) as n from picked`);
    const found = await rowsOf(
      x.db,
      sql`${picked}
      select u.id, u.title, u.sku, u.address,
        (select ui.file_id from unit_images ui where ui.unit_id = u.id order by ui.position, ui.file_id limit 1) as file_id,
        mt.id as mt_id, ${name('mt')} as mt_name, co.id as co_id, co.name as co_name, st.id as st_id, st.name as st_name,
        ci.id as ci_id, ci.name as ci_name, cr.id as cr_id, cr.name as cr_name, ut.id as ut_id,
        ${x.locale === 'en' ? sql`coalesce(ut.name_en, ut.name)` : sql`ut.name`} as ut_name
      from picked p join units u on u.id = p.unit_id join media_types mt on mt.id = u.media_type_id
      join countries co on co.id = u.country_id join states st on st.id = u.state_id join cities ci on ci.id = u.city_id
      left join circuits cr on cr.id = u.circuit_id left join unit_types ut on ut.id = u.unit_type_id
      order by u.title, u.id limit ${size} offset ${offset}`,
    );
    return {
      data: found.map((u) => ({
        id: num(u.id),
        title: String(u.title),
        sku: String(u.sku),
        address: String(u.address),
        file: u.file_id === null ? null : { id: num(u.file_id), url: fileUrl(num(u.file_id)) },
        media_type: named(u.mt_id, u.mt_name),
        country: named(u.co_id, u.co_name),
        state: named(u.st_id, u.st_name),
        city: named(u.ci_id, u.ci_name),
        circuit: u.cr_id === null ? null : named(u.cr_id, u.cr_name),
        unit_type: u.ut_id === null ? null : named(u.ut_id, u.ut_name),
      })),
      meta: meta(current, size, num(total?.n)),
    };
  }),
  implement(r.downloadSavedReport, async (x) => {
    const row = await findSavedReport(x.db, x.user, x.params.id, x.locale);
    if (!row.result) throw new HttpError(409, 'not_ready', msg(x.locale, 'reports.not_ready'));
    return streamedWorkbook(relabel(row.result, x.locale), x.locale, x.now, `${row.kind}-${row.id}.xlsx`, x.config.log);
  }),
];
