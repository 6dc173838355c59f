/** `/login`, and `/login?select=true` for the account switcher (spec §2). */
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginPage } from '#src/features/session/components/login-page.tsx';

const search = v.object({
  /** `true` (or the text "true") opens the account switcher; anything else is ignored. */
  select: v.optional(
    v.fallback(
      v.pipe(
        v.union([v.boolean(), v.string()]),
        v.transform((x) => x === true || x === 'true'),
      ),
      false,
    ),
  ),
});

export const Route = createFileRoute('/_guest/login')({
  validateSearch: search,
  component: LoginRoute,
});

function LoginRoute() {
  const { select } = Route.useSearch();
  return <LoginPage select={select === true} />;
}
