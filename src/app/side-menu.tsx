/**
 * The list of side-menu links for a profile (spec §2, §6): only the entries
 * its permissions allow, the current one highlighted and marked
 * `aria-current="page"`.
 */
import { Box, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { isActive, visibleEntries, type MenuProfile } from './navigation.ts';
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
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" p="2" m="0" data-testid="side-menu">
      {visibleEntries(profile).map((entry) => {
        const active = isActive(pathname, entry.to);
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
