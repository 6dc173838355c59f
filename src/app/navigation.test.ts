/** Side-menu rules of spec §2 and §6: gates, help for providers, highlight, collapse. */
import { describe, expect, it } from 'vitest';
import { collapsesMenu, isActive, visibleEntries } from './navigation.ts';

const profile = (permissions: string[], type = 'client') => ({ permissions, type: { name: type, value: type } });

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
  it('matches pattern gates with concrete permissions (packages.* ← packages.browse)', () => {
    expect(visibleEntries(profile(['packages.browse'])).map((e) => e.key)).toContain('packages');
    expect(visibleEntries(profile(['campaigns.show'])).map((e) => e.key)).toContain('proposals');
  });
  it('hides help for the provider type', () => {
    expect(visibleEntries(profile(['units.*'], 'provider')).map((e) => e.key)).toEqual([
      'home',
      'media-reports',
      'units',
    ]);
  });
  it('an administrator (*) sees every entry but help only if not a provider', () => {
    expect(visibleEntries(profile(['*'], 'administrator'))).toHaveLength(21);
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
