/**
 * A provider's own files (issue 20; contract and rules: src/api/contract/inventory/provider-files.ts;
 * api-catalogue.md "Files: under /provider/files/upload"). The bytes are a `files` row stored by `storeFile` (type
 * from the bytes, artwork set); `provider_files` says whose it is and which unit it documents. Ownership rule
 * `providerFile` (`findProviderFile`): the provider's own users and administrators; any other caller gets a 404.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '#src/api/contract/common.ts';
import * as pf from '#src/api/contract/inventory/provider-files.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { files, providerFiles, units } from '../db/schema.ts';
import { validationError } from '../http/errors.ts';
import { implement } from '../http/register.ts';
import { msg } from '../i18n.ts';
import { fileResponse } from './file-types.ts';
import { storeFile } from './files.ts';
import { findProviderFile, providerFileAnswers } from './provider-file-reads.ts';
import { notFound, providerScope } from './unit-view.ts';

/** The provider a new file belongs to: the caller's, or (administrators) the named unit's. @throws 422 `unit_id` */
async function ownerOf(db: Db, user: AuthUser, unitId: number | undefined, locale: Locale): Promise<number> {
  const scope = providerScope(user);
  if (unitId !== undefined) {
    const [unit] = await db
      .select({ providerId: units.providerId })
      .from(units)
      .where(and(eq(units.id, unitId), isNull(units.deletedAt)));
    if (!unit || (scope !== null && unit.providerId !== scope))
      throw validationError(msg(locale, 'validation.failed'), {
        unit_id: [msg(locale, 'provider_files.unknown_unit')],
      });
    return unit.providerId;
  }
  if (scope !== null && scope > 0) return scope;
  throw validationError(msg(locale, 'validation.failed'), { unit_id: [msg(locale, 'provider_files.unit_required')] });
}

export const providerFileHandlers = [
  implement(pf.uploadProviderFile, async ({ db, body, user, locale, now }) => {
    const providerId = await ownerOf(db, user, body.unit_id, locale);
    return db.transaction(async (tx) => {
      const stored = await storeFile(tx, {
        blob: body.file,
        ownerId: user.id,
        shared: false,
        now,
        kind: 'artwork',
        locale,
      });
      const [row] = await tx
        .insert(providerFiles)
        .values({
          providerId,
          fileId: stored.id,
          unitId: body.unit_id ?? null,
          description: body.description?.trim() ?? '',
          uploadedById: user.id,
          createdAt: now,
        })
        .returning();
      // the unit's page (and the devices' mirrors of it) show its files: stamp it for the next delta
      if (body.unit_id !== undefined) await tx.update(units).set({ updatedAt: now }).where(eq(units.id, body.unit_id));
      return { data: (await providerFileAnswers(tx, [row!]))[0]!, message: msg(locale, 'provider_files.uploaded') };
    });
  }),

  implement(pf.getProviderFile, async ({ db, params, user, locale }) => {
    const row = await findProviderFile(db, user, params.id, locale);
    const [file] = await db.select({ name: files.name, data: files.data }).from(files).where(eq(files.id, row.fileId));
    if (!file?.data) throw notFound(locale);
    return fileResponse(new Uint8Array(file.data), file.name);
  }),

  implement(pf.removeProviderFile, async ({ db, params, user, locale, now }) => {
    const row = await findProviderFile(db, user, params.id, locale);
    await db.transaction(async (tx) => {
      await tx.delete(files).where(eq(files.id, row.fileId)); // cascades to the provider_files row
      if (row.unitId !== null) await tx.update(units).set({ updatedAt: now }).where(eq(units.id, row.unitId));
    });
    return { message: msg(locale, 'provider_files.removed') };
  }),
];
