/** Integration: session and profile calls against a real PGlite through the app's own client (spec §3, §4, §7, §8). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { failure, startTestServer, type TestServer } from '../test-support.ts';
import { DEMO_ACCOUNTS, DEMO_FIRST_ACCESS } from '../db/seed/accounts.ts';
import { lookups, session } from '#src/api/contract/index.ts';
import { accessTokens, mailLog, users } from '../db/schema.ts';

let s: TestServer;
const account = (role: string) => {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role);
  if (!a) throw new Error(`no demo ${role}`);
  return a;
};

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('sign-in', () => {
  it('every demo account signs in and gets its profile with roles and permissions', async () => {
    for (const a of DEMO_ACCOUNTS) {
      const token = await s.login(a.email, a.password);
      const { data } = await s.client(token).call(session.currentUser);
      expect(data.email).toBe(a.email);
      expect(data.type.value).toBe(a.role);
      expect(data.roles[0]?.value).toBe(a.role);
      expect(data.permissions.length).toBeGreaterThan(0);
      expect(data.change_password).toBe(false);
    }
  });

  it("a wrong password is a 422 whose description says so, in the caller's language", async () => {
    const a = account('client');
    const es = await failure(
      s.client(undefined, 'es').call(session.login, { body: { email: a.email, password: 'wrong-password' } }),
    );
    expect(es.status).toBe(422);
    expect(es.description).toBe('El correo o la contraseña no son correctos.');
    const en = await failure(
      s.client(undefined, 'en').call(session.login, { body: { email: a.email, password: 'wrong-password' } }),
    );
    expect(en.errors?.email?.[0]).toBe('The email or password is incorrect.');
  });

  it('no token is a 401 and the client runs its unauthorized handler', async () => {
    const c = s.client();
    const e = await failure(c.call(session.currentUser));
    expect(e.status).toBe(401);
    expect(c.unauthorized).toHaveLength(1);
  });

  it('a token stops working after it expires', async () => {
    const a = account('seller');
    const token = await s.login(a.email, a.password);
    await expect(s.client(token).call(session.currentUser)).resolves.toBeTruthy();
    s.advanceClock(s.config.tokenTtlSeconds * 1000 + 1000);
    try {
      const c = s.client(token);
      const e = await failure(c.call(session.currentUser));
      expect(e.status).toBe(401);
      expect(e.message).toMatch(/sesión|session/i);
      expect(c.unauthorized).toHaveLength(1);
    } finally {
      s.advanceClock(-(s.config.tokenTtlSeconds * 1000 + 1000));
    }
  });

  it('logout revokes the token', async () => {
    const a = account('agency');
    const token = await s.login(a.email, a.password);
    await s.client(token).call(session.logout);
    expect((await failure(s.client(token).call(session.currentUser))).status).toBe(401);
  });

  it('tokens are stored hashed, never in clear', async () => {
    const a = account('manager');
    const token = await s.login(a.email, a.password);
    const rows = await s.db.select({ h: accessTokens.tokenHash }).from(accessTokens);
    expect(rows.some((r) => r.h === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.h))).toBe(true);
  });
});

describe('permissions', () => {
  it('a role without the permission gets 403 with a message', async () => {
    const t = account('technician');
    const token = await s.login(t.email, t.password);
    const e = await failure(
      s.client(token, 'en').call((await import('#src/api/contract/lookups.ts')).contractStatuses),
    );
    expect(e.status).toBe(403);
    expect(e.message).toBe('You do not have permission to perform this action.');
  });

  it("a client sees its own sellers but not another client's", async () => {
    const c = account('client');
    const token = await s.login(c.email, c.password);
    const me = (await s.client(token).call(session.currentUser)).data;
    const sellers = await s.client(token).call(session.clientSellers, { params: { id: me.id } });
    expect(sellers.data.map((x) => x.email)).toContain(account('seller').email);
    const other = await failure(s.client(token).call(session.clientSellers, { params: { id: me.id + 1 } }));
    expect(other.status).toBe(403);
  });
});

describe('registration and passwords', () => {
  it('invalid registration data gives 422 with an errors map of field to messages', async () => {
    const e = await failure(
      s.client(undefined, 'en').call(session.register, {
        body: {
          name: '',
          email: 'not-an-email',
          password: 'short',
          password_confirmation: 'other',
          client_type: 9 as 1,
          country_id: 1,
        },
      }),
    );
    expect(e.status).toBe(422);
    expect(Object.keys(e.errors ?? {})).toEqual(expect.arrayContaining(['name', 'email', 'password', 'client_type']));
    expect(e.errors?.email?.[0]).toBe('The email field must be a valid email address.');
    expect(e.description).toBe(e.errors?.[Object.keys(e.errors!)[0]!]?.[0]);
  });

  it('registers a client account that can sign in at once', async () => {
    const answer = await s.client().call(session.register, {
      body: {
        name: 'Lucía Fernández',
        email: 'Lucia.F@example.com',
        password: 'una-clave-larga',
        password_confirmation: 'una-clave-larga',
        client_type: 1,
        country_id: 1,
      },
    });
    const profile = (await s.client(answer.access_token).call(session.currentUser)).data;
    expect(profile.email).toBe('lucia.f@example.com');
    expect(profile.type.value).toBe('client');
    const again = await failure(
      s.client().call(session.register, {
        body: {
          name: 'Otra',
          email: 'lucia.f@example.com',
          password: 'una-clave-larga',
          password_confirmation: 'una-clave-larga',
          client_type: 2,
          country_id: 1,
        },
      }),
    );
    expect(again.errors?.email).toBeTruthy();
  });

  it('forgot password logs a reset link, keeps it in mail_log, and the link resets the password once', async () => {
    const a = account('operations');
    const old = await s.login(a.email, a.password);
    await s.client().call(session.forgotPassword, { body: { email: a.email } });
    const [mail] = await s.db.select().from(mailLog).where(eq(mailLog.to, a.email));
    expect(mail?.link).toMatch(/^http:\/\/pauta\.test\/reset\?token=/);
    expect(s.logs.some((l) => l.includes(mail!.link!))).toBe(true);
    const token = new URL(mail!.link!).searchParams.get('token')!;
    const body = { email: a.email, token, password: 'nueva-clave-2026', password_confirmation: 'nueva-clave-2026' };
    await s.client().call(session.resetPassword, { body });
    expect((await failure(s.client().call(session.resetPassword, { body }))).status).toBe(422);
    expect((await failure(s.client(old).call(session.currentUser))).status).toBe(401);
    await expect(s.login(a.email, 'nueva-clave-2026')).resolves.toBeTruthy();
    // unknown emails get the same answer and no mail
    const unknown = await s.client().call(session.forgotPassword, { body: { email: 'nobody@example.com' } });
    expect(unknown.message).toBeTruthy();
  });

  it('first access: the code sets a password, signs in, and clears change_password', async () => {
    const body = {
      email: DEMO_FIRST_ACCESS.email,
      code: '000000',
      password: 'primer-acceso-1',
      password_confirmation: 'primer-acceso-1',
    };
    expect((await failure(s.client().call(session.firstAccessValidation, { body }))).status).toBe(422);
    const answer = await s
      .client()
      .call(session.firstAccessValidation, { body: { ...body, code: DEMO_FIRST_ACCESS.code } });
    const profile = (await s.client(answer.access_token).call(session.currentUser)).data;
    expect(profile.change_password).toBe(false);
  });

  it('an account that must change its password can only read its profile until it does', async () => {
    const a = account('manager');
    await s.db.update(users).set({ changePassword: true }).where(eq(users.email, a.email));
    const token = await s.login(a.email, a.password);
    expect((await s.client(token).call(session.currentUser)).data.change_password).toBe(true);
    const blocked = await failure(s.client(token, 'en').call(lookups.settingsAll));
    expect(blocked).toMatchObject({ status: 403, type: 'password_change_required' });
    await s
      .client(token)
      .call(session.changePassword, { body: { password: 'cambiada-2026', password_confirmation: 'cambiada-2026' } });
    expect((await s.client(token).call(session.currentUser)).data.change_password).toBe(false);
    await expect(s.client(token).call(lookups.settingsAll)).resolves.toBeTruthy();
  });

  it('profile password change requires the current password', async () => {
    const a = account('provider');
    const token = await s.login(a.email, a.password);
    const wrong = await failure(
      s.client(token).call(session.profilePasswordReset, {
        body: { current_password: 'nope-nope', password: 'otra-clave-123', password_confirmation: 'otra-clave-123' },
      }),
    );
    expect(wrong.errors?.current_password).toBeTruthy();
    const mismatch = await failure(
      s.client(token).call(session.profilePasswordReset, {
        body: { current_password: a.password, password: 'otra-clave-123', password_confirmation: 'otra-clave-124' },
      }),
    );
    expect(Object.keys(mismatch.errors ?? {})).toEqual(['password_confirmation']);
    await s.client(token).call(session.profilePasswordReset, {
      body: { current_password: a.password, password: 'otra-clave-123', password_confirmation: 'otra-clave-123' },
    });
    await expect(s.login(a.email, 'otra-clave-123')).resolves.toBeTruthy();
  });

  it('profile update changes name and language and answers the new profile with a message', async () => {
    const a = account('administrator');
    const token = await s.login(a.email, a.password);
    const answer = await s
      .client(token)
      .call(session.updateProfile, { body: { name: 'Ana Admin', email: a.email, locale: 'en' } });
    expect(answer.data.name).toBe('Ana Admin');
    expect(answer.data.locale).toBe('en');
    expect(answer.message).toBe('Profile updated.');
  });
});
