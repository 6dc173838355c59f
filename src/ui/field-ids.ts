/**
 * The ids a form field's parts carry, shared by both widget kits' field frames (src/ui/field-frame.tsx,
 * src/ui/public/fields.tsx; spec product.md §2 "Shared widgets"): an error replaces the hint, and the control's
 * aria-describedby lists the visible line (error or hint) and the counter.
 */
import type { ReactNode } from 'react';

/** Whether a hint or error is there to show (not undefined, null, false or ''). */
export const shown = (x: ReactNode): boolean => x !== undefined && x !== null && x !== false && x !== '';

/**
 * @param control the control's id
 * @returns ids of the error, hint and counter lines, which of them show, and the control's aria-describedby
 *   (undefined when nothing describes it)
 */
export function fieldIds(control: string, parts: { error?: ReactNode; hint?: ReactNode; counter: boolean }) {
  const hasError = shown(parts.error);
  const hasHint = !hasError && shown(parts.hint);
  const ids = { error: `${control}-error`, hint: `${control}-hint`, counter: `${control}-counter` };
  const describedBy =
    [hasError && ids.error, hasHint && ids.hint, parts.counter && ids.counter].filter(Boolean).join(' ') || undefined;
  return { ...ids, hasError, hasHint, describedBy };
}
