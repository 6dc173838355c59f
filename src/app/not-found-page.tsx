/**
 * The 404 screen: shown by the root route for any path no route matches.
 */
import { Container, Heading, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

export function NotFoundPage() {
  return (
    <Container maxW="xl" py="20">
      <Stack gap="4" align="start">
        <Heading as="h1" size="2xl">
          <Trans>This page could not be found</Trans>
        </Heading>
        <Link asChild color="accent.fg" fontWeight="medium">
          <RouterLink to="/">
            <Trans>Back to the home page</Trans>
          </RouterLink>
        </Link>
      </Stack>
    </Container>
  );
}
