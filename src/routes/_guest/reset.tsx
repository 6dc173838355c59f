/** `/reset?token=…&email=…`: the page the mailed reset link opens (spec §2, §7). */
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordPage } from '#src/features/session/components/reset-password-page.tsx';

/** A query value as text: the router parses numeric-looking values as numbers, so they are turned back. */
const text = v.optional(v.fallback(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), ''), '');

const search = v.object({ token: text, email: text });

export const Route = createFileRoute('/_guest/reset')({
  validateSearch: search,
  component: ResetRoute,
});

function ResetRoute() {
  const { token, email } = Route.useSearch();
  return <ResetPasswordPage token={token ?? ''} email={email ?? ''} />;
}
