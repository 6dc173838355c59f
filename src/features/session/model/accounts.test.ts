/** Stored-account rules (spec product.md §3). */
import { describe, expect, it } from 'vitest';
import {
  accountFromProfile,
  accountType,
  activateAccount,
  activeAccount,
  deactivateAll,
  forgetAccount,
  parseAccounts,
  rememberAccount,
  renameAccount,
  serializeAccounts,
  type StoredAccount,
} from './accounts.ts';

const acc = (id: number, active = false, extra: Partial<StoredAccount> = {}): StoredAccount => ({
  name: `User ${id}`,
  email: `u${id}@pauta.demo`,
  id,
  token: `tok-${id}`,
  type: 'client',
  active,
  ...extra,
});

describe('accountType', () => {
  it('is the type value, else the first role value, else empty', () => {
    expect(
      accountType({ id: 1, name: 'a', email: 'a', type: { value: 'provider' }, roles: [{ value: 'client' }] }),
    ).toBe('provider');
    expect(
      accountType({
        id: 1,
        name: 'a',
        email: 'a',
        type: { value: '' },
        roles: [{ value: 'seller' }, { value: 'client' }],
      }),
    ).toBe('seller');
    expect(accountType({ id: 1, name: 'a', email: 'a', type: null, roles: [] })).toBe('');
  });
});

describe('accountFromProfile', () => {
  it('takes name, email, id, the token and the type, and is active', () => {
    expect(
      accountFromProfile(
        { id: 4, name: 'Diego', email: 'client@pauta.demo', type: { value: 'client' }, roles: [] },
        'tok',
        '2027-01-01T00:00:00.000Z',
      ),
    ).toEqual({
      id: 4,
      name: 'Diego',
      email: 'client@pauta.demo',
      token: 'tok',
      type: 'client',
      active: true,
      expiresAt: '2027-01-01T00:00:00.000Z',
    });
    expect(accountFromProfile({ id: 4, name: 'D', email: 'e', roles: [{ value: 'agency' }] }, 't')).not.toHaveProperty(
      'expiresAt',
    );
  });
});

describe('rememberAccount', () => {
  it('adds the new account active and marks all others inactive', () => {
    const list = rememberAccount([acc(1, true), acc(2)], acc(3));
    expect(list.map((a) => [a.id, a.active])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
  });

  it('replaces an account with the same id (new token, still one entry)', () => {
    const list = rememberAccount([acc(1), acc(2, true)], acc(1, false, { token: 'new' }));
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ id: 1, token: 'new', active: true });
    expect(list.find((a) => a.id === 2)?.active).toBe(false);
  });

  it('does not mutate its input', () => {
    const before = [acc(1, true)];
    rememberAccount(before, acc(2));
    expect(before[0]!.active).toBe(true);
  });
});

describe('activateAccount / forgetAccount / deactivateAll / renameAccount', () => {
  it('activates exactly one account', () => {
    const list = activateAccount([acc(1, true), acc(2), acc(3)], 2);
    expect(list.map((a) => a.active)).toEqual([false, true, false]);
    expect(activeAccount(list)?.id).toBe(2);
  });

  it('an unknown id leaves none active', () => {
    expect(activeAccount(activateAccount([acc(1, true)], 9))).toBeUndefined();
  });

  it('forgets one account and keeps the others as they were', () => {
    expect(forgetAccount([acc(1, true), acc(2)], 1)).toEqual([acc(2)]);
    expect(forgetAccount([acc(1)], 5)).toEqual([acc(1)]);
  });

  it('deactivates all', () => {
    expect(deactivateAll([acc(1, true), acc(2)]).some((a) => a.active)).toBe(false);
  });

  it('renames after a profile edit', () => {
    const list = renameAccount([acc(1, true), acc(2)], {
      id: 1,
      name: 'New',
      email: 'new@pauta.demo',
      type: { value: 'client' },
    });
    expect(list[0]).toMatchObject({ name: 'New', email: 'new@pauta.demo', token: 'tok-1', active: true });
    expect(list[1]).toEqual(acc(2));
  });
});

describe('parseAccounts / serializeAccounts', () => {
  it('round-trips', () => {
    const list = [acc(1, true, { expiresAt: '2027-01-01T00:00:00.000Z' }), acc(2)];
    expect(parseAccounts(serializeAccounts(list))).toEqual(list);
  });

  it('gives an empty list for missing or corrupt storage, never a crash', () => {
    for (const raw of [null, undefined, '', '{', 'null', '42', '"x"', '{"id":1}', 'undefined']) {
      expect(parseAccounts(raw)).toEqual([]);
    }
  });

  it('drops malformed entries and duplicate ids, keeps one active', () => {
    const raw = JSON.stringify([
      acc(1, true),
      { id: 'x' },
      null,
      acc(1, false, { name: 'dup' }),
      acc(2, true),
      { ...acc(3), token: '' },
      { ...acc(4), id: -1 },
    ]);
    const list = parseAccounts(raw);
    expect(list.map((a) => a.id)).toEqual([1, 2]);
    expect(list.filter((a) => a.active).map((a) => a.id)).toEqual([1]);
    expect(list[0]!.name).toBe('User 1');
  });
});
