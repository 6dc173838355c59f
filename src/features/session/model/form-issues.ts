/**
 * Client-side form checks with the contract's own valibot schemas (spec
 * product.md §5, §8): a form's values are parsed with the endpoint's body
 * schema before sending, and each failing field gets one problem kind that
 * the screen words in the interface language. Pure; no React, no I/O.
 */
import * as v from 'valibot';

/** What is wrong with a field. */
export type IssueKind =
  | 'required'
  | 'email'
  | 'too-short'
  | 'too-long'
  | 'mismatch'
  | 'not-image'
  | 'too-large'
  | 'invalid';

export interface FieldIssue {
  kind: IssueKind;
  /** The limit of `too-short` / `too-long` (characters) or `too-large` (bytes). */
  limit?: number;
}

/** First problem per field, keyed by the field's dot path (`_` for the whole form). */
export type FieldIssues = Record<string, FieldIssue>;

/** Result of {@link checkForm}: the parsed body to send, or the problems by field. */
export type FormCheck<T> = { ok: true; output: T } | { ok: false; issues: FieldIssues };

/** The problem kind of one valibot issue (same reading as the server's 422 messages). */
export function issueOf(issue: v.BaseIssue<unknown>): FieldIssue {
  const limit =
    typeof (issue as { requirement?: unknown }).requirement === 'number'
      ? (issue as { requirement: number }).requirement
      : undefined;
  const missing = issue.input === undefined || issue.input === null || issue.input === '';
  switch (issue.type) {
    case 'partial_check':
    case 'check':
      return { kind: 'mismatch' };
    case 'non_empty':
      return { kind: 'required' };
    case 'min_length':
      return missing ? { kind: 'required' } : { kind: 'too-short', ...(limit !== undefined ? { limit } : {}) };
    case 'max_length':
      return { kind: 'too-long', ...(limit !== undefined ? { limit } : {}) };
    case 'email':
      return { kind: 'email' };
    case 'mime_type':
      return { kind: 'not-image' };
    case 'max_size':
      return { kind: 'too-large', ...(limit !== undefined ? { limit } : {}) };
    default:
      return missing ? { kind: 'required' } : { kind: 'invalid' };
  }
}

/** Groups issues by field, keeping the first per field. */
export function issuesByField(issues: readonly v.BaseIssue<unknown>[]): FieldIssues {
  const out: FieldIssues = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '_';
    out[field] ??= issueOf(issue);
  }
  return out;
}

/** Parses `values` with `schema`: the output to send, or the problems by field. */
export function checkForm<S extends v.GenericSchema>(schema: S, values: unknown): FormCheck<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, values);
  return parsed.success ? { ok: true, output: parsed.output } : { ok: false, issues: issuesByField(parsed.issues) };
}
