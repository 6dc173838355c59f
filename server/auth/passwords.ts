/**
 * Password hashing with argon2id (@node-rs/argon2, prebuilt native binary from npm).
 * Hashes are PHC strings (`$argon2id$v=19$...`) that carry their own salt and cost.
 */
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
