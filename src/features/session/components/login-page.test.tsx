/** /login: sign-in, first access and the account switcher (spec product.md §2, §3, §4, §7, §8). */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getToken } from '#src/api/token.ts';
import { ACCOUNTS_KEY, parseAccounts } from '../model/accounts.ts';
import { makeProfile } from '../testing/fixtures.ts';
import { clearBrowserState, createFakeServer, invalid, json, type FakeServer } from '../testing/fake-server.ts';
import { landedOn, renderPage } from '../testing/render-page.tsx';
import { resetSessionStore, setSessionClient, signIn } from '../api/session.ts';
import { LoginPage } from './login-page.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let server: FakeServer;
const client = makeProfile();
const agency = makeProfile({
  id: 5,
  name: 'Valentina Gómez Arango',
  email: 'agency@pauta.demo',
  type: { name: 'Agencia', value: 'agency' },
});
const tokenAnswer = (token: string) =>
  json({ access_token: token, token_type: 'Bearer', expires_at: '2099-01-01T00:00:00.000Z', message: 'Signed in.' });

beforeEach(() => {
  clearBrowserState();
  resetSessionStore();
  server = createFakeServer();
  server.tokens.set('tok-client', client);
  server.tokens.set('tok-agency', agency);
  server.tokens.set('tok-renew', makeProfile({ id: 10, email: 'renew@pauta.demo', change_password: true }));
  server.on('POST /auth/login/web', ({ body }) => {
    const { email, password } = body as { email: string; password: string };
    if (email === 'client@pauta.demo' && password === 'Pauta-Client-2026') return tokenAnswer('tok-client');
    if (email === 'agency@pauta.demo' && password === 'Pauta-Agency-2026') return tokenAnswer('tok-agency');
    if (email === 'renew@pauta.demo') return tokenAnswer('tok-renew');
    return invalid({ email: ['The email or password is incorrect.'] });
  });
  setSessionClient(server.client());
});
afterEach(() => {
  cleanup();
  resetSessionStore();
  clearBrowserState();
});

const openLogin = (select = false) => renderPage(() => <LoginPage select={select} />, { path: '/login' });

describe('sign-in', () => {
  it('keyboard only: the email has focus, Tab to the password, Enter signs in and opens /dashboard', async () => {
    const { user } = await openLogin();
    // exact labels (no required marker): e2e finds them with getByLabel('Email' | 'Password', { exact: true })
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await user.keyboard('client@pauta.demo');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    await user.keyboard('Pauta-Client-2026{Enter}');
    await landedOn('/dashboard');
    expect(getToken()).toBe('tok-client');
    expect(parseAccounts(localStorage.getItem(ACCOUNTS_KEY))).toMatchObject([
      { id: 4, email: 'client@pauta.demo', active: true },
    ]);
    expect(server.seen.find((r) => r.path === '/auth/login/web')?.body).toEqual({
      email: 'client@pauta.demo',
      password: 'Pauta-Client-2026',
    });
  });

  it('checks the fields before sending', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(server.count('POST /auth/login/web')).toBe(0);
  });

  it('a 422 shows the message on the field and as the form error; what was typed stays', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'client@pauta.demo');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert?.textContent).toContain('The email or password is incorrect.');
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('The email or password is incorrect.')).toHaveLength(2);
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', 'client@pauta.demo');
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('value', 'wrong-password');
    expect(getToken()).toBeUndefined();
  });

  it('too many attempts (429): the server message, saying when to try again, as the form error', async () => {
    server.on(
      'POST /auth/login/web',
      () =>
        new Response(
          JSON.stringify({ type: 'too_many_requests', message: 'Too many attempts. Try again in 15 min.' }),
          { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '900' } },
        ),
    );
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'client@pauta.demo');
    await user.type(screen.getByLabelText(/^Password/), 'Pauta-Client-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many attempts. Try again in 15 min.');
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('value', 'Pauta-Client-2026');
    expect(getToken()).toBeUndefined();
  });

  it('the button is disabled while sending', async () => {
    let answer!: (r: Response) => void;
    server.on(
      'POST /auth/login/web',
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'client@pauta.demo');
    await user.type(screen.getByLabelText(/^Password/), 'Pauta-Client-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: /Sign in/ })).toHaveProperty('disabled', true);
    answer(tokenAnswer('tok-client'));
    await landedOn('/dashboard');
  });

  it('no connection: says so', async () => {
    server.on('POST /auth/login/web', () => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'client@pauta.demo');
    await user.type(screen.getByLabelText(/^Password/), 'Pauta-Client-2026{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('The server could not be reached');
  });

  it('an account that must change its password goes to /change', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'renew@pauta.demo');
    await user.type(screen.getByLabelText(/^Password/), 'Pauta-Renew-2026{Enter}');
    await landedOn('/change');
  });

  it('links to /forget and /register', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await landedOn('/forget');
    const again = await openLogin();
    await again.user.click(screen.getByRole('link', { name: 'Create an account' }));
    await landedOn('/register');
  });
});

