/**
 * Who reads the file of a document of the documents screen (issue 20; documents.ts): whoever may list documents
 * (`browse_documents`: administrators, managers, sellers, clients, agencies). One of files.ts `canReadFile`'s rules,
 * kept apart so files.ts does not import the documents handlers (which import it). Offer files are stored shared
 * (any signed-in account reads them), so they need no rule here.
 */
import { eq } from 'drizzle-orm';
import { hasPermission } from '#src/api/contract/permissions.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { documents } from '../db/schema.ts';

/** True when `fileId` is a document's file and `user` holds `browse_documents`; false for any other file. */
export async function canReadDocumentFile(db: Db, user: AuthUser, fileId: number): Promise<boolean> {
  if (!hasPermission(user.permissions, 'browse_documents')) return false;
  const [found] = await db.select({ id: documents.id }).from(documents).where(eq(documents.fileId, fileId)).limit(1);
  return found !== undefined;
}
