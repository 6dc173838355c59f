/** Permission matching of spec §6 gates (names and `prefix.*` patterns). */
import { describe, expect, it } from 'vitest';
import { hasAnyPermission, hasPermission, isSuperuser, meetsGate } from './permissions.ts';

describe('hasPermission', () => {
  it('matches names exactly', () => {
    expect(hasPermission(['browse_contracts'], 'browse_contracts')).toBe(true);
    expect(hasPermission(['browse_contracts'], 'browse_bookings')).toBe(false);
  });
  it('a held pattern grants every name under it, not its neighbours', () => {
    expect(hasPermission(['units.*'], 'units.create')).toBe(true);
    expect(hasPermission(['units.*'], 'units')).toBe(true);
    expect(hasPermission(['units.*'], 'unitsX.create')).toBe(false);
    expect(hasPermission(['campaignsProvider.show.*'], 'campaignsProvider.show.detail')).toBe(true);
  });
  it('a narrower permission never grants a wider requirement (SECURITY.md)', () => {
    expect(hasPermission(['campaigns.show'], 'campaigns.*')).toBe(false);
    expect(hasPermission(['campaigns.show'], 'campaigns.manage')).toBe(false);
    expect(hasPermission(['campaigns.show'], 'campaigns.show')).toBe(true);
    expect(hasPermission(['campaigns.*'], 'campaigns.manage')).toBe(true);
    expect(hasPermission(['order_jobs.work'], 'order_jobs.manage')).toBe(false);
    expect(hasPermission(['units.*'], 'units.*')).toBe(true);
  });
  it('a sidebar gate `x.*` is met by any name under x, a named gate only by itself (meetsGate)', () => {
    expect(meetsGate(['packages.browse'], 'packages.*')).toBe(true);
    expect(meetsGate(['packagesX'], 'packages.*')).toBe(false);
    expect(meetsGate(['campaigns.*'], 'campaigns.show')).toBe(true);
    expect(meetsGate(['browse_routes'], 'browse_contracts')).toBe(false);
  });
  it('only * is a superuser', () => {
    expect(hasPermission(['*'], 'anything.at.all')).toBe(true);
    expect(isSuperuser(['*'])).toBe(true);
    expect(isSuperuser(['units.*'])).toBe(false);
  });
  it('hasAnyPermission needs one of the list; an empty list needs nothing', () => {
    expect(hasAnyPermission(['browse_routes'], ['browse_contracts', 'browse_routes'])).toBe(true);
    expect(hasAnyPermission([], ['browse_routes'])).toBe(false);
    expect(hasAnyPermission([], [])).toBe(true);
  });
});
