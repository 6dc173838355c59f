/**
 * The generic error page (spec product.md §2, §8): the message and the status
 * (default 500); for 404 the message 'This page could not be found' and a
 * link 'Back to the home page'. `RouteErrorPage` is the router's error
 * component: a failed chunk load reloads the page instead (at most once a
 * minute, chunk-reload.ts).
 */
import type { ErrorComponentProps } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Button, Stack } from '../ui/public/parts.tsx';
import { reloadForChunkError } from './chunk-reload.ts';

export interface ErrorPageProps {
  /** HTTP-like status shown to the user; default 500. */
  status?: number;
  /** What went wrong; default depends on the status. */
  message?: string;
  onRetry?: () => void;
}

export function ErrorPage({ status = 500, message, onRetry }: ErrorPageProps) {
  return (
    <div className="pu">
      <div className="pu-error-page" role="alert">
        <Stack gap={4}>
          <p className="pu-status" data-testid="error-status">
            {status}
          </p>
          <h1 className="pu-h1">
            {message ??
              (status === 404 ? <Trans>This page could not be found</Trans> : <Trans>Something went wrong</Trans>)}
          </h1>
          {onRetry && (
            <Button variant="solid" start onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          )}
          {/* a document link: the public site is prerendered HTML outside the app (src/landing/) */}
          <a className="pu-link pu-start" href="/">
            <Trans>Back to the home page</Trans>
          </a>
        </Stack>
      </div>
    </div>
  );
}

/** The 404 page shown for any URL no route matches. */
export function NotFoundPage() {
  return <ErrorPage status={404} />;
}

/** Error component of the router: reload on chunk errors, else the error page with the error's status and message. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  if (reloadForChunkError(error)) return null;
  const status =
    typeof (error as { status?: unknown }).status === 'number' && (error as { status: number }).status > 0
      ? (error as { status: number }).status
      : 500;
  return <ErrorPage status={status} message={error instanceof Error ? error.message : undefined} onRetry={reset} />;
}
