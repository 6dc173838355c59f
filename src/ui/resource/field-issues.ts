/**
 * Field messages from a valibot validation (spec product.md §5 "Validation
 * rules", §8: a refused save shows each field's message under that field).
 * The form checks what it sends with the endpoint's own body schema, so the
 * same rules answer on the device and on the server; this names the issues
 * in the interface language. Pure: no React.
 */
import type * as v from 'valibot';

/** Words for a validation issue, in the interface language (Lingui `t`). */
export type IssueWords = (issue: v.BaseIssue<unknown>) => string;

/** The first message per top-level field of the issues; issues with no field go under `''`. */
export function issuesByField(issues: readonly v.BaseIssue<unknown>[], words: IssueWords): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : '';
    out[field] ??= words(issue);
  }
  return out;
}

/** The first message per field of a server's 422 `errors` map (`{ field: [messages] }`). */
export function serverErrorsByField(errors: Record<string, readonly string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) if (messages[0]) out[field] = messages[0];
  return out;
}
