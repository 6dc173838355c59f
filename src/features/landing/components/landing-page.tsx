/**
 * Public landing page (route `/`): the Pauta mark and name, the tagline, the
 * language toggle and a small API status line. Reads the server only through
 * `useLanguages` (features/landing/api), never with fetch/ky directly.
 */
import { Box, Container, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { LanguageToggle } from '../../../ui/language-toggle.tsx';
import { useLanguages } from '../api/use-languages.ts';
import { ApiStatus } from './api-status.tsx';

export function LandingPage() {
  const languages = useLanguages();

  return (
    <Flex minH="100dvh" direction="column" bg="bg" color="ink.fg">
      <Box h="1.5" bgGradient="to-r" gradientFrom="brand.solid" gradientTo="accent.solid" />
      <Container maxW="6xl" py="4">
        <HStack justify="space-between">
          <HStack gap="2">
            <Image src="/favicon.svg" alt="" boxSize="8" />
            <Text fontWeight="bold" fontSize="lg">Pauta</Text>
          </HStack>
          <LanguageToggle />
        </HStack>
      </Container>
      <Container maxW="3xl" flex="1" display="flex" alignItems="center" py={{ base: '10', md: '20' }}>
        <Stack gap="6">
          <Heading as="h1" size={{ base: '4xl', md: '6xl' }} letterSpacing="tight">
            Pauta
          </Heading>
          <Text fontSize={{ base: 'xl', md: '2xl' }} lineHeight="short">
            <Trans>The largest automated out-of-home media buying platform in Latin America</Trans>
          </Text>
          <Box borderTopWidth="1px" borderColor="border" pt="4">
            <ApiStatus state={languages} />
          </Box>
        </Stack>
      </Container>
    </Flex>
  );
}
