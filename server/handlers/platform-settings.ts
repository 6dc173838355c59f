/**
 * The platform's own settings among the business rules (issue 19 "the global settings list, where
 * `yoda.percentage_to_face_units` edited here changes the side-A surcharge the cart computes (device and server)";
 * product.md §3 "Settings: list of key/value pairs. A setting named yoda.percentage_to_face_units holds the side-A
 * surcharge percent", §9): a setting type of scope `platform` has one value, `provider_id` null, that only
 * administrators write. Its value is written through to the `settings` row of the same key in the same
 * transaction, so the server's pricing (campaign-view/pricing.ts `pricingSettings`) and `GET /settings/all` (which
 * devices mirror and price the cart with) read it at once; deleting it puts the type's default back.
 */
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { providerSettings, settings, type settingTypes } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

type TypeRow = typeof settingTypes.$inferSelect;
/** A database or an open transaction. */
type Tx = Pick<Db, 'insert' | 'update' | 'select' | 'delete'>;

/** True for a platform setting type. */
export const isPlatform = (type: Pick<TypeRow, 'scope'>) => type.scope === 'platform';

/**
 * Refuses a write of a platform setting by anyone but an administrator.
 * @param message the refusal in the caller's language
 * @throws HttpError 403
 */
export function assertMayWrite(user: AuthUser, type: Pick<TypeRow, 'scope'>, message: string): void {
  if (isPlatform(type) && !isSuperuser(user.permissions)) throw new HttpError(403, 'forbidden', message);
}

/** The rows of the same (provider or platform, type) pair as SQL, other than `exceptId`. */
export function samePair(providerId: number | null, typeId: number, exceptId: number): SQL {
  return and(
    providerId === null ? isNull(providerSettings.providerId) : eq(providerSettings.providerId, providerId),
    eq(providerSettings.settingTypeId, typeId),
    ne(providerSettings.id, exceptId),
  )!;
}

/**
 * Writes a platform setting's value (or, with `null`, the type's default) into `settings` under the type's key,
 * inside the caller's transaction. Nothing for a provider setting type.
 */
export async function writeThrough(tx: Tx, type: TypeRow, value: string | null): Promise<void> {
  if (!isPlatform(type)) return;
  const next = value ?? type.defaultValue;
  await tx
    .insert(settings)
    .values({ key: type.key, value: next, type: 'number' })
    .onConflictDoUpdate({ target: settings.key, set: { value: next } });
}
