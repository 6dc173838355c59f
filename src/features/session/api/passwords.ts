/**
 * Hooks of the password screens (spec product.md §7): forgot (POST
 * /auth/password/forgot), reset by mailed link (POST /auth/password/reset),
 * forced change (PUT /change-password, spec §4: then /dashboard) and the
 * signed-in change with the current password (POST /profile/password-reset).
 * Each resolves to the server's confirmation message (spec §8).
 */
import * as session from '#src/api/contract/session.ts';
import { getSessionClient, markPasswordChanged } from './session.ts';
import { useFormAction, type FormAction } from './use-form-action.ts';

/** Asks for a reset link. The answer is the same whether or not the email is registered. */
export function useForgotPassword(): FormAction<{ email: string }, string> {
  return useFormAction(
    session.forgotPassword.body,
    async (body) => (await getSessionClient().call(session.forgotPassword, { body })).message,
  );
}

/** Values of the reset form: `email` and `token` come from the mailed link. */
export interface ResetValues {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

/** Sets a new password with the mailed token. A used or expired link: 422 on `token`. */
export function useResetPassword(): FormAction<ResetValues, string> {
  return useFormAction(
    session.resetPassword.body,
    async (body) => (await getSessionClient().call(session.resetPassword, { body })).message,
  );
}

/** Values of a new password and its confirmation. */
export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** The forced change of spec §4; on success the session leaves `must-change`. */
export function useChangePassword(): FormAction<NewPasswordValues, string> {
  return useFormAction(session.changePassword.body, async (body) => {
    const { message } = await getSessionClient().call(session.changePassword, { body });
    markPasswordChanged();
    return message;
  });
}

/** Values of /dashboard/password. */
export interface ProfilePasswordValues extends NewPasswordValues {
  current_password: string;
}

/** Changes the password with the current one. A wrong current password: 422 on `current_password`. */
export function useProfilePassword(): FormAction<ProfilePasswordValues, string> {
  return useFormAction(
    session.profilePasswordReset.body,
    async (body) => (await getSessionClient().call(session.profilePasswordReset, { body })).message,
  );
}
