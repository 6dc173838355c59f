/**
 * Who reaches which sales record (bookings, discount requests, special price requests; SECURITY.md ownership
 * rules `booking`, `discountRequest`, `specialPrice`): by the client the record is for, as campaigns are
 * (server/handlers/campaign-view/scope.ts `campaignScope`) — administrators and managers every one, a seller the
 * clients assigned to it (client_sellers), everyone else (clients, agencies) its own.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isSuperuser } from '#src/api/contract/permissions.ts';
import { hasRole, type AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { clientSellers } from '#server/db/schema.ts';

/** Conditions on `clientColumn` (a users.id) limiting rows to the clients the caller reaches (module doc). */
export function clientScope(db: Db, user: AuthUser, clientColumn: PgColumn): SQL[] {
  if (isSuperuser(user.permissions) || hasRole(user, 'manager')) return [];
  if (hasRole(user, 'seller')) {
    return [
      inArray(
        clientColumn,
        db.select({ id: clientSellers.clientId }).from(clientSellers).where(eq(clientSellers.sellerId, user.id)),
      ),
    ];
  }
  return [eq(clientColumn, user.id)];
}

/** True when the caller reaches client `clientId` (the same rule, for one id). */
export async function reachesClient(db: Db, user: AuthUser, clientId: number): Promise<boolean> {
  if (isSuperuser(user.permissions) || hasRole(user, 'manager')) return true;
  if (hasRole(user, 'seller')) {
    const [row] = await db
      .select({ id: clientSellers.clientId })
      .from(clientSellers)
      .where(and(eq(clientSellers.sellerId, user.id), eq(clientSellers.clientId, clientId)));
    return row !== undefined;
  }
  return clientId === user.id;
}
