/**
 * Argument pieces every creative-approval mutation shares (product.md §4): positive ids, labels for the sync
 * centre (at most 200 characters), comments (a required one is trimmed, not blank, at most 1,000 characters; an
 * optional blank one is not sent), the key of a Blob given to `enqueue({ blobs })`.
 *
 * None of these entities is mirrored (the screens read them online with `useRead`), so a mutation changes no
 * table: a screen shows the action as pending from its outbox entry (`usePending`) until the server
 * acknowledges it, then the reads it `invalidates` are read again.
 */
import * as v from 'valibot';

export const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
export const label = v.pipe(v.string(), v.maxLength(200));
/** A comment the server requires (a denial, a rejection): trimmed, not blank, at most 1,000 characters. */
export const requiredComment = v.pipe(v.string(), v.trim(), v.nonEmpty('A comment is required.'), v.maxLength(1000));
/** An optional comment: trimmed; blank is not sent. */
export const optionalComment = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000)));
/** Key of the Blob given to enqueue (`{ blobs: { file } }`). */
export const blobKey = v.pipe(v.string(), v.nonEmpty());
/** No mirrored table, no optimistic change. */
export const noMirror = { tables: [] as const, optimistic: async () => {} };
/** The body part of an optional comment: nothing when blank. */
export const withComment = (comment: string | undefined) => (comment ? { comment } : {});
