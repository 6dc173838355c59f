/**
 * Which new passwords the server accepts (OWASP ASVS 5 §6.2, Authentication
 * Cheat Sheet; NIST SP 800-63B §3.1.1.2): length is what counts, so there are
 * no composition rules (no "one digit, one symbol").
 * - Length: PASSWORD_MIN_LENGTH to PASSWORD_MAX_LENGTH characters, checked
 *   by the contract's `password` schema (src/api/contract/common.ts) on the
 *   device and on the server alike.
 * - Here, on the server only: the password is refused when, lower-cased, it
 *   is one of the ~49,000 most common passwords of breach corpora (the
 *   `passwords-common` list of @zxcvbn-ts/language-common, loaded on first
 *   use; it is never imported by the app, so it never reaches the browser),
 *   when it repeats a few characters (fewer than MIN_DISTINCT_CHARACTERS
 *   different ones: `aaaaaaaaaaaa`, `abababababab`), or when it is the
 *   account's own email or the email's local part.
 * Every call that sets a password goes through `hashNewPassword`: register,
 * first-access validation, reset, change password, profile password reset.
 */
import { randomBytes } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { Locale } from '#src/api/contract/common.ts';
import { validationError } from '../http/errors.ts';
import { msg } from '../i18n.ts';
import { hashPassword } from './passwords.ts';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#src/api/contract/common.ts';

/** A password with fewer different characters than this is refused as too predictable. */
export const MIN_DISTINCT_CHARACTERS = 4;

let common: ReadonlySet<string> | undefined;

/** The common-password list as a set of lower-case strings (built once, ~49,000 entries). */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/**
 * True when the password may not be used (see module doc); length is the contract's concern.
 * @param email the account's email, if known, so the password cannot be the email itself
 */
export function isRefusedPassword(password: string, email?: string): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return true;
  if (new Set(lower).size < MIN_DISTINCT_CHARACTERS) return true;
  if (email) {
    const address = email.trim().toLowerCase();
    if (lower === address || lower === address.split('@')[0]) return true;
  }
  return false;
}

/**
 * Refuses a new password the policy does not allow.
 * @param email the account's email, if known
 * @throws HttpError 422 `validation` with `errors.password` (es/en) when the password is refused
 */
export function checkNewPassword(password: string, locale: Locale, email?: string): void {
  if (isRefusedPassword(password, email)) {
    throw validationError(msg(locale, 'validation.failed'), { password: [msg(locale, 'auth.password_common')] });
  }
}

/**
 * Checks a new password (`checkNewPassword`) and hashes it (argon2id, passwords.ts).
 * @returns the PHC hash to store
 * @throws HttpError 422 as `checkNewPassword`
 */
export async function hashNewPassword(password: string, locale: Locale, email?: string): Promise<string> {
  checkNewPassword(password, locale, email);
  return hashPassword(password);
}

/**
 * The password hash of an account made for someone else (a customer, an agency): with `password`, checked against
 * the policy as `hashNewPassword` does; without, the hash of a random secret nobody keeps — no usable password
 * until its owner sets one through "forgot password".
 * @throws HttpError 422 under `password` when a given password breaks the policy
 */
export async function accountPasswordHash(
  password: string | undefined,
  locale: Locale,
  email: string,
): Promise<string> {
  return password ? hashNewPassword(password, locale, email) : hashPassword(randomBytes(32).toString('hex'));
}
