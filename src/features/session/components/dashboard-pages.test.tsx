/** /dashboard/profile and /dashboard/password (spec product.md §2, §7, §8). */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '#src/api/token.ts';
import { i18n } from '#src/i18n/index.ts';
import { makeProfile } from '../testing/fixtures.ts';
import { clearBrowserState, createFakeServer, invalid, json, type FakeServer } from '../testing/fake-server.ts';
import { renderPage } from '../testing/render-page.tsx';
import { ensureSession, getSession, resetSessionStore, setSessionClient } from '../api/session.ts';
import { ProfilePage } from './profile-page.tsx';
import { PasswordPage } from './password-page.tsx';

const notices = vi.hoisted(() => ({ success: [] as (string | undefined)[] }));
vi.mock('#src/ui/notices.tsx', () => ({
  notifySuccess: (message: string | undefined) => {
    notices.success.push(message);
  },
  notifyError: () => {},
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let server: FakeServer;
const profile = makeProfile({ locale: 'en', file: { id: 77, url: '/api/files/get/77' } });

beforeEach(async () => {
  clearBrowserState();
  resetSessionStore();
  notices.success = [];
  server = createFakeServer();
  server.tokens.set('tok-client', profile);
  server.on(
    'GET /files/get/77',
    () => new Response(new Blob(['png'], { type: 'image/png' }), { headers: { 'content-type': 'image/png' } }),
  );
  setSessionClient(server.client());
  setToken('tok-client');
  await ensureSession();
});
afterEach(() => {
  cleanup();
  resetSessionStore();
  clearBrowserState();
});

const byLabel = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('/dashboard/profile', () => {
  it('shows the profile and saves it with PUT /profile (blank phone → null); the session gets the new profile', async () => {
    server.on('PUT /profile', ({ body }) =>
      json({ data: { ...profile, ...(body as object) }, message: 'Profile updated.' }),
    );
    const { user } = await renderPage(() => <ProfilePage />, { path: '/dashboard/profile' });
    expect(byLabel(/^Name/).value).toBe(profile.name);
    expect(byLabel(/^Email/).value).toBe(profile.email);
    expect(byLabel(/^Phone/).value).toBe(profile.phone);
    expect(byLabel(/^Language/).value).toBe('en');
    await user.clear(byLabel(/^Name/));
    await user.type(byLabel(/^Name/), 'Diego H.');
    await user.clear(byLabel(/^Phone/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(notices.success).toEqual(['Profile updated.']));
    expect(server.seen.find((r) => r.path === '/profile')?.body).toEqual({
      name: 'Diego H.',
      email: profile.email,
      phone: null,
      locale: 'en',
    });
    expect(getSession()).toMatchObject({ profile: { name: 'Diego H.' } });
  });

  it('a taken email: the message under Email, the typed values stay', async () => {
    server.on('PUT /profile', () => invalid({ email: ['An account with this email already exists.'] }));
    const { user } = await renderPage(() => <ProfilePage />, { path: '/dashboard/profile' });
    await user.clear(byLabel(/^Email/));
    await user.type(byLabel(/^Email/), 'agency@pauta.demo{Enter}');
    expect(await screen.findAllByText('An account with this email already exists.')).toHaveLength(2);
    expect(byLabel(/^Email/).value).toBe('agency@pauta.demo');
  });

  it('saving Spanish switches the interface to Spanish', async () => {
    server.on('PUT /profile', ({ body }) =>
      json({ data: { ...profile, ...(body as object) }, message: 'Perfil actualizado.' }),
    );
    const { user } = await renderPage(() => <ProfilePage />, { path: '/dashboard/profile' });
    await user.selectOptions(byLabel(/^Language/), 'es');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(i18n.locale).toBe('es'));
    expect(await screen.findByRole('button', { name: 'Guardar cambios' })).toBeTruthy();
  });

  it('previews a chosen photo, uploads it as multipart and refuses a non-image', async () => {
    const created: string[] = [];
    URL.createObjectURL = vi.fn(() => {
      created.push(`blob:${created.length}`);
      return created.at(-1)!;
    });
    URL.revokeObjectURL = vi.fn();
    server.on('POST /profile/update-photo', () =>
      json({ data: { ...profile, file: { id: 78, url: '/api/files/get/78' } }, message: 'Profile photo updated.' }),
    );
    server.on('GET /files/get/78', () => new Response(new Blob(['png'], { type: 'image/png' })));
    const { user } = await renderPage(() => <ProfilePage />, { path: '/dashboard/profile' });
    expect(await screen.findByAltText('Your profile photo')).toBeTruthy();

    // the picker's `accept` filters files; a browser may still hand over another type (drag and drop, "All files")
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Choose a photo'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Choose an image file');
    expect(server.count('POST /profile/update-photo')).toBe(0);

    await user.upload(screen.getByLabelText('Choose a photo'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(screen.getByAltText('Preview of the new photo')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    await vi.waitFor(() => expect(notices.success).toEqual(['Profile photo updated.']));
    const sent = server.seen.find((r) => r.path === '/profile/update-photo')?.body as FormData;
    expect((sent.get('photo') as File).name).toBe('me.png');
    expect(getSession()).toMatchObject({ profile: { file: { id: 78 } } });
  });
});

describe('/dashboard/password', () => {
  it('a wrong current password: the message under Current password', async () => {
    server.on('POST /profile/password-reset', () =>
      invalid({ current_password: ['The current password is incorrect.'] }),
    );
    const { user } = await renderPage(() => <PasswordPage />, { path: '/dashboard/password' });
    await user.type(byLabel(/^Current password/), 'nope-nope');
    await user.type(byLabel(/^New password/), 'Nueva-Clave-2026');
    await user.type(byLabel(/^Confirm password/), 'Nueva-Clave-2026{Enter}');
    expect(await screen.findAllByText('The current password is incorrect.')).toHaveLength(2);
    expect(byLabel(/^Current password/).getAttribute('aria-invalid')).toBe('true');
    expect(byLabel(/^New password/).value).toBe('Nueva-Clave-2026');
  });

  it('success: the server message, and the fields are emptied', async () => {
    server.on('POST /profile/password-reset', () => json({ message: 'Password updated.' }));
    const { user } = await renderPage(() => <PasswordPage />, { path: '/dashboard/password' });
    await user.type(byLabel(/^Current password/), 'Pauta-Client-2026');
    await user.type(byLabel(/^New password/), 'Nueva-Clave-2026');
    await user.type(byLabel(/^Confirm password/), 'Nueva-Clave-2026{Enter}');
    expect((await screen.findByRole('status')).textContent).toContain('Password updated.');
    expect(byLabel(/^Current password/).value).toBe('');
    expect(server.seen.at(-1)?.body).toEqual({
      current_password: 'Pauta-Client-2026',
      password: 'Nueva-Clave-2026',
      password_confirmation: 'Nueva-Clave-2026',
    });
  });
});
