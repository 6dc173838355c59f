/**
 * Registration, password policy and credentials in the idempotency store
 * (SECURITY.md, findings 4 and 7):
 * - a public registration never grants more than its own scope: a provider
 *   gets its own new provider, and reaches none of another provider's units;
 * - new passwords: at least 12 characters, no common or breached ones, on
 *   every call that sets one (register, first access, reset, change, profile);
 * - sign-in, registration and other credential calls never leave a row in
 *   `idempotency_keys`, and a replayed sign-in signs in again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { failure, registerAccount, startTestServer, type TestServer } from '../test-support.ts';
import { DEMO_ACCOUNTS, DEMO_FIRST_ACCESS } from '../db/seed/accounts.ts';
import { inventory, session } from '#src/api/contract/index.ts';
import { idempotencyKeys, mailLog, providers, units, users } from '../db/schema.ts';
import { isRefusedPassword } from '../auth/password-policy.ts';

let s: TestServer;
const acc = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const GOOD = 'Cielo-de-Bogota-2026';

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('registration', () => {
  it('a provider registration creates its own provider and links the account to it; a client gets none', async () => {
    const provider = await registerAccount(s, { client_type: 3, company: 'Vallas Nuevas SA' });
    const profile = (await s.client(provider.token).call(session.currentUser)).data;
    expect(profile.type.value).toBe('provider');
    expect(profile.provider_id).toEqual(expect.any(Number));
    const [own] = await s.db.select().from(providers).where(eq(providers.id, profile.provider_id!));
    expect(own).toMatchObject({ name: 'Vallas Nuevas SA', countryId: 1, classification: 'local' });
    const seeded = (await s.db.select({ n: count() }).from(units).where(eq(units.providerId, profile.provider_id!)))[0]!
      .n;
    expect(seeded).toBe(0);

    const clientAccount = await registerAccount(s, { client_type: 1 });
    const clientProfile = (await s.client(clientAccount.token).call(session.currentUser)).data;
    expect(clientProfile).toMatchObject({ provider_id: null, type: { value: 'client' } });
    expect(clientProfile.roles.map((r) => r.value)).toEqual(['client']);
  });

  it("a self-registered provider does not reach another provider's unit", async () => {
    const provider = await registerAccount(s, { client_type: 3 });
    const [other] = await s.db.select({ id: units.id }).from(units).where(isNull(units.deletedAt)).limit(1);
    const e = await failure(s.client(provider.token).call(inventory.showUnit, { params: { id: other!.id } }));
    expect([403, 404]).toContain(e.status);
  });
});

describe('registration races', () => {
  it('two registrations of one email at once: one account, the other a 422 on email (not a 500)', async () => {
    const body = {
      name: 'Dos Veces',
      email: 'twice@example.com',
      password: GOOD,
      password_confirmation: GOOD,
      client_type: 1 as const,
      country_id: 1,
    };
    const results = await Promise.allSettled(
      [0, 1, 2].map(() => s.client(undefined, 'en').call(session.register, { body })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as { status: number }).status).toBe(422);
    }
    expect((await s.db.select({ n: count() }).from(users).where(eq(users.email, 'twice@example.com')))[0]!.n).toBe(1);
  });
});

describe('password policy', () => {
  it("refuses common and repetitive passwords and the account's own email, and accepts a long uncommon one", () => {
    for (const p of ['password1234', 'qwerty123456', '123456789012', 'aaaaaaaaaaaa', 'abababababab', 'PASSWORD1234'])
      expect(isRefusedPassword(p), p).toBe(true);
    expect(isRefusedPassword('lucia.fernandez', 'lucia.fernandez@example.com')).toBe(true);
    expect(isRefusedPassword(GOOD)).toBe(false);
  });

  it('registration: under 12 characters is a 422 from the contract; a common password a 422 on password, in es and en', async () => {
    const body = {
      name: 'Lucía',
      email: 'policy@example.com',
      password: 'password',
      password_confirmation: 'password',
      client_type: 1 as const,
      country_id: 1,
    };
    const short = await failure(s.client(undefined, 'en').call(session.register, { body }));
    expect(short.errors?.password).toEqual(['The password field must have at least 12 characters.']);
    const common = { ...body, password: 'password1234', password_confirmation: 'password1234' };
    const en = await failure(s.client(undefined, 'en').call(session.register, { body: common }));
    expect(en.status).toBe(422);
    expect(en.errors?.password?.[0]).toMatch(/^This password is too common or easy to guess/);
    const es = await failure(s.client(undefined, 'es').call(session.register, { body: common }));
    expect(es.errors?.password?.[0]).toMatch(/^Esta contraseña es demasiado común o fácil de adivinar/);
    expect(await s.db.select().from(users).where(eq(users.email, 'policy@example.com'))).toEqual([]);
  });

  it('applies to change password, profile password reset, reset by link and first access', async () => {
    const common = { password: 'password1234', password_confirmation: 'password1234' };
    const seller = acc('seller');
    const token = await s.login(seller.email, seller.password);
    expect(
      (await failure(s.client(token).call(session.changePassword, { body: common }))).errors?.password,
    ).toBeTruthy();
    expect(
      (
        await failure(
          s
            .client(token)
            .call(session.profilePasswordReset, { body: { current_password: seller.password, ...common } }),
        )
      ).errors?.password,
    ).toBeTruthy();

    await s.client().call(session.forgotPassword, { body: { email: seller.email } });
    const [mail] = await s.db.select().from(mailLog).where(eq(mailLog.to, seller.email));
    const resetToken = new URL(mail!.link!).searchParams.get('token')!;
    expect(
      (
        await failure(
          s.client().call(session.resetPassword, { body: { email: seller.email, token: resetToken, ...common } }),
        )
      ).errors?.password,
    ).toBeTruthy();
    // the link still works with an acceptable password
    await s.client().call(session.resetPassword, {
      body: { email: seller.email, token: resetToken, password: GOOD, password_confirmation: GOOD },
    });
    await expect(s.login(seller.email, GOOD)).resolves.toBeTruthy();

    const fa = await failure(
      s.client().call(session.firstAccessValidation, {
        body: { email: DEMO_FIRST_ACCESS.email, code: DEMO_FIRST_ACCESS.code, ...common },
      }),
    );
    expect(fa.errors?.password).toBeTruthy();
    // a refused password did not use up a first-access try
    const [invited] = await s.db.select().from(users).where(eq(users.email, DEMO_FIRST_ACCESS.email));
    expect(invited?.firstAccessFailures).toBe(0);
  });
});

describe('credentials never reach the idempotency store', () => {
  const anonymousRows = (key: string) =>
    s.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, key), isNull(idempotencyKeys.userId)));

  it('a sign-in with an Idempotency-Key leaves no row, and the same key signs in again with a fresh token', async () => {
    const a = acc('client');
    const call = () =>
      s
        .client()
        .call(
          session.login,
          { body: { email: a.email, password: a.password } },
          { headers: { 'Idempotency-Key': 'sign-in-1' } },
        );
    const first = await call();
    expect(await anonymousRows('sign-in-1')).toEqual([]);
    const second = await call();
    expect(second.access_token).not.toBe(first.access_token);
    expect((await s.client(second.access_token).call(session.currentUser)).data.email).toBe(a.email);
    expect(await s.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'sign-in-1'))).toEqual([]);
  });

  it('registration, password changes and sign-out with a key leave no row either', async () => {
    const body = {
      name: 'Con Clave',
      email: 'with-key@example.com',
      password: GOOD,
      password_confirmation: GOOD,
      client_type: 2 as const,
      country_id: 1,
    };
    const registered = await s
      .client()
      .call(session.register, { body }, { headers: { 'Idempotency-Key': 'register-1' } });
    const api = s.client(registered.access_token);
    await api.call(
      session.changePassword,
      { body: { password: `${GOOD}!`, password_confirmation: `${GOOD}!` } },
      { headers: { 'Idempotency-Key': 'change-1' } },
    );
    await api.call(session.logout, undefined, { headers: { 'Idempotency-Key': 'logout-1' } });
    for (const key of ['register-1', 'change-1', 'logout-1']) {
      expect(await s.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)), key).toEqual([]);
    }
  });
});
