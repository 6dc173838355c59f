/**
 * The dashboard's side menu as data (spec product.md §2 "Dashboard", §6
 * "Sidebar permission gates"), and the rules that decide what shows:
 * - an entry shows when the profile holds its gate (names or `prefix.*`
 *   patterns, see src/api/contract/permissions.ts); home and media reports
 *   have no gate; help is hidden for users whose type is provider;
 * - an entry is highlighted when the path starts with its target (on a
 *   segment boundary, so /dashboard/units does not light up on
 *   /dashboard/units-rules); /dashboard itself only on an exact match;
 * - on the campaign editor (/dashboard/campaigns/{type}/{id?}) and the
 *   proposal editor (/dashboard/proposals/{id}) the menu starts collapsed.
 * The list paths of bookings, contracts, order jobs and routes are not in
 * the spec's route table: they are taken as /dashboard/<entry>, like the
 * others. provider-settings and help have no listed route either.
 */
import { meetsGate, SIDEBAR_GATES } from '../api/contract/permissions.ts';

export type NavKey =
  | 'home'
  | 'documents'
  | 'proposals'
  | 'bookings'
  | 'contracts'
  | 'discount-requests'
  | 'packages'
  | 'provider-settings'
  | 'unit-sizes'
  | 'movement-units'
  | 'customers'
  | 'agencies'
  | 'availability'
  | 'media-reports'
  | 'workgroup'
  | 'settings-types'
  | 'units'
  | 'internal-media-types'
  | 'order-jobs'
  | 'routes'
  | 'help';

export interface NavEntry {
  key: NavKey;
  /** Path the entry links to. */
  to: string;
  /** Permission (name or pattern) needed to see it; none for home and media reports. */
  gate?: string;
}

/** The entries in the spec's order (§2). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', to: '/dashboard' },
  ...(
    [
      'documents',
      'proposals',
      'bookings',
      'contracts',
      'discount-requests',
      'packages',
      'provider-settings',
      'unit-sizes',
      'movement-units',
      'customers',
      'agencies',
      'availability',
    ] as const
  ).map((key) => ({ key, to: `/dashboard/${key}`, gate: SIDEBAR_GATES[key] })),
  { key: 'media-reports', to: '/dashboard/media-reports' },
  ...(['workgroup', 'settings-types', 'units', 'internal-media-types', 'order-jobs', 'routes'] as const).map((key) => ({
    key,
    to: `/dashboard/${key}`,
    gate: SIDEBAR_GATES[key],
  })),
  { key: 'help', to: '/dashboard/help' },
];

/** The part of a profile the menu needs. */
export interface MenuProfile {
  permissions: readonly string[];
  type: { name: string; value: string };
}

const isProviderType = (p: MenuProfile) => [p.type.name, p.type.value].some((x) => x.toLowerCase() === 'provider');

/** The entries this profile may see, in menu order. */
export function visibleEntries(profile: MenuProfile): NavEntry[] {
  return NAV_ENTRIES.filter((e) => {
    if (e.key === 'help') return !isProviderType(profile);
    return !e.gate || meetsGate(profile.permissions, e.gate);
  });
}

/** True when the entry linking to `target` is highlighted at `pathname`. */
export function isActive(pathname: string, target: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (target === '/dashboard') return path === '/dashboard';
  return path === target || path.startsWith(`${target}/`);
}

const CAMPAIGN_EDITOR = /^\/dashboard\/campaigns\/(budget|package|manual)(\/[^/]+)?\/?$/;
const PROPOSAL_EDITOR =
  /^\/dashboard\/proposals\/(?!by-package|detail|make-contracts|make-reservation|mediaplan)[^/]+\/?$/;

/** True on the campaign and proposal editors, where the side menu collapses (spec §2). */
export function collapsesMenu(pathname: string): boolean {
  return CAMPAIGN_EDITOR.test(pathname) || PROPOSAL_EDITOR.test(pathname);
}

/** Longest profile name shown in the header (spec §9: truncated to 11 characters). */
export const PROFILE_NAME_MAX = 11;
