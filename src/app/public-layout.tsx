/**
 * The public layout of the sign-in pages (spec product.md §2 "These pages use
 * a public layout: a back link to / (except on /change), a translated tagline
 * and the product logo"; §9 "public form column 456 px").
 *
 * Phones: one column — header (back link, language), logo and tagline, then
 * the page, full width. From `lg` (1024 px) a dark brand panel with the logo
 * and tagline fills the left and the page sits in a 456 px column on the
 * right. The page content is the `main` landmark (id `main`).
 */
import type { ReactNode } from 'react';
import { Box, Flex, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { LanguageToggle } from '../ui/language-toggle.tsx';

/** Width of the form column on desktop, px (spec §9). */
export const PUBLIC_FORM_COLUMN = '456px';

export interface PublicLayoutProps {
  children: ReactNode;
  /** Shows the back link to / (default true; false on /change). */
  backLink?: boolean;
}

function Logo({ size }: { size: 'md' | 'lg' }) {
  const px = size === 'lg' ? 56 : 36;
  return (
    <HStack gap="3">
      <img src="/favicon.svg" alt="" width={px} height={px} />
      <Text as="span" fontWeight="bold" fontSize={size === 'lg' ? '4xl' : '2xl'} letterSpacing="tight">
        Pauta
      </Text>
    </HStack>
  );
}

function Tagline(props: { color?: string; fontSize?: string }) {
  return (
    <Text {...props}>
      <Trans>The largest automated out-of-home media buying platform in Latin America</Trans>
    </Text>
  );
}

/** Frame of /login, /forget, /reset, /register, /accept and /change. */
export function PublicLayout({ children, backLink = true }: PublicLayoutProps) {
  return (
    <Flex minH="100dvh" bg="bg">
      <Flex
        display={{ base: 'none', lg: 'flex' }}
        flex="1"
        direction="column"
        justify="center"
        gap="6"
        px="16"
        bg="ink.800"
        color="ink.50"
        bgGradient="to-br"
        gradientFrom="ink.800"
        gradientVia="ink.800"
        gradientTo="accent.800"
      >
        <Logo size="lg" />
        <Heading as="p" size="2xl" maxW="lg" fontWeight="semibold" lineHeight="short">
          <Trans>The largest automated out-of-home media buying platform in Latin America</Trans>
        </Heading>
      </Flex>

      <Flex
        direction="column"
        flex={{ base: '1', lg: 'none' }}
        w={{ base: 'full', lg: 'auto' }}
        px={{ base: '4', md: '10' }}
        py={{ base: '4', md: '6' }}
      >
        <HStack as="header" justify={backLink ? 'space-between' : 'flex-end'} gap="4" w="full">
          {backLink && (
            <Link asChild fontWeight="medium" color="fg.muted">
              <RouterLink to="/" reloadDocument>
                <span aria-hidden="true">←</span>
                <Trans>Back to home</Trans>
              </RouterLink>
            </Link>
          )}
          <LanguageToggle />
        </HStack>

        <Box as="main" id="main" flex="1" display="flex" alignItems="center" w="full" py={{ base: '6', md: '10' }}>
          <Stack gap="8" w={{ base: 'full', md: PUBLIC_FORM_COLUMN }} maxW="full" mx="auto">
            <Stack gap="2" hideFrom="lg">
              <Logo size="md" />
              <Tagline color="fg.muted" fontSize="sm" />
            </Stack>
            {children}
          </Stack>
        </Box>
      </Flex>
    </Flex>
  );
}
