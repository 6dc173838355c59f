/**
 * The list of side-menu links for a profile (spec §2, §6): only the entries
 * its permissions allow whose screen the router serves, the current one
 * highlighted and marked `aria-current="page"`.
 */
import { Box, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { activeEntry, visibleEntries, type MenuProfile } from './navigation.ts';
import { NAV_LABELS } from './nav-labels.ts';

export function SideMenu({
  profile,
  pathname,
  onNavigate,
}: {
  profile: MenuProfile;
  pathname: string;
  onNavigate?: () => void;
}) {
  const { i18n } = useLingui();
  const router = useRouter();
  const entries = visibleEntries(profile, (to) => to in router.routesByPath);
  const current = activeEntry(entries, pathname);
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" p="2" m="0" data-testid="side-menu">
      {entries.map((entry) => {
        const active = entry === current;
        return (
          <Box as="li" key={entry.key}>
            <Link
              asChild
              display="block"
              px="3"
              py="2"
              borderRadius="md"
              fontWeight={active ? 'semibold' : 'normal'}
              bg={active ? 'brand.solid' : 'transparent'}
              color={active ? 'brand.contrast' : 'ink.50'}
              _hover={{ bg: active ? 'brand.solid' : 'ink.700', textDecoration: 'none' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.400', outlineOffset: '1px' }}
              data-entry={entry.key}
            >
              <RouterLink to={entry.to} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                {i18n._(NAV_LABELS[entry.key])}
              </RouterLink>
            </Link>
          </Box>
        );
      })}
    </Stack>
  );
}
