/**
 * Hooks of the sign-in screens (spec product.md §7): POST /auth/login/web,
 * POST /auth/first-access-validation and POST /auth/register each answer a
 * token, which the session store stores and verifies (`signIn`); sign-out and
 * the account switch go through the store too.
 */
import { useCallback, useState } from 'react';
import * as v from 'valibot';
import * as session from '#src/api/contract/session.ts';
import type { Profile } from '#src/api/contract/session.ts';
import { getSessionClient, removeStoredAccount, signIn, signOut, switchAccount } from './session.ts';

export { removeStoredAccount };
export { useSession, useStoredAccounts, type StoredAccount } from './session.ts';
import { useFormAction, type FormAction } from './use-form-action.ts';

/** Values of the sign-in form. */
export interface LoginValues {
  email: string;
  password: string;
}

/** Signs in with email and password; resolves to the verified profile. Wrong credentials: 422 on `email`. */
export function useLogin(): FormAction<LoginValues, Profile> {
  return useFormAction(session.login.body, async (body) =>
    signIn(await getSessionClient().call(session.login, { body })),
  );
}

/** Values of the first-access form (invited users: email, the code they received and a new password). */
export interface FirstAccessValues {
  email: string;
  code: string;
  password: string;
  password_confirmation: string;
}

/** Validates an invitation code and sets the first password, then signs in. A wrong code: 422 on `code`. */
export function useFirstAccess(): FormAction<FirstAccessValues, Profile> {
  return useFormAction(session.firstAccessValidation.body, async (body) =>
    signIn(await getSessionClient().call(session.firstAccessValidation, { body })),
  );
}

/** Values of the registration form; `client_type` 1 Cliente, 2 Agencia, 3 Proveedor (spec §3). */
export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  client_type: string;
  country_id: string;
  company?: string;
  phone?: string;
}

type RegisterBody = v.InferInput<typeof session.register.body>;

/** The registration body with blank optional fields left out (not stored as ''). */
const registerForm = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((values): RegisterBody => {
    const out: Record<string, unknown> = { ...values };
    for (const key of ['company', 'phone'])
      if (typeof out[key] === 'string' && !(out[key] as string).trim()) delete out[key];
    return out as RegisterBody;
  }),
  session.register.body,
);

/** Creates an account and signs in to it. A taken email: 422 on `email`. */
export function useRegister(): FormAction<RegisterValues, Profile> {
  return useFormAction(registerForm, async (body) => signIn(await getSessionClient().call(session.register, { body })));
}

/** Sign-out (spec §4): local even offline; `pending` while the server is told. */
export function useSignOut(): { signOut: () => Promise<void>; pending: boolean } {
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
    } finally {
      setPending(false);
    }
  }, []);
  return { signOut: run, pending };
}

/** The account switch (spec §4): `switching` is the id being verified. */
export function useSwitchAccount(): { switchTo: (id: number) => Promise<boolean>; switching: number | undefined } {
  const [switching, setSwitching] = useState<number | undefined>();
  const switchTo = useCallback(async (id: number) => {
    setSwitching(id);
    try {
      return await switchAccount(id);
    } finally {
      setSwitching(undefined);
    }
  }, []);
  return { switchTo, switching };
}
