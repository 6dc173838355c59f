/**
 * Session, profile and account calls (spec product.md §7, §3 "Profile", §4 "Session").
 */
import * as v from 'valibot';
import { endpoint } from './define.ts';
import {
  PASSWORD_MAX_LENGTH,
  email,
  envelope,
  fileField,
  id,
  idParams,
  locale,
  messageAnswer,
  password,
  requiredText,
  text,
} from './common.ts';

/** A role as the profile lists it: `value` is the role key, `name` its display name. */
export const role = v.object({ id: v.number(), name: v.string(), value: v.string() });
export type Role = v.InferOutput<typeof role>;

/** The signed-in user's profile (spec §3 "Profile"). `type` is the first role. */
export const profile = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  locale,
  file: v.nullable(v.object({ id: v.number(), url: v.string() })),
  type: v.object({ name: v.string(), value: v.string() }),
  roles: v.array(role),
  permissions: v.array(v.string()),
  change_password: v.boolean(),
  provider_id: v.nullable(v.number()),
  country_id: v.nullable(v.number()),
});
export type Profile = v.InferOutput<typeof profile>;

/** Answer of every call that signs in: the bearer token and its expiry. */
export const tokenAnswer = v.object({
  access_token: v.string(),
  token_type: v.literal('Bearer'),
  /** ISO timestamp after which the token is refused with 401. */
  expires_at: v.string(),
  message: v.optional(v.string()),
});

/** `password` and `password_confirmation` must match; the error lands on the confirmation. */
/* @__NO_SIDE_EFFECTS__ */
function confirmed<T extends v.ObjectEntries>(
  entries: T & { password: v.GenericSchema<string>; password_confirmation: v.GenericSchema<string> },
) {
  type Out = { password: string; password_confirmation: string };
  return v.pipe(
    v.object(entries),
    v.forward(
      v.partialCheck(
        [['password'], ['password_confirmation']] as never,
        ((x: Out) => x.password === x.password_confirmation) as never,
        'does not match the password',
      ) as never,
      ['password_confirmation'] as never,
    ),
  );
}

export const login = endpoint({
  name: 'session.login',
  method: 'POST',
  path: '/auth/login/web',
  access: 'public',
  spec: 'product.md §7',
  // no minimum here: an account may still have a password set before the current policy
  body: v.object({ email, password: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(PASSWORD_MAX_LENGTH)) }),
  answer: tokenAnswer,
});

export const firstAccessValidation = endpoint({
  name: 'session.firstAccessValidation',
  method: 'POST',
  path: '/auth/first-access-validation',
  access: 'public',
  spec: 'product.md §7',
  body: confirmed({ email, code: requiredText(64), password, password_confirmation: v.string() }),
  answer: tokenAnswer,
});

export const currentUser = endpoint({
  name: 'session.user',
  method: 'GET',
  path: '/auth/user',
  access: 'user',
  spec: 'product.md §7, §4',
  answer: envelope(profile),
});

export const logout = endpoint({
  name: 'session.logout',
  method: 'POST',
  path: '/auth/logout',
  access: 'user',
  spec: 'product.md §7',
  answer: messageAnswer,
});

export const roles = endpoint({
  name: 'session.roles',
  method: 'GET',
  path: '/auth/roles',
  access: 'user',
  spec: 'product.md §7, §6',
  answer: envelope(v.array(role)),
});

export const forgotPassword = endpoint({
  name: 'session.forgotPassword',
  method: 'POST',
  path: '/auth/password/forgot',
  access: 'public',
  spec: 'product.md §7',
  body: v.object({ email }),
  answer: messageAnswer,
});

export const resetPassword = endpoint({
  name: 'session.resetPassword',
  method: 'POST',
  path: '/auth/password/reset',
  access: 'public',
  spec: 'product.md §7',
  body: confirmed({ email, token: requiredText(128), password, password_confirmation: v.string() }),
  answer: messageAnswer,
});

/** Client types of the registration and contact forms (spec §3): 1 Cliente, 2 Agencia, 3 Proveedor. */
export const clientType = v.pipe(
  v.union([v.picklist([1, 2, 3]), v.picklist(['1', '2', '3'])]),
  v.transform((x) => Number(x) as 1 | 2 | 3),
);

export const register = endpoint({
  name: 'session.register',
  method: 'POST',
  path: '/auth/register',
  access: 'public',
  spec: 'product.md §7',
  body: confirmed({
    name: requiredText(120),
    email,
    password,
    password_confirmation: v.string(),
    client_type: clientType,
    country_id: id,
    company: v.optional(text(120)),
    phone: v.optional(text(40)),
  }),
  answer: tokenAnswer,
});

export const changePassword = endpoint({
  name: 'session.changePassword',
  method: 'PUT',
  path: '/change-password',
  access: 'user',
  spec: 'product.md §7, §4 (change_password flow)',
  body: confirmed({ password, password_confirmation: v.string() }),
  answer: messageAnswer,
});

export const updateProfile = endpoint({
  name: 'profile.update',
  method: 'PUT',
  path: '/profile',
  access: 'user',
  spec: 'product.md §7',
  body: v.object({
    name: requiredText(120),
    email,
    phone: v.optional(v.nullable(text(40))),
    locale: v.optional(locale),
  }),
  answer: envelope(profile),
});

export const profilePasswordReset = endpoint({
  name: 'profile.passwordReset',
  method: 'POST',
  path: '/profile/password-reset',
  access: 'user',
  spec: 'product.md §7 (/dashboard/password)',
  body: confirmed({
    current_password: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(PASSWORD_MAX_LENGTH)),
    password,
    password_confirmation: v.string(),
  }),
  answer: messageAnswer,
});

export const updatePhoto = endpoint({
  name: 'profile.updatePhoto',
  method: 'POST',
  path: '/profile/update-photo',
  access: 'user',
  spec: 'product.md §7',
  body: v.object({ photo: fileField }),
  bodyKind: 'multipart',
  answer: envelope(profile),
});

export const seller = v.object({ id: v.number(), name: v.string(), email: v.string(), phone: v.nullable(v.string()) });

export const clientSellers = endpoint({
  name: 'profile.sellers',
  method: 'GET',
  path: '/client/profile/{id}/sellers',
  access: { permissions: ['clientsAgency.*', 'campaigns.show'] },
  spec: 'product.md §7',
  params: idParams,
  answer: envelope(v.array(seller)),
});
