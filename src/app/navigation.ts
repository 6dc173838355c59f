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
 *
 * Beside the spec's sidebar, the menu lists the screens a role works in
 * (issue 15): a client's campaigns, artwork, colour proofs and art requests;
 * a provider's artwork to review, colour proofs, provider campaigns,
 * materials and unit rules; print work orders for field staff; the circuits
 * (spec §2 has their routes but no menu entry) beside the media, for whoever
 * reads them (`units.*` or `browse_availability`). Their gate is
 * the permission the screen's own API calls need (src/api/contract). A
 * technician's menu starts with today's work (routes, order jobs).
 *
 * An entry shows only when its screen exists (`hasScreen`: the router's
 * route table), so no entry leads to the 404 page; as areas land, their
 * entries appear without touching this file.
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
  | 'help'
  | 'campaigns'
  | 'arts'
  | 'art-requests'
  | 'color-proofs'
  | 'arts-provider'
  | 'provider-campaigns'
  | 'materials'
  | 'units-rules'
  | 'print-work-orders'
  | 'circuits';

export interface NavEntry {
  key: NavKey;
  /** Path the entry links to. */
  to: string;
  /**
   * Permission (name or pattern) needed to see it, or several of which any
   * one will do; none for home and media reports.
   */
  gate?: string | readonly string[];
}

/** The screens a role works in, beside the spec's sidebar (issue 15), with the permission their API calls need. */
const WORK_ENTRIES: readonly NavEntry[] = [
  { key: 'campaigns', to: '/dashboard/campaigns', gate: 'campaigns.*' },
  { key: 'arts', to: '/dashboard/arts', gate: 'art.client.*' },
  { key: 'art-requests', to: '/dashboard/art-requests', gate: 'art.client.*' },
  { key: 'arts-provider', to: '/dashboard/arts/provider', gate: 'art.provider.*' },
  { key: 'color-proofs', to: '/dashboard/color-proofs', gate: ['color_proofs.client.*', 'color_proofs.provider.*'] },
  { key: 'provider-campaigns', to: '/dashboard/provider-campaigns', gate: 'campaignsProvider.*' },
];

/** The entries in menu order: home, the role's work screens, then the spec's sidebar (§2). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', to: '/dashboard' },
  ...WORK_ENTRIES,
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
  ...(['workgroup', 'settings-types', 'units'] as const).map((key) => ({
    key,
    to: `/dashboard/${key}`,
    gate: SIDEBAR_GATES[key],
  })),
  { key: 'circuits', to: '/dashboard/circuits', gate: ['units.*', 'browse_availability'] },
  { key: 'materials', to: '/dashboard/materials', gate: 'materials.*' },
  { key: 'units-rules', to: '/dashboard/units-rules', gate: 'unit_rules.*' },
  ...(['internal-media-types', 'order-jobs', 'routes'] as const).map((key) => ({
    key,
    to: `/dashboard/${key}`,
    gate: SIDEBAR_GATES[key],
  })),
  { key: 'print-work-orders', to: '/dashboard/print-work-orders', gate: 'print_work_orders.*' },
  { key: 'help', to: '/dashboard/help' },
];

/** Today's work, first in a technician's menu (after home). */
const TECHNICIAN_FIRST: readonly NavKey[] = ['routes', 'order-jobs'];

/** The part of a profile the menu needs. */
export interface MenuProfile {
  permissions: readonly string[];
  type: { name: string; value: string };
}

const isType = (p: MenuProfile, type: string) => [p.type.name, p.type.value].some((x) => x.toLowerCase() === type);

const meets = (held: readonly string[], gate: NavEntry['gate']) =>
  gate === undefined || (typeof gate === 'string' ? [gate] : gate).some((g) => meetsGate(held, g));

/**
 * The entries this profile may see, in menu order: its gate is met and its
 * screen exists (`hasScreen(to)`, true for a path the router serves).
 */
export function visibleEntries(profile: MenuProfile, hasScreen: (to: string) => boolean): NavEntry[] {
  const shown = NAV_ENTRIES.filter((e) => {
    if (!hasScreen(e.to)) return false;
    if (e.key === 'help') return !isType(profile, 'provider');
    return meets(profile.permissions, e.gate);
  });
  if (!isType(profile, 'technician')) return shown;
  const first = TECHNICIAN_FIRST.flatMap((key) => shown.filter((e) => e.key === key));
  return [shown[0]!, ...first, ...shown.slice(1).filter((e) => !TECHNICIAN_FIRST.includes(e.key))];
}

/**
 * The entry highlighted at `pathname`: the one whose target matches it
 * (`isActive`) most closely, so /dashboard/arts/provider lights up
 * "artwork to review", not "artwork".
 */
export function activeEntry(entries: readonly NavEntry[], pathname: string): NavEntry | undefined {
  return entries
    .filter((e) => isActive(pathname, e.to))
    .reduce<NavEntry | undefined>((best, e) => (!best || e.to.length > best.to.length ? e : best), undefined);
}

/** True when the entry linking to `target` is highlighted at `pathname`. */
export function isActive(pathname: string, target: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (target === '/dashboard') return path === '/dashboard';
  return path === target || path.startsWith(`${target}/`);
}

const CAMPAIGN_EDITOR = /^\/dashboard\/campaigns\/(budget|package|manual)(\/[^/]+)?\/?$/;
const PROPOSAL_EDITOR =
  /^\/dashboard\/proposals\/(?!by-package|detail|make-contracts|make-reservation|mediaplan|create)[^/]+\/?$/;

/** True on the campaign and proposal editors, where the side menu collapses (spec §2). */
export function collapsesMenu(pathname: string): boolean {
  return CAMPAIGN_EDITOR.test(pathname) || PROPOSAL_EDITOR.test(pathname);
}

/** Longest profile name shown in the header (spec §9: truncated to 11 characters). */
export const PROFILE_NAME_MAX = 11;
