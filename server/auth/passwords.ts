/**
 * Password hashing with argon2id (@node-rs/argon2, prebuilt native binary from npm).
 * Hashes are PHC strings (`$argon2id$v=19$...`) that carry their own salt and cost.
 * Sign-in for an email with no usable hash (no such account, or one that has
 * no password yet) verifies against a real hash of a random password
 * (`verifyWithoutAccount`), so it costs as long as a wrong password for a
 * known account and its timing does not tell whether the email exists.
 */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id cost: 19 MiB memory, 2 passes (OWASP's minimum recommendation). */
const COST = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes a password.
 * @param salt fixed salt (≥ 16 bytes) for deterministic demo seeding only; random otherwise
 */
export function hashPassword(password: string, salt?: Uint8Array): Promise<string> {
  return hash(password, salt ? { ...COST, salt } : COST);
}

/** True when `password` matches the PHC `hashed` string; false on any malformed hash. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** True when `hashed` is an argon2 PHC string (not a placeholder such as the `!` of an account with no password yet). */
export const isPasswordHash = (hashed: string) => hashed.startsWith('$argon2');

/** A real argon2id hash, with the same cost, of a random password nobody knows; computed once per process, from the first import. */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hash(randomBytes(32).toString('base64url'), COST));
void dummy();

/**
 * Spends the time of one password verification and fails: the path of an
 * email with no usable password hash (see module doc).
 * @returns always false
 */
export async function verifyWithoutAccount(password: string): Promise<false> {
  await verifyPassword(await dummy(), password);
  return false;
}
