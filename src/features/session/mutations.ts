/**
 * Named mutations of the session area (issue 4 outbox). `profile.update`
 * saves the profile (PUT /profile, spec product.md §7) through the outbox, so
 * an edit made offline reaches the server once when the connection returns;
 * the profile is not mirrored, so there is no optimistic change, and the
 * server's answer refreshes the signed-in profile.
 */
import { session } from '../../api/contract/index.ts';
import { defineMutation } from '../../sync/index.ts';
import { updateSessionProfile } from './api/session.ts';

export const profileUpdate = defineMutation({
  name: 'profile.update',
  args: session.updateProfile.body,
  tables: [],
  optimistic: async () => {},
  request: (args) => ({ endpoint: session.updateProfile, input: { body: args } }),
  fold: async (_tx, answer) => { updateSessionProfile(answer.data); },
  describe: (args) => ({ es: `Actualizar tu perfil (${args.name})`, en: `Update your profile (${args.name})` }),
});

export const profileMutations = [profileUpdate];
