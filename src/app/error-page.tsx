/**
 * The generic error page (spec product.md §2, §8): the message and the status
 * (default 500); for 404 the message 'This page could not be found' and a
 * link 'Back to the home page'. `RouteErrorPage` is the router's error
 * component: a failed chunk load reloads the page instead (at most once a
 * minute, chunk-reload.ts).
 */
import { Button, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, type ErrorComponentProps } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
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
    <Container maxW="xl" py="20" role="alert">
      <Stack gap="4" align="start">
        <Text fontSize="6xl" fontWeight="bold" color="accent.fg" lineHeight="1" data-testid="error-status">
          {status}
        </Text>
        <Heading as="h1" size="2xl">
          {message ??
            (status === 404 ? <Trans>This page could not be found</Trans> : <Trans>Something went wrong</Trans>)}
        </Heading>
        {onRetry && (
          <Button colorPalette="brand" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Link asChild color="accent.fg" fontWeight="medium">
          <RouterLink to="/" reloadDocument>
            <Trans>Back to the home page</Trans>
          </RouterLink>
        </Link>
      </Stack>
    </Container>
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
