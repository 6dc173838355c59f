/**
 * Stored accounts (spec product.md §3 "Stored accounts"): the accounts this
 * browser has signed in to, kept in localStorage under the key `accounts` so
 * the account switcher (/login?select=true) can move between them without a
 * password. Pure rules only; the session store (api/session.ts) is the one
 * place that reads and writes the storage.
 *
 * Invariants every function here keeps:
 * - ids are unique in a list (a newer entry replaces an older one with the same id);
 * - at most one entry is `active`;
 * - functions never mutate their input: they return a new list.
 */
import * as v from 'valibot';

/** localStorage key of the list (spec §3). */
export const ACCOUNTS_KEY = 'accounts';

/** One remembered account. */
export interface StoredAccount {
  name: string;
  email: string;
  /** The user's id (profile.id). */
  id: number;
  /** The bearer token of that account. */
  token: string;
  /** The profile's `type.value`, else the first role's value (spec §3), else ''. */
  type: string;
  /** True for the account whose token is in the `access_token` cookie. */
  active: boolean;
  /**
   * ISO timestamp when the token expires, when known (from the sign-in answer).
   * An addition to spec §3 so a switched-to token keeps its lifetime in the cookie.
   */
  expiresAt?: string | undefined;
}

/** The profile fields an account is built from (a subset of the contract's Profile). */
export interface AccountProfile {
  id: number;
  name: string;
  email: string;
  type?: { value?: string | null } | null;
  roles?: readonly { value: string }[];
}

const storedAccount = v.object({
  name: v.string(),
  email: v.string(),
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  token: v.pipe(v.string(), v.nonEmpty()),
  type: v.string(),
  active: v.boolean(),
  expiresAt: v.optional(v.string()),
});

/** The account type of spec §3: `type.value`, else the first role's value, else ''. */
export function accountType(profile: AccountProfile): string {
  return profile.type?.value || profile.roles?.[0]?.value || '';
}

/** Builds the stored entry of a freshly verified profile; the new entry is active. */
export function accountFromProfile(profile: AccountProfile, token: string, expiresAt?: string): StoredAccount {
  return {
    name: profile.name,
    email: profile.email,
    id: profile.id,
    token,
    type: accountType(profile),
    active: true,
    ...(expiresAt ? { expiresAt } : {}),
  };
}

/**
 * A new login (spec §3): every other account becomes inactive and an account
 * with the same id is replaced in its place (so the switcher's order stays
 * put); a new id is added at the end. The new entry is active.
 */
export function rememberAccount(list: readonly StoredAccount[], account: StoredAccount): StoredAccount[] {
  const entry = { ...account, active: true };
  const others = list.map((a) => (a.id === account.id ? entry : { ...a, active: false }));
  return list.some((a) => a.id === account.id) ? others : [...others, entry];
}

/** Marks the account `id` active and every other inactive; unknown id: all inactive. */
export function activateAccount(list: readonly StoredAccount[], id: number): StoredAccount[] {
  return list.map((a) => ({ ...a, active: a.id === id }));
}

/** Removes the account `id` (no entry becomes active in its place). */
export function forgetAccount(list: readonly StoredAccount[], id: number): StoredAccount[] {
  return list.filter((a) => a.id !== id);
}

/** Marks every account inactive (no token in the cookie). */
export function deactivateAll(list: readonly StoredAccount[]): StoredAccount[] {
  return list.map((a) => (a.active ? { ...a, active: false } : a));
}

/** Updates the name and email of account `id` (after a profile edit); other fields unchanged. */
export function renameAccount(list: readonly StoredAccount[], profile: AccountProfile): StoredAccount[] {
  return list.map((a) =>
    a.id === profile.id ? { ...a, name: profile.name, email: profile.email, type: accountType(profile) || a.type } : a,
  );
}

/** The active account, if any. */
export function activeAccount(list: readonly StoredAccount[]): StoredAccount | undefined {
  return list.find((a) => a.active);
}

/**
 * Reads the stored list. Never throws: missing, non-JSON or non-list storage
 * gives `[]`; entries of the wrong shape are dropped; duplicate ids keep the
 * first entry; only the first active entry stays active.
 */
export function parseAccounts(raw: string | null | undefined): StoredAccount[] {
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(json)) return [];
  const out: StoredAccount[] = [];
  let sawActive = false;
  for (const item of json) {
    const parsed = v.safeParse(storedAccount, item);
    if (!parsed.success || out.some((a) => a.id === parsed.output.id)) continue;
    const active: boolean = parsed.output.active && !sawActive;
    sawActive ||= active;
    const { expiresAt, ...rest } = parsed.output;
    out.push({ ...rest, active, ...(expiresAt ? { expiresAt } : {}) });
  }
  return out;
}

/** The string stored under {@link ACCOUNTS_KEY}. */
export function serializeAccounts(list: readonly StoredAccount[]): string {
  return JSON.stringify(list);
}
