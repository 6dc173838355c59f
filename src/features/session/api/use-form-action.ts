/**
 * A form submission as a hook: checks the values with the endpoint's valibot
 * schema (nothing is sent while a field is wrong), runs the request, and keeps
 * what the screen shows — sending, the client-side problems by field, the
 * server's error (spec §8: a 422 carries `errors` by field and the first
 * message as `description`) and the last result.
 *
 * Invariants:
 * - one submission at a time: `submit` while sending resolves to undefined;
 * - a new submission clears the previous problems and error;
 * - state is never set after the component unmounted;
 * - every failure is an ApiError (anything else thrown is wrapped, status 0 only for no answer).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type * as v from 'valibot';
import { ApiError } from '#src/api/errors.ts';
import { checkForm, type FieldIssues } from '../model/form-issues.ts';

export interface FormAction<I, O> {
  /**
   * Checks and sends `values`.
   * @returns the result, or undefined when a field is wrong, the call failed or one is already sending
   */
  submit: (values: I) => Promise<O | undefined>;
  /** True while the request is in flight. */
  pending: boolean;
  /** Problems found before sending, first per field. */
  issues: FieldIssues | undefined;
  /** The error of the last attempt. */
  error: ApiError | undefined;
  /** The result of the last successful attempt. */
  result: O | undefined;
  /** Clears issues, error and result. */
  reset: () => void;
}

/** Wraps anything thrown into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error && error.message ? error.message : String(error);
  return new ApiError({ type: 'error', status: 500, message });
}

/**
 * The values are typed by the caller's declared return type (`FormAction<MyValues, O>`):
 * form state is unchecked until `schema` parses it.
 * @param schema the endpoint's body (or query) schema, applied before sending
 * @param run sends the checked values (the schema's output)
 */
export function useFormAction<S extends v.GenericSchema, O>(
  schema: S,
  run: (checked: v.InferOutput<S>) => Promise<O>,
): FormAction<unknown, O> {
  const [pending, setPending] = useState(false);
  const [issues, setIssues] = useState<FieldIssues | undefined>();
  const [error, setError] = useState<ApiError | undefined>();
  const [result, setResult] = useState<O | undefined>();
  const busy = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const submit = async (values: unknown): Promise<O | undefined> => {
    if (busy.current) return undefined;
    setError(undefined);
    setResult(undefined);
    const check = checkForm(schema, values);
    if (!check.ok) {
      setIssues(check.issues);
      return undefined;
    }
    const checked = check.output;
    setIssues(undefined);
    busy.current = true;
    setPending(true);
    try {
      const out = await run(checked);
      if (mounted.current) setResult(out);
      return out;
    } catch (e) {
      if (mounted.current) setError(toApiError(e));
      return undefined;
    } finally {
      busy.current = false;
      if (mounted.current) setPending(false);
    }
  };

  const reset = useCallback(() => {
    setIssues(undefined);
    setError(undefined);
    setResult(undefined);
  }, []);

  return { submit, pending, issues, error, result, reset };
}