describe('first access', () => {
  it('validates the invitation code with a new password and signs in', async () => {
    server.on('POST /auth/first-access-validation', ({ body }) =>
      (body as { code: string }).code === '246810'
        ? tokenAnswer('tok-client')
        : invalid({ code: ['The first-access code is not valid.'] }),
    );
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'First access with an invitation code' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'First access' }));
    await user.type(screen.getByLabelText(/^Email/), 'invited@pauta.demo');
    await user.type(screen.getByLabelText(/^Code/), '000000');
    await user.type(screen.getByLabelText(/^New password/), 'Nueva-Clave-2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Nueva-Clave-2027');
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(server.count('POST /auth/first-access-validation')).toBe(0);

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Nueva-Clave-2026{Enter}');
    expect(await screen.findAllByText('The first-access code is not valid.')).toHaveLength(2);
    await user.clear(screen.getByLabelText(/^Code/));
    await user.type(screen.getByLabelText(/^Code/), '246810{Enter}');
    await landedOn('/dashboard');
    expect(server.seen.find((r) => r.path === '/auth/first-access-validation')?.body).toMatchObject({
      email: 'invited@pauta.demo',
      password_confirmation: 'Nueva-Clave-2026',
    });
  });
});

async function twoAccounts() {
  await signIn({ access_token: 'tok-client', expires_at: '2099-01-01T00:00:00.000Z' });
  await signIn({ access_token: 'tok-agency', expires_at: '2099-01-01T00:00:00.000Z' });
}

describe('account switcher (?select=true)', () => {
  it('lists the stored accounts with name, email and type, the active one marked', async () => {
    await twoAccounts();
    await openLogin(true);
    const list = screen.getByRole('list', { name: 'Stored accounts' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Diego Hernández Luna');
    expect(items[0]?.textContent).toContain('client@pauta.demo');
    expect(items[0]?.textContent).toContain('Client');
    expect(items[0]?.textContent).not.toContain('Active');
    const active = within(items[1]!).getByRole('button', { name: /Valentina/ });
    expect(active.getAttribute('aria-current')).toBe('true');
    expect(items[1]?.textContent).toContain('Agency');
    expect(items[1]?.textContent).toContain('Active');
  });

  it('choosing an account switches to it and opens /dashboard', async () => {
    await twoAccounts();
    const { user } = await openLogin(true);
    await user.click(screen.getByRole('button', { name: /^Diego Hernández Luna/ }));
    await landedOn('/dashboard');
    expect(getToken()).toBe('tok-client');
  });

  it('an account whose session ended: the current one stays and the form opens with its email', async () => {
    await twoAccounts();
    server.tokens.delete('tok-client');
    const { user } = await openLogin(true);
    await user.click(screen.getByRole('button', { name: /^Diego Hernández Luna/ }));
    expect(await screen.findByText(/could not be opened/)).toBeTruthy();
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', 'client@pauta.demo');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Password/));
    expect(getToken()).toBe('tok-agency');
  });

  it('"Add another account" shows the sign-in form; the new account joins the list', async () => {
    await signIn({ access_token: 'tok-client', expires_at: '2099-01-01T00:00:00.000Z' });
    const { user } = await openLogin(true);
    await user.click(screen.getByRole('button', { name: 'Add another account' }));
    await user.type(screen.getByLabelText(/^Email/), 'agency@pauta.demo');
    await user.type(screen.getByLabelText(/^Password/), 'Pauta-Agency-2026{Enter}');
    await landedOn('/dashboard');
    expect(parseAccounts(localStorage.getItem(ACCOUNTS_KEY)).map((a) => [a.id, a.active])).toEqual([
      [4, false],
      [5, true],
    ]);
  });

  it('with no stored account, shows the sign-in form', async () => {
    await openLogin(true);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
  });
});

describe('in Spanish', () => {
  it('labels, button and links are translated', async () => {
    await renderPage(() => <LoginPage />, { path: '/login', locale: 'es' });
    expect(screen.getByLabelText(/^Correo electrónico/)).toBeTruthy();
    expect(screen.getByLabelText(/^Contraseña/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeTruthy();
  });
});
