/** Side-menu rules of spec §2 and §6: gates, help for providers, highlight, collapse. */
import { describe, expect, it } from 'vitest';
import { ROLE_VALUES } from '#src/api/contract/permissions.ts';
import { ROLE_PERMISSIONS } from '#server/db/seed/roles.ts';
import { hasScreen } from '#scripts/screen-paths.ts';
import { activeEntry, collapsesMenu, isActive, NAV_ENTRIES, visibleEntries as entriesFor } from './navigation.ts';

const profile = (permissions: string[], type = 'client') => ({ permissions, type: { name: type, value: type } });
const all = () => true;
const visibleEntries = (p: ReturnType<typeof profile>) => entriesFor(p, all);
const built = hasScreen();
const keys = (role: 'client' | 'provider') =>
  entriesFor(profile(ROLE_PERMISSIONS[role], role), built).map((e) => e.key);

describe('visibleEntries', () => {
  it('shows home, media reports and help to anyone, and gated entries only with their permission', () => {
    expect(visibleEntries(profile([])).map((e) => e.key)).toEqual(['home', 'media-reports', 'help']);
    expect(visibleEntries(profile(['browse_routes', 'browse_order_jobs'])).map((e) => e.key)).toEqual([
      'home',
      'media-reports',
      'order-jobs',
      'routes',
      'help',
    ]);
  });
  it("puts a technician's work first", () => {
    expect(visibleEntries(profile(ROLE_PERMISSIONS.technician, 'technician')).map((e) => e.key)).toEqual([
      'home',
      'routes',
      'order-jobs',
      'media-reports',
      'print-work-orders',
      'help',
    ]);
  });
  it('matches pattern gates with concrete permissions (packages.* ← packages.browse)', () => {
    expect(visibleEntries(profile(['packages.browse'])).map((e) => e.key)).toContain('packages');
    expect(visibleEntries(profile(['campaigns.show'])).map((e) => e.key)).toContain('proposals');
  });
  it('hides help for the provider type', () => {
    expect(visibleEntries(profile(['units.*'], 'provider')).map((e) => e.key)).toEqual([
      'home',
      'media-reports',
      'units',
      'circuits',
    ]);
  });
  it('an administrator (*) sees every entry but help only if not a provider', () => {
    expect(visibleEntries(profile(['*'], 'administrator'))).toHaveLength(NAV_ENTRIES.length);
  });
  it('shows a client and a provider the screens they work in', () => {
    expect(keys('client')).toEqual(expect.arrayContaining(['campaigns', 'arts', 'color-proofs', 'art-requests']));
    expect(keys('provider')).toEqual(
      expect.arrayContaining(['arts-provider', 'color-proofs', 'provider-campaigns', 'materials', 'units-rules']),
    );
  });
  it('never shows an entry whose screen the router does not serve (no menu entry opens the 404 page)', () => {
    for (const role of ROLE_VALUES) {
      for (const entry of entriesFor(profile(ROLE_PERMISSIONS[role], role), built)) {
        expect(built(entry.to), `${role}: ${entry.key} → ${entry.to}`).toBe(true);
      }
    }
    expect(entriesFor(profile(['*'], 'administrator'), () => false)).toEqual([]);
  });
});

describe('activeEntry', () => {
  it('highlights the closest entry', () => {
    const entries = visibleEntries(profile(['*'], 'administrator'));
    expect(activeEntry(entries, '/dashboard/arts/provider/4')?.key).toBe('arts-provider');
    expect(activeEntry(entries, '/dashboard/arts/4')?.key).toBe('arts');
    expect(activeEntry(entries, '/dashboard')?.key).toBe('home');
    expect(activeEntry(entries, '/dashboard/profile')).toBeUndefined();
  });
});

describe('isActive', () => {
  it('highlights /dashboard only on an exact match', () => {
    expect(isActive('/dashboard', '/dashboard')).toBe(true);
    expect(isActive('/dashboard/', '/dashboard')).toBe(true);
    expect(isActive('/dashboard/units', '/dashboard')).toBe(false);
  });
  it('highlights other entries by prefix on a segment boundary', () => {
    expect(isActive('/dashboard/units', '/dashboard/units')).toBe(true);
    expect(isActive('/dashboard/units/12/edit', '/dashboard/units')).toBe(true);
    expect(isActive('/dashboard/units-rules', '/dashboard/units')).toBe(false);
  });
});

describe('collapsesMenu', () => {
  it('collapses on the campaign editor of a valid type and on the proposal editor', () => {
    expect(collapsesMenu('/dashboard/campaigns/budget')).toBe(true);
    expect(collapsesMenu('/dashboard/campaigns/manual/42')).toBe(true);
    expect(collapsesMenu('/dashboard/proposals/7')).toBe(true);
  });
  it('does not collapse elsewhere', () => {
    expect(collapsesMenu('/dashboard/campaigns')).toBe(false);
    expect(collapsesMenu('/dashboard/campaigns/select')).toBe(false);
    expect(collapsesMenu('/dashboard/campaigns/budget/42/detail')).toBe(false);
    expect(collapsesMenu('/dashboard/proposals')).toBe(false);
    expect(collapsesMenu('/dashboard/proposals/detail')).toBe(false);
  });
});
