/**
 * Named mutations of the session area (ARCHITECTURE.md, offline data outbox). `profile.update`
 * saves the profile (PUT /profile, spec product.md §7) through the outbox, so
 * an edit made offline reaches the server once when the connection returns;
 * the profile is not mirrored, so there is no optimistic change, and the
 * server's answer refreshes the signed-in profile of the open pages (its
 * `effect`, through `onProfileSaved`, set by api/session.ts) whichever
 * context sent it.
 *
 * Like every feature's mutations file, this module is also loaded by the
 * service worker, which drains the outbox on a Background Sync wake-up with
 * no page open (sw/outbox-sync.ts): it imports the sync engine's
 * `mutations.ts` directly (not its index, which brings React) and nothing
 * that needs a window.
 */
import * as session from '#src/api/contract/session.ts';
import { defineMutation } from '#src/sync/mutations.ts';
import { profileSaved } from './profile-saved.ts';

/** Named after its endpoint, `session.updateProfile` (`profile.update`). */
export const updateProfile = defineMutation({
  endpoint: session.updateProfile,
  args: session.updateProfile.body,
  tables: [],
  optimistic: async () => {},
  request: (args) => ({ endpoint: session.updateProfile, input: { body: args } }),
  effect: (answer) => {
    profileSaved(answer.data);
  },
  describe: (args) => ({ es: `Actualizar tu perfil (${args.name})`, en: `Update your profile (${args.name})` }),
});

export const profileMutations = [updateProfile];
