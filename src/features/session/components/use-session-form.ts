/**
 * Form state for the session screens: the values typed (never lost on an
 * error), the error line of each field and the form-level error, worded in
 * the interface language (spec product.md §8):
 * - a field shows its client-side problem, else the server's first 422
 *   message for it; once the user edits the field its error hides until the
 *   next submit;
 * - the form error is the first validation message of a 422 (its
 *   `description`), the server's message for other errors, or a "no
 *   connection" text when there was no answer.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ApiError } from '#src/api/errors.ts';
import { PASSWORD_MIN_LENGTH } from '#src/api/contract/common.ts';
import type { FieldIssue } from '../model/form-issues.ts';
import type { FormAction } from '../api/use-form-action.ts';
import { useUnsavedChanges } from '#src/lib/unsaved-changes.ts';

/** Props a field widget (TextInput, PasswordInput) takes from the form. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** The hint under every new-password field: the contract's minimum length (the server also refuses common passwords). */
export function usePasswordHint(): string {
  const { t } = useLingui();
  const min = PASSWORD_MIN_LENGTH;
  return t`At least ${min} characters.`;
}

/** Words a client-side problem in the interface language. */
export function useIssueText(): (issue: FieldIssue) => string {
  const { t } = useLingui();
  return useCallback(
    (issue: FieldIssue) => {
      const limit = issue.limit ?? 0;
      switch (issue.kind) {
        case 'required':
          return t`This field is required.`;
        case 'email':
          return t`Enter a valid email address.`;
        case 'too-short':
          return t`Use at least ${limit} characters.`;
        case 'too-long':
          return t`Use at most ${limit} characters.`;
        case 'mismatch':
          return t`The passwords do not match.`;
        case 'not-image':
          return t`Choose an image file (JPEG, PNG, WebP or GIF).`;
        case 'too-large': {
          const megabytes = Math.round(limit / 1024 / 1024);
          return t`The file is too large (at most ${megabytes} MB).`;
        }
        case 'invalid':
          return t`Check this value.`;
      }
    },
    [t],
  );
}

/** The form-level text of an error (see module doc), or undefined. */
export function useErrorText(): (error: ApiError | undefined) => string | undefined {
  const { t } = useLingui();
  return useCallback(
    (error: ApiError | undefined) => {
      if (!error) return undefined;
      if (error.isNetwork) return t`The server could not be reached. Check your connection and try again.`;
      if (error.status === 422) return error.description ?? error.message;
      return error.description && error.description !== error.message
        ? `${error.message} ${error.description}`
        : error.message;
    },
    [t],
  );
}

/**
 * Binds a form's values to a FormAction.
 * @param initial the starting values (all strings)
 * @param action the screen's hook result
 * @param onDone runs with the result of a successful submit, the values sent and the setter of the values
 */
export function useSessionForm<V extends Record<string, string>, O>(
  initial: V,
  action: FormAction<V, O>,
  onDone?: (result: O, values: V, setValues: (next: V) => void) => void | Promise<void>,
) {
  const [values, setValues] = useState<V>(initial);
  const [saved, setSaved] = useState<V>(initial);
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  // input not yet saved holds off the app's update reload (src/app/update-prompt.tsx)
  useUnsavedChanges(Object.keys(values).some((k) => values[k] !== saved[k]));
  const issueText = useIssueText();
  const errorText = useErrorText();

  const set = useCallback((name: keyof V & string, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    setEdited((prev) => (prev.has(name) ? prev : new Set(prev).add(name)));
  }, []);

  const errorOf = (name: string): string | undefined => {
    if (edited.has(name)) return undefined;
    const issue = action.issues?.[name];
    if (issue) return issueText(issue);
    return action.error?.errors?.[name]?.[0];
  };

  const field = (name: keyof V & string): BoundField => ({
    name,
    value: values[name] ?? '',
    onChange: (value: string) => set(name, value),
    error: errorOf(name),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (action.pending) return;
    setEdited(new Set());
    const result = await action.submit(values);
    if (result !== undefined) {
      setSaved(values);
      await onDone?.(result, values, (next) => {
        setValues(next);
        setSaved(next);
      });
    }
  };

  return {
    values,
    setValues,
    set,
    field,
    errorOf,
    onSubmit,
    /** The form-level error line (server or network), if any. */
    formError: errorText(action.error),
    pending: action.pending,
  };
}
