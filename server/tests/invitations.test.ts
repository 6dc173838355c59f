/**
 * Integration: workgroup invitations, GET /invite/accept?token= (the /accept
 * page), against a real PGlite through the app's own client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { DEMO_INVITATION } from '../db/seed/invitations.ts';
import { hashToken } from '../auth/tokens.ts';
import { users, workgroupInvitations } from '../db/schema.ts';
import { workgroups } from '#src/api/contract/index.ts';

let s: TestServer;
const accept = (token: string, locale?: string, bearer?: string) =>
  s.client(bearer, locale).call(workgroups.acceptInvitation, { query: { token } });

async function invite(token: string, values: Partial<typeof workgroupInvitations.$inferInsert> = {}) {
  const [agency] = await s.db.select({ id: users.id }).from(users).where(eq(users.email, 'agency@pauta.demo'));
  await s.db.insert(workgroupInvitations).values({
    tokenHash: hashToken(token),
    email: 'nobody-yet@pauta.demo',
    workgroup: 'Equipo Norte',
    type: 'member',
    invitedById: agency!.id,
    ...values,
  });
}

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('GET /invite/accept', () => {
  it('the seed holds the documented demo invitation, pending, for the demo client, with only its hash stored', async () => {
    const rows = await s.db.select().from(workgroupInvitations);
    // the demo invitation and the workgroups' pending ones (server/db/seed/customer-documents.ts)
    const demo = rows.filter((r) => r.tokenHash === hashToken(DEMO_INVITATION.token));
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ email: DEMO_INVITATION.email, type: 'client', acceptedAt: null, expiresAt: null });
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    expect(rows.some((r) => r.tokenHash === DEMO_INVITATION.token)).toBe(false);
  });

  it('accepts the demo invitation without a session, then says it was already accepted', async () => {
    const first = await accept(DEMO_INVITATION.token, 'en');
    expect(first.data).toEqual({
      workgroup: DEMO_INVITATION.workgroup,
      type: 'client',
      email: 'client@pauta.demo',
      invited_by: 'Valentina Gómez Arango',
      status: 'accepted',
    });
    expect(first.message).toBe(`You joined the workgroup ${DEMO_INVITATION.workgroup}.`);

    const [row] = await s.db
      .select()
      .from(workgroupInvitations)
      .where(eq(workgroupInvitations.tokenHash, hashToken(DEMO_INVITATION.token)));
    const [client] = await s.db.select({ id: users.id }).from(users).where(eq(users.email, 'client@pauta.demo'));
    expect(row!.acceptedAt).toBeInstanceOf(Date);
    expect(row!.userId).toBe(client!.id);

    const again = await accept(DEMO_INVITATION.token, 'es');
    expect(again.data.status).toBe('already_accepted');
    expect(again.message).toBe(`Ya habías aceptado la invitación al grupo de trabajo ${DEMO_INVITATION.workgroup}.`);
  });

  it("an unknown token is a 422 on `token`, in the caller's language", async () => {
    const es = await failure(accept('no-such-token', 'es'));
    expect(es.status).toBe(422);
    expect(es.errors?.token?.[0]).toBe('La invitación no es válida o ha expirado.');
    expect(es.description).toBe('La invitación no es válida o ha expirado.');
    const en = await failure(accept('no-such-token', 'en'));
    expect(en.errors?.token?.[0]).toBe('The invitation is invalid or has expired.');
  });

  it("a missing or blank token is a 422 from the contract's own check", async () => {
    const e = await failure(accept('   ', 'en'));
    expect(e.status).toBe(422);
    expect(e.errors?.token?.[0]).toMatch(/token/);
  });

  it('an expired pending invitation is refused; an accepted one stays accepted after its expiry', async () => {
    const past = new Date(Date.now() - 60_000);
    await invite('expired-token', { expiresAt: past });
    expect((await failure(accept('expired-token'))).status).toBe(422);

    await invite('accepted-then-expired', { expiresAt: past, acceptedAt: new Date(Date.now() - 120_000) });
    expect((await accept('accepted-then-expired')).data.status).toBe('already_accepted');
  });

  it('an invitation to an email without an account is accepted with no user linked', async () => {
    await invite('member-token', { expiresAt: new Date(Date.now() + 86_400_000) });
    const answer = await accept('member-token', 'en');
    expect(answer.data).toMatchObject({
      type: 'member',
      email: 'nobody-yet@pauta.demo',
      workgroup: 'Equipo Norte',
      status: 'accepted',
    });
    const [row] = await s.db
      .select()
      .from(workgroupInvitations)
      .where(eq(workgroupInvitations.tokenHash, hashToken('member-token')));
    expect(row!.userId).toBeNull();
  });

  it('two simultaneous acceptances: one accepts, the other answers already accepted', async () => {
    await invite('race-token');
    const answers = await Promise.all([accept('race-token'), accept('race-token')]);
    expect(answers.map((a) => a.data.status).toSorted()).toEqual(['accepted', 'already_accepted']);
  });

  it('works with a session too (a bad bearer token on this public call is ignored)', async () => {
    await invite('with-session-token');
    const c = s.client('not-a-real-token', 'en');
    const answer = await c.call(workgroups.acceptInvitation, { query: { token: 'with-session-token' } });
    expect(answer.data.status).toBe('accepted');
    expect(c.unauthorized).toHaveLength(0);
  });
});
