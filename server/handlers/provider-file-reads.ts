/**
 * Reads of a provider's own files (issue 20; src/api/contract/inventory/provider-files.ts), apart from the handlers
 * (provider-files.ts) so that the unit's page (unit-view.ts) and the file reader (files.ts `canReadFile`) use them
 * without an import cycle: the ownership rule `providerFile` (`findProviderFile`: the provider's own users and
 * administrators; anyone else a 404), who reads its bytes through GET /files/get/{id}, a unit's files, and the answer.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import type { ProviderFile } from '#src/api/contract/inventory/provider-files.ts';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { files, providerFiles } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { msg } from '../i18n.ts';
import { iso } from './sync-page.ts';

export type ProviderFileRow = typeof providerFiles.$inferSelect;

/** A provider file the caller reaches (its provider's users, administrators). @throws HttpError 404 */
export async function findProviderFile(db: Db, user: AuthUser, id: number, locale: Locale): Promise<ProviderFileRow> {
  const [row] = await db.select().from(providerFiles).where(eq(providerFiles.id, id));
  if (!row || (!isSuperuser(user.permissions) && row.providerId !== (user.providerId ?? -1)))
    throw new HttpError(404, 'not_found', msg(locale, 'http.not_found'));
  return row;
}

/** True when `fileId` is a provider file of the caller's provider (for GET /files/get/{id}, files.ts `canReadFile`). */
export async function canReadProviderFile(db: Db, user: AuthUser, fileId: number): Promise<boolean> {
  if (!user.providerId) return false;
  const [row] = await db
    .select({ id: providerFiles.id })
    .from(providerFiles)
    .where(and(eq(providerFiles.fileId, fileId), eq(providerFiles.providerId, user.providerId)));
  return Boolean(row);
}

/** Provider files as answered, with their file's name, type and size; in upload order. */
export async function providerFileAnswers(db: Db, rows: readonly ProviderFileRow[]): Promise<ProviderFile[]> {
  if (!rows.length) return [];
  const meta = await db
    .select({ id: files.id, name: files.name, mime: files.mime, size: files.size })
    .from(files)
    .where(
      inArray(
        files.id,
        rows.map((r) => r.fileId),
      ),
    );
  const byId = new Map(meta.map((m) => [m.id, m]));
  return rows.map((r) => {
    const f = byId.get(r.fileId);
    return {
      id: r.id,
      file_id: r.fileId,
      name: f?.name ?? '',
      mime: f?.mime ?? 'application/octet-stream',
      size: f?.size ?? 0,
      unit_id: r.unitId,
      description: r.description,
      url: `/api/provider/files/upload/get/${r.id}`,
      created_at: iso(r.createdAt),
    };
  });
}

/** The files of each unit (for `unitDetail.files`, unit-view.ts), by unit id. */
export async function unitFiles(db: Db, unitIds: readonly number[]): Promise<Map<number, ProviderFile[]>> {
  const out = new Map<number, ProviderFile[]>();
  if (!unitIds.length) return out;
  const rows = await db
    .select()
    .from(providerFiles)
    .where(inArray(providerFiles.unitId, [...unitIds]))
    .orderBy(asc(providerFiles.id));
  for (const a of await providerFileAnswers(db, rows)) out.set(a.unit_id!, [...(out.get(a.unit_id!) ?? []), a]);
  return out;
}
