/**
 * Hooks of /dashboard/profile (spec product.md §7): PUT /profile and POST
 * /profile/update-photo (multipart, field `photo`). Both answer the new
 * profile, which replaces the session's (header name, stored account name).
 * Choosing another language in the profile also switches the interface to it.
 */
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import * as files from '#src/api/contract/files.ts';
import * as session from '#src/api/contract/session.ts';
import { MAX_UPLOAD_BYTES } from '#src/api/contract/files.ts';
import type { Profile } from '#src/api/contract/session.ts';
import { i18n, isLocale, setLocale } from '#src/i18n/index.ts';
import { getSession, getSessionClient, updateSessionProfile } from './session.ts';
import { ApiError } from '#src/api/errors.ts';
import { useOptionalSyncEngine } from '#src/sync/index.ts';
import { updateProfile } from '../mutations.ts';
import { useFormAction, type FormAction } from './use-form-action.ts';

/** Values of the profile form; an empty phone is sent as null (cleared). */
export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
  locale: string;
}

/** What a profile save resolves to: the new profile and the server's message. */
export interface Saved {
  profile: Profile;
  message: string | undefined;
}

type ProfileBody = v.InferInput<typeof session.updateProfile.body>;

const profileForm = v.pipe(
  v.object({ name: v.string(), email: v.string(), phone: v.string(), locale: v.string() }),
  v.transform(({ phone, locale, ...rest }): ProfileBody => ({
    ...rest,
    locale: locale as ProfileBody['locale'],
    phone: phone.trim() === '' ? null : phone,
  })),
  session.updateProfile.body,
);

/**
 * Saves name, email, phone and language. Online, the answer comes back at once
 * (a taken email: 422 on `email`). With no connection the change is queued as
 * the `profile.update` mutation (src/features/session/mutations.ts): the
 * profile shows it at once, it reaches the server once when the connection
 * returns, and the sync centre shows it meanwhile (`queued: true`).
 */
export function useUpdateProfile(): FormAction<ProfileValues, Saved & { queued?: boolean }> {
  const engine = useOptionalSyncEngine();
  return useFormAction(profileForm, async (body) => {
    let answer: { data: Profile; message?: string | undefined };
    try {
      answer = await getSessionClient().call(session.updateProfile, { body });
    } catch (error) {
      if (!engine || !(error instanceof ApiError) || !error.isNetwork) throw error;
      await engine.enqueue(updateProfile, body);
      const current = getSession();
      if (current.status !== 'authenticated') throw error;
      const profile: Profile = { ...current.profile, ...body, phone: body.phone ?? null };
      updateSessionProfile(profile);
      return { profile, message: undefined, queued: true };
    }
    updateSessionProfile(answer.data);
    if (isLocale(answer.data.locale) && answer.data.locale !== i18n.locale) {
      await setLocale(answer.data.locale).catch(() => undefined);
    }
    return { profile: answer.data, message: answer.message };
  });
}

/** Image types the photo picker accepts. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

const photoForm = v.object({
  photo: v.pipe(v.instance(Blob), v.mimeType([...PHOTO_TYPES]), v.maxSize(MAX_UPLOAD_BYTES)),
});

/** Uploads a new profile photo (an image file of at most 20 MiB). Issues `not-image` / `too-large` on `photo`. */
export function useUpdatePhoto(): FormAction<{ photo: Blob }, Saved> {
  return useFormAction(photoForm, async (body) => {
    const answer = await getSessionClient().call(session.updatePhoto, { body });
    updateSessionProfile(answer.data);
    return { profile: answer.data, message: answer.message };
  });
}

/**
 * An object URL for the profile photo (GET /files/get/{id} needs the bearer
 * token, so an <img> cannot load it by itself). Undefined while loading,
 * without a photo, or when it cannot be fetched (offline). The URL is revoked
 * when the photo changes or the component unmounts.
 */
export function useProfilePhotoUrl(file: { id: number } | null | undefined): string | undefined {
  const [loaded, setLoaded] = useState<{ id: number; url: string } | undefined>();
  const id = file?.id;
  useEffect(() => {
    if (id === undefined) return undefined;
    let live = true;
    let created: string | undefined;
    getSessionClient()
      .call(files.getFile, { params: { id }, query: { type: 'image' } })
      .then(
        (blob) => {
          if (!live) return;
          created = URL.createObjectURL(blob);
          setLoaded({ id, url: created });
        },
        () => undefined,
      );
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [id]);
  return loaded && loaded.id === id ? loaded.url : undefined;
}
