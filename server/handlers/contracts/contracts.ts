/**
 * Contracts on the reference server (contract src/api/contract/contracts/contracts.ts; api-catalogue.md
 * "Contracts"; product.md §4; issue 17; docs/contracts-billing.md): a campaign's contracts (the read), and the
 * decisions and edits — apply, reject (with a
 * reason), cancel, billed, reference, owner, units type — each through the shared state machine
 * (src/domain/contract-rules.ts `statusAfter`): an action the status does not allow is a 409 naming both, in the
 * caller's language. Rejecting or cancelling a contract cancels its campaign, which releases its units (one hold,
 * one availability).
 */
import { and, eq } from 'drizzle-orm';
import * as k from '#src/api/contract/contracts.ts';
import type { Locale } from '#src/api/contract/common.ts';
import type { ContractAction } from '#src/domain/contract-rules.ts';
import type { AuthUser } from '#server/auth/session.ts';
import type { Db } from '#server/db/client.ts';
import { campaigns, contracts, userRoles, roles } from '#server/db/schema.ts';
import { validationError } from '#server/http/errors.ts';
import { implement, type Implementation } from '#server/http/register.ts';
import { msg, type MessageKey } from '#server/i18n.ts';
import { contractAnswers, contractsOfCampaign, findContract, nextStatus, type ContractRow } from './contract-view.ts';

interface Caller {
  db: Db;
  user: AuthUser;
  locale: Locale;
  now: Date;
}

/**
 * Runs `action` on contract `id` in one transaction: the row locked, the state machine asked, then `patch`.
 * @throws HttpError 404 (out of reach), 409 (the status does not allow it), or what `patch` throws
 */
async function decide(
  x: Caller,
  id: number,
  action: ContractAction,
  message: MessageKey,
  patch: (tx: Db, c: ContractRow) => Promise<Partial<typeof contracts.$inferInsert>>,
) {
  await x.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const c = await findContract(tx, x.user, id, x.locale, true);
    const status = await nextStatus(tx, c, action, x.locale);
    const changes = await patch(tx, c);
    await tx
      .update(contracts)
      .set({ ...changes, status, updatedAt: x.now })
      .where(eq(contracts.id, c.id));
  });
  const [row] = await x.db.select().from(contracts).where(eq(contracts.id, id));
  return { data: (await contractAnswers(x.db, [row!], x.locale))[0]!, message: msg(x.locale, message) };
}

/** Ends the contract's campaign: its units are free again. */
async function release(tx: Db, c: ContractRow, now: Date) {
  await tx.update(campaigns).set({ status: 'cancelled', updatedAt: now }).where(eq(campaigns.id, c.campaignId));
}

/** @throws HttpError 422 under `owner_id` when the user is not a seller */
async function assertSeller(db: Db, userId: number, locale: Locale) {
  const [row] = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.value, 'seller')));
  if (!row)
    throw validationError(msg(locale, 'contracts.owner_not_seller'), {
      owner_id: [msg(locale, 'contracts.owner_not_seller')],
    });
}

export const contractHandlers: Implementation[] = [
  implement(k.campaignContracts, async (x) => ({
    data: await contractAnswers(x.db, await contractsOfCampaign(x.db, x.user, x.params.id, x.locale), x.locale),
  })),
  implement(k.applyContract, (x) =>
    decide(x, x.params.id, 'apply', 'contracts.applied', async () => ({ approvedAt: x.now })),
  ),
  implement(k.rejectContract, (x) =>
    decide(x, x.params.id, 'reject', 'contracts.rejected', async (tx, c) => {
      await release(tx, c, x.now);
      return { reason: x.body.reason };
    }),
  ),
  implement(k.cancelContract, (x) =>
    decide(x, x.params.id, 'cancel', 'contracts.cancelled', async (tx, c) => {
      await release(tx, c, x.now);
      return { reason: x.body.reason ?? '', cancelledAt: x.now };
    }),
  ),
  implement(k.billContract, (x) =>
    decide(x, x.params.id, 'billed', 'contracts.billed', async () => ({ billedAt: x.now })),
  ),
  implement(k.updateContractReference, (x) =>
    decide(x, x.params.id, 'updateReference', 'contracts.saved', async () => ({ reference: x.body.reference })),
  ),
  implement(k.changeContractOwner, (x) =>
    decide(x, x.params.id, 'changeOwner', 'contracts.saved', async (tx) => {
      await assertSeller(tx, x.body.owner_id, x.locale);
      return { ownerId: x.body.owner_id };
    }),
  ),
  implement(k.updateContractUnitsType, (x) =>
    decide(x, x.params.id, 'updateUnits', 'contracts.saved', async () => ({ unitsType: x.body.units_type })),
  ),
];
