/** Server translation sections, languages and the contact form (spec product.md §3, §7, §8). */
import * as v from 'valibot';
import { endpoint } from './define.ts';
import { email, envelope, id, locale, messageAnswer, requiredText } from './common.ts';
import { clientType } from './session.ts';

export const translationPair = v.object({ key: v.string(), text: v.string() });
export type TranslationPair = v.InferOutput<typeof translationPair>;

/** Sections the server holds (spec §3: landing, login, password and register exist, plus general). */
export const TRANSLATION_SECTIONS = ['general', 'landing', 'login', 'password', 'register', 'dashboard'] as const;

export const translations = endpoint({
  name: 'translations.section',
  method: 'GET',
  path: '/translations',
  access: 'public',
  spec: 'product.md §7',
  query: v.object({
    section: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(60)),
    locale: v.optional(locale),
  }),
  answer: envelope(v.object({ page: v.array(translationPair), general: v.array(translationPair) })),
});

export const landingTranslations = endpoint({
  name: 'translations.landing',
  method: 'GET',
  path: '/translations/landing',
  access: 'public',
  spec: 'product.md §7',
  query: v.object({ locale: v.optional(locale) }),
  answer: envelope(
    v.object({
      general: v.array(translationPair),
      landing: v.array(translationPair),
      login: v.array(translationPair),
      password: v.array(translationPair),
      register: v.array(translationPair),
    }),
  ),
});

export const language = v.object({ code: locale, name: v.string() });

export const languages = endpoint({
  name: 'languages.list',
  method: 'GET',
  path: '/languages',
  access: 'public',
  spec: 'product.md §7',
  answer: envelope(v.array(language)),
});

export const switchLanguage = endpoint({
  name: 'languages.switch',
  method: 'POST',
  path: '/languages',
  access: 'public',
  spec: 'product.md §7, §9 (cookie locals)',
  query: v.object({ locale }),
  answer: envelope(v.object({ locale })),
});

/** The content documents the server holds (issue 20): the public site's legal texts. */
export const CONTENT_PATHS = ['terms', 'privacy'] as const;

/**
 * POST /_content/{path}?locale= (api-catalogue.md "The content endpoint is POST /_content/{path} with query params"):
 * a content document of the public site in `locale` (else the request's language) — `{ path, locale, title, body }`,
 * `body` as paragraphs. Public; a path the server holds no document for is a 404. The texts are the server's
 * `content` translation section (`{path}.title`, `{path}.body`), so they change without a new build.
 */
export const content = endpoint({
  name: 'content.show',
  method: 'POST',
  path: '/_content/{path}',
  access: 'public',
  spec: 'api-catalogue.md Files, documents, offers (content endpoint); product.md §2 terms and privacy-policy modals',
  params: v.object({ path: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]{0,59}$/, 'is not a content path')) }),
  query: v.object({ locale: v.optional(locale) }),
  answer: envelope(v.object({ path: v.string(), locale, title: v.string(), body: v.array(v.string()) })),
});

export const contact = endpoint({
  name: 'contact.send',
  method: 'POST',
  path: '/contact',
  access: 'public',
  spec: 'product.md §5 contact form, §7',
  body: v.object({
    name: requiredText(120),
    email,
    country: id,
    client_type: clientType,
    message: v.pipe(v.string(), v.trim(), v.nonEmpty('is required'), v.maxLength(5000)),
  }),
  answer: messageAnswer,
});
