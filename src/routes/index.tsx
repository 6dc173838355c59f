/** `/`: until the public site is built, goes to /dashboard with a stored token and to /login without one. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { getToken } from '../api/token.ts';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: getToken() ? '/dashboard' : '/login', replace: true });
  },
});
