/**
 * Messages the reference server writes itself, in both interface languages
 * (spec §5: es default, en). Validation texts are built per issue in
 * http/validation-messages.ts. The messages themselves are in server/i18n/, one file per area.
 */
import type { Locale } from '#src/api/contract/common.ts';
import { ACCESS_MESSAGES } from './i18n/access.ts';
import { CAMPAIGNS_MESSAGES } from './i18n/campaigns.ts';
import { FIELD_WORK_MESSAGES } from './i18n/field-work.ts';
import { INVENTORY_MESSAGES } from './i18n/inventory.ts';
import { CREATIVE_MESSAGES } from './i18n/creative.ts';
import { SALES_MESSAGES } from './i18n/sales.ts';
import { PROPOSALS_MESSAGES } from './i18n/proposals.ts';
import { CONTRACTS_MESSAGES } from './i18n/contracts.ts';
import { BILLING_MESSAGES } from './i18n/billing.ts';
import { CONTRACT_WORK_MESSAGES } from './i18n/contract-work.ts';
import { REPORTS_MESSAGES } from './i18n/reports.ts';
import { BOARDS_MESSAGES } from './i18n/boards.ts';
import { WORKGROUP_TRANSFER_MESSAGES } from './i18n/workgroup-transfer.ts';
import { CUSTOMERS_MESSAGES } from './i18n/customers.ts';
import { CIRCUITS_MESSAGES } from './i18n/circuits.ts';
import { DOCUMENTS_MESSAGES } from './i18n/documents.ts';
import { PROVIDER_FILES_MESSAGES } from './i18n/provider-files.ts';
import { INTEGRATIONS_MESSAGES } from './i18n/integrations.ts';

export const MESSAGES = {
  ...ACCESS_MESSAGES,
  ...CAMPAIGNS_MESSAGES,
  ...FIELD_WORK_MESSAGES,
  ...INVENTORY_MESSAGES,
  ...CREATIVE_MESSAGES,
  ...SALES_MESSAGES,
  ...PROPOSALS_MESSAGES,
  ...CONTRACTS_MESSAGES,
  ...BILLING_MESSAGES,
  ...CONTRACT_WORK_MESSAGES,
  ...REPORTS_MESSAGES,
  ...BOARDS_MESSAGES,
  ...WORKGROUP_TRANSFER_MESSAGES,
  ...CUSTOMERS_MESSAGES,
  ...CIRCUITS_MESSAGES,
  ...DOCUMENTS_MESSAGES,
  ...PROVIDER_FILES_MESSAGES,
  ...INTEGRATIONS_MESSAGES,
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The message for `key` in `locale`, with `{name}` placeholders filled from `vars`. */
export function msg(locale: Locale, key: MessageKey, vars: Record<string, string | number> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

/** Picks es or en from an explicit value, a cookie and an Accept-Language header, in that order (default es). */
export function pickLocale(...candidates: (string | null | undefined)[]): Locale {
  for (const c of candidates) {
    const lang = c?.trim().slice(0, 2).toLowerCase();
    if (lang === 'es' || lang === 'en') return lang;
  }
  return 'es';
}

const REGION_NAMES: Record<Locale, Intl.DisplayNames> = {
  es: new Intl.DisplayNames(['es'], { type: 'region' }),
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
};

/**
 * A country's name in `locale` (issue 15: seeded catalogue names in both languages): the stored name (Spanish,
 * as seeded) for es; for en the English name from the runtime's ICU region data by ISO 3166 code ("MX" →
 * "Mexico", "BR" → "Brazil"), or the stored name when ICU has none.
 */
export function countryNameIn(locale: Locale, country: { name: string; iso2: string }): string {
  if (locale === 'es') return country.name;
  const english = REGION_NAMES.en.of(country.iso2.toUpperCase());
  return english && english !== country.iso2.toUpperCase() ? english : country.name;
}

/** Names sorted as a reader of `locale` expects them (accents where they belong). */
export function byName<T extends { name: string }>(locale: Locale, rows: T[]): T[] {
  return rows.toSorted((a, b) => a.name.localeCompare(b.name, locale));
}

/** Human size: 20971520 → "20 MB". */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
