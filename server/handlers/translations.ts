/**
 * Server translation sections, languages and the contact form (spec product.md
 * §3, §7, §8). Switching language sets the `locals` cookie (spec §9) and, for
 * a signed-in caller, the account's language.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { setCookie } from 'hono/cookie';
import { translations as t } from '#src/api/contract/index.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { Db } from '../db/client.ts';
import { contactMessages, countries, languages, translations, users } from '../db/schema.ts';
import { HttpError, validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg } from '../i18n.ts';

async function sections(db: Db, locale: Locale, names: string[]) {
  const rows = await db
    .select({ section: translations.section, key: translations.key, text: translations.text })
    .from(translations)
    .where(and(eq(translations.locale, locale), inArray(translations.section, names)))
    .orderBy(asc(translations.section), asc(translations.key));
  const out: Record<string, { key: string; text: string }[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (const r of rows) out[r.section]!.push({ key: r.key, text: r.text });
  return out;
}

export const translationHandlers = [
  implement(t.translations, async ({ db, query, locale }) => {
    const s = await sections(db, query.locale ?? locale, ['general', query.section]);
    return { data: { page: query.section === 'general' ? [] : s[query.section]!, general: s.general! } };
  }),

  implement(t.landingTranslations, async ({ db, query, locale }) => {
    const s = await sections(db, query.locale ?? locale, ['general', 'landing', 'login', 'password', 'register']);
    return {
      data: { general: s.general!, landing: s.landing!, login: s.login!, password: s.password!, register: s.register! },
    };
  }),

  implement(t.content, async ({ db, params, query, locale }) => {
    const language = query.locale ?? locale;
    const rows = await db
      .select({ key: translations.key, text: translations.text })
      .from(translations)
      .where(
        and(
          eq(translations.locale, language),
          eq(translations.section, 'content'),
          inArray(translations.key, [`${params.path}.title`, `${params.path}.body`]),
        ),
      );
    const text = (part: string) => rows.find((r) => r.key === `${params.path}.${part}`)?.text;
    const title = text('title');
    if (title === undefined) throw new HttpError(404, 'not_found', msg(language, 'http.not_found'));
    const body = (text('body') ?? '')
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    return { data: { path: params.path, locale: language, title, body } };
  }),

  implement(t.languages, async ({ db }) => ({
    data: (
      await db.select({ code: languages.code, name: languages.name }).from(languages).orderBy(asc(languages.position))
    ).map((l) => ({ code: l.code === 'en' ? ('en' as const) : ('es' as const), name: l.name })),
  })),

  implement(t.switchLanguage, async ({ db, query, user, c, now }) => {
    setCookie(c, 'locals', query.locale, { path: '/', sameSite: 'Lax', maxAge: 365 * 24 * 3600 });
    if (user) await db.update(users).set({ locale: query.locale, updatedAt: now }).where(eq(users.id, user.id));
    return { data: { locale: query.locale }, message: msg(query.locale, 'language.switched') };
  }),

  // stored for the sales team, who get a mail line naming it (the mail sink of server/config.ts)
  implement(t.contact, async ({ db, body, locale, now, config }) => {
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, body.country));
    if (!country)
      throw validationError(msg(locale, 'validation.failed'), { country: [msg(locale, 'validation.unknown_country')] });
    const [saved] = await db
      .insert(contactMessages)
      .values({
        name: body.name,
        email: body.email,
        countryId: body.country,
        clientType: body.client_type,
        message: body.message,
        createdAt: now,
      })
      .returning({ id: contactMessages.id });
    config.log(
      `[mail] contact message ${saved!.id} from ${body.email} (client type ${body.client_type}) to the sales team`,
    );
    return { message: msg(locale, 'contact.sent') };
  }),
];
