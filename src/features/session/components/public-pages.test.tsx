/** /forget, /reset, /register, /change and /accept (spec product.md §2, §4, §7, §8). */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '#src/api/token.ts';
import { makeProfile } from '../testing/fixtures.ts';
import { clearBrowserState, createFakeServer, invalid, json, type FakeServer } from '../testing/fake-server.ts';
import { landedOn, renderPage } from '../testing/render-page.tsx';
import { ensureSession, getSession, resetSessionStore, setSessionClient } from '../api/session.ts';
import { resetCountries } from '../api/countries.ts';
import { resetInvitations } from '../api/invitation.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { RegisterPage } from './register-page.tsx';
import { ChangePasswordPage } from './change-password-page.tsx';
import { AcceptInvitationPage } from './accept-invitation-page.tsx';

const notices = vi.hoisted(() => ({ success: [] as (string | undefined)[] }));
vi.mock('#src/ui/notices.tsx', () => ({
  notifySuccess: (message: string | undefined) => {
    notices.success.push(message);
  },
  notifyError: () => {},
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let server: FakeServer;
const country = (id: number, name: string) => ({
  id,
  name,
  iso2: 'MX',
  iso3: 'MEX',
  phone_code: '52',
  currency: 'MXN',
  lat: 0,
  lng: 0,
  active: true,
  yoda_representation: false,
});

beforeEach(() => {
  clearBrowserState();
  resetSessionStore();
  resetCountries();
  resetInvitations();
  notices.success = [];
  server = createFakeServer();
  setSessionClient(server.client());
});
afterEach(() => {
  cleanup();
  resetSessionStore();
  clearBrowserState();
});

const byLabel = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('/forget', () => {
  it('sends the email and shows the server message', async () => {
    server.on('POST /auth/password/forgot', () => json({ message: 'If the email is registered, we sent you a link.' }));
    const { user } = await renderPage(() => <ForgotPasswordPage />, { path: '/forget' });
    expect(document.activeElement).toBe(byLabel(/^Email/));
    await user.keyboard('client@pauta.demo{Enter}');
    expect((await screen.findByRole('status')).textContent).toContain(
      'If the email is registered, we sent you a link.',
    );
    expect(server.seen.at(-1)?.body).toEqual({ email: 'client@pauta.demo' });
    expect(byLabel(/^Email/).value).toBe('client@pauta.demo');
  });
});

describe('/reset', () => {
  it('without token or email: asks for a new link', async () => {
    await renderPage(() => <ResetPasswordPage token="" email="client@pauta.demo" />, { path: '/reset' });
    expect(screen.getByText(/This link is incomplete/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
  });

  it('sends token, email and the new password, then opens /login with the server message', async () => {
    server.on('POST /auth/password/reset', () =>
      json({ message: 'Your password has been reset. You can sign in now.' }),
    );
    const { user } = await renderPage(() => <ResetPasswordPage token="tok123" email="client@pauta.demo" />, {
      path: '/reset',
    });
    await user.type(byLabel(/^New password/), 'Nueva-Clave-2026');
    await user.type(byLabel(/^Confirm password/), 'Nueva-Clave-2026{Enter}');
    await landedOn('/login');
    expect(server.seen.at(-1)?.body).toEqual({
      email: 'client@pauta.demo',
      token: 'tok123',
      password: 'Nueva-Clave-2026',
      password_confirmation: 'Nueva-Clave-2026',
    });
    expect(notices.success).toEqual(['Your password has been reset. You can sign in now.']);
  });

  it('an expired link: the server message as the form error and a link to ask again', async () => {
    server.on('POST /auth/password/reset', () =>
      invalid({ token: ['The password reset link is invalid or has expired.'] }),
    );
    const { user } = await renderPage(() => <ResetPasswordPage token="old" email="client@pauta.demo" />, {
      path: '/reset',
    });
    await user.type(byLabel(/^New password/), 'Nueva-Clave-2026');
    await user.type(byLabel(/^Confirm password/), 'Nueva-Clave-2026{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The password reset link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
    expect(byLabel(/^New password/).value).toBe('Nueva-Clave-2026');
  });
});

async function fill(user: Awaited<ReturnType<typeof renderPage>>['user']) {
  await user.type(byLabel(/^Name/), 'Ana Pérez');
  await user.type(byLabel(/^Email/), 'ana@pauta.demo');
  await user.type(byLabel(/^Password/), 'Clave-Segura-1');
  await user.type(byLabel(/^Confirm password/), 'Clave-Segura-1');
  await user.click(screen.getByLabelText('Agency'));
  await screen.findByRole('option', { name: 'México' });
  await user.selectOptions(byLabel(/^Country/), 'México');
}

describe('/register', () => {
  beforeEach(() => {
    server.on('GET /countries/active', () => json({ data: [country(1, 'Argentina'), country(2, 'México')] }));
    server.tokens.set('tok-new', makeProfile({ id: 30, email: 'ana@pauta.demo', name: 'Ana' }));
  });

  it('checks the form before sending: type and country are required', async () => {
    const { user } = await renderPage(() => <RegisterPage />, { path: '/register' });
    await user.type(byLabel(/^Name/), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // email, password, type and country; the name was typed
    expect(await screen.findAllByText('This field is required.')).toHaveLength(4);
    expect(byLabel(/^Country/).getAttribute('aria-invalid')).toBe('true');
    expect(server.count('POST /auth/register')).toBe(0);
  });

  it('creates the account with the chosen type and country, leaves out blank optional fields, signs in and opens /dashboard', async () => {
    server.on('POST /auth/register', () =>
      json({ access_token: 'tok-new', token_type: 'Bearer', expires_at: '2099-01-01T00:00:00.000Z' }),
    );
    const { user } = await renderPage(() => <RegisterPage />, { path: '/register' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await landedOn('/dashboard');
    expect(server.seen.find((r) => r.path === '/auth/register')?.body).toEqual({
      name: 'Ana Pérez',
      email: 'ana@pauta.demo',
      password: 'Clave-Segura-1',
      password_confirmation: 'Clave-Segura-1',
      client_type: 2,
      country_id: 2,
    });
    expect(getToken()).toBe('tok-new');
  });

  it('a taken email: the message under Email, nothing typed is lost', async () => {
    server.on('POST /auth/register', () => invalid({ email: ['An account with this email already exists.'] }));
    const { user } = await renderPage(() => <RegisterPage />, { path: '/register' });
    await fill(user);
    await user.type(byLabel(/^Company/), 'Colibrí');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findAllByText('An account with this email already exists.')).length).toBe(2);
    expect(byLabel(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(byLabel(/^Company/).value).toBe('Colibrí');
    expect(byLabel(/^Country/).value).toBe('2');
    expect((screen.getByLabelText('Agency') as HTMLInputElement).checked).toBe(true);
  });

  it('countries that cannot be loaded: says so and retries', async () => {
    let fail = true;
    server.on('GET /countries/active', () =>
      fail ? json({ type: 'error', message: 'Down' }, 500) : json({ data: [country(1, 'Perú')] }),
    );
    const { user } = await renderPage(() => <RegisterPage />, { path: '/register' });
    expect(await screen.findByText('The countries could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Perú' })).toBeTruthy();
  });
});

describe('/change', () => {
  beforeEach(() => {
    server.tokens.set('tok-renew', makeProfile({ id: 10, change_password: true }));
    setToken('tok-renew');
  });

  it('saves the new password and opens /dashboard; the session is no longer must-change', async () => {
    server.on('PUT /change-password', () => json({ message: 'Password updated.' }));
    await ensureSession();
    const { user } = await renderPage(() => <ChangePasswordPage />, { path: '/change' });
    await user.type(byLabel(/^New password/), 'Nueva-Clave-2026');
    await user.type(byLabel(/^Confirm password/), 'Nueva-Clave-2026{Enter}');
    await landedOn('/dashboard');
    expect(getSession().status).toBe('authenticated');
    expect(notices.success).toEqual(['Password updated.']);
  });

  it('a short password is refused before sending', async () => {
    await ensureSession();
    const { user } = await renderPage(() => <ChangePasswordPage />, { path: '/change' });
    expect(screen.getByText('At least 12 characters.')).toBeTruthy();
    await user.type(byLabel(/^New password/), 'corta');
    await user.type(byLabel(/^Confirm password/), 'corta{Enter}');
    expect(await screen.findByText('Use at least 12 characters.')).toBeTruthy();
    expect(server.count('PUT /change-password')).toBe(0);
  });

  it('can sign out instead', async () => {
    await ensureSession();
    const { user } = await renderPage(() => <ChangePasswordPage />, { path: '/change' });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await landedOn('/login');
    expect(getToken()).toBeUndefined();
  });
});

describe('/accept', () => {
  const accepted = {
    workgroup: 'Agencia Colibrí — Cuentas 2027',
    type: 'client',
    email: 'client@pauta.demo',
    invited_by: 'Valentina Gómez Arango',
    status: 'accepted',
  };

  it('accepts the invitation once and shows the result with a link to sign in', async () => {
    server.on('GET /invite/accept', () =>
      json({ data: accepted, message: 'You joined the workgroup Agencia Colibrí — Cuentas 2027.' }),
    );
    const { user } = await renderPage(() => <AcceptInvitationPage token="pauta-demo-invitation-2026" />, {
      path: '/accept',
    });
    expect(await screen.findByRole('heading', { name: 'Invitation accepted' })).toBeTruthy();
    expect(screen.getByText('You joined the workgroup Agencia Colibrí — Cuentas 2027.')).toBeTruthy();
    expect(
      screen.getByText(/Valentina Gómez Arango added you to the workgroup Agencia Colibrí — Cuentas 2027 as a client/),
    ).toBeTruthy();
    expect(server.count('GET /invite/accept')).toBe(1);
    expect(server.seen[0]?.query.get('token')).toBe('pauta-demo-invitation-2026');
    await user.click(screen.getByRole('link', { name: 'Go to sign in' }));
    await landedOn('/login');
  });

  it('an invalid token shows the server message', async () => {
    server.on('GET /invite/accept', () => invalid({ token: ['The invitation is invalid or has expired.'] }));
    await renderPage(() => <AcceptInvitationPage token="nope" />, { path: '/accept' });
    expect((await screen.findByRole('alert')).textContent).toContain('The invitation is invalid or has expired.');
  });

  it('no token: nothing is sent', async () => {
    await renderPage(() => <AcceptInvitationPage token="" />, { path: '/accept' });
    expect(screen.getByText(/This invitation link is incomplete/)).toBeTruthy();
    expect(server.seen).toHaveLength(0);
  });
});
