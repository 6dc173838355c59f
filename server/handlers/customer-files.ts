/**
 * Who reads the file of a customer's document (issue 19; customer-documents.ts): whoever reaches one of the customers
 * whose documents hold it (`reachOf`, customer-reach.ts). One of files.ts `canReadFile`'s rules, kept apart so
 * files.ts does not import the customer handlers (which import it).
 */
import { eq } from 'drizzle-orm';
import { reachOf } from '#src/domain/membership-rules.ts';
import type { AuthUser } from '../auth/session.ts';
import type { Db } from '../db/client.ts';
import { customerDocuments } from '../db/schema.ts';
import { customerFactsOf, viewerFactsOf } from './customer-reach.ts';

/** True when `fileId` is the file of a document of a customer `user` reaches; false for any other file. */
export async function canReadCustomerFile(db: Db, user: AuthUser, fileId: number): Promise<boolean> {
  const owners = await db
    .select({ customerId: customerDocuments.customerId })
    .from(customerDocuments)
    .where(eq(customerDocuments.fileId, fileId));
  if (owners.length === 0) return false;
  const viewer = await viewerFactsOf(db, user);
  for (const { customerId } of owners) {
    const facts = await customerFactsOf(db, customerId);
    if (facts && reachOf(viewer, facts) !== null) return true;
  }
  return false;
}
