/**
 * The dashboard layout (spec product.md §2, §9): a 231 px side menu of the
 * entries the profile may see, a header with the profile link (name cut to
 * 11 characters), the language picker, the change-account link and logout,
 * and on phones a menu button opening the same entries in a drawer. On the
 * campaign and proposal editors the side menu starts collapsed and a tab
 * toggles it.
 */
import { useState } from 'react';
import { Box, Button, CloseButton, Drawer, Flex, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useProfile, signOut } from '../features/session/api/session.ts';
import { LanguageToggle } from '../ui/language-toggle.tsx';
import { InitialsBadge } from '../ui/initials-badge.tsx';
import { truncate } from '../lib/text.ts';
import { collapsesMenu, PROFILE_NAME_MAX } from './navigation.ts';
import { SideMenu } from './side-menu.tsx';
import { AccountSync } from './account-sync.tsx';
import { ChakraArea } from './chakra-area.tsx';
import { FirstSyncBar, SyncBadge } from './sync-badge.tsx';
import { SignOutGuard, useSignOutGuard } from './sign-out-guard.tsx';
import { InstallAppButton } from './install-app.tsx';

/** Side menu width, px (spec §9 "sidebar default 231 px"). */
const SIDEBAR_WIDTH = '231px';

function Brand() {
  return (
    <HStack gap="2" px="4" py="4">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <Text fontWeight="bold" fontSize="lg" color="brand.400">
        Pauta
      </Text>
    </HStack>
  );
}

/** Change-account link and logout: in the header on wide screens, in the drawer on phones. */
function AccountActions({ onLogout, inverted = false }: { onLogout: () => void; inverted?: boolean }) {
  return (
    <>
      <Link asChild fontSize="sm" color={inverted ? 'ink.50' : undefined}>
        <RouterLink to="/login" search={{ select: true }}>
          <Trans>Change account</Trans>
        </RouterLink>
      </Link>
      <Button size="sm" variant={inverted ? 'subtle' : 'outline'} onClick={onLogout}>
        <Trans>Log out</Trans>
      </Button>
    </>
  );
}

export function DashboardLayout() {
  const profile = useProfile();
  return (
    <ChakraArea>
      <AccountSync profile={profile}>
        <DashboardFrame />
      </AccountSync>
    </ChakraArea>
  );
}

function DashboardFrame() {
  const { t } = useLingui();
  const profile = useProfile();
  const navigate = useNavigate();
  const name = profile.name;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const collapsible = collapsesMenu(pathname);
  // the tab's choice holds for the screen it was made on; any other screen starts from its default
  const [toggled, setToggled] = useState<{ pathname: string; collapsed: boolean } | null>(null);
  const collapsed = toggled?.pathname === pathname ? toggled.collapsed : collapsible;
  const [drawerOpen, setDrawerOpen] = useState(false);

  const guard = useSignOutGuard(async () => {
    await signOut();
    await navigate({ to: '/login' });
  });
  const logout = guard.request;

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <Link
        href="#main"
        position="absolute"
        left="-9999px"
        _focus={{ left: '2', top: '2', zIndex: 'skipLink', bg: 'bg', p: '2' }}
      >
        <Trans>Skip to content</Trans>
      </Link>

      {!collapsed && (
        <Box
          as="nav"
          aria-label={t`Main menu`}
          w={SIDEBAR_WIDTH}
          flexShrink={0}
          bg="ink.800"
          color="ink.50"
          display={{ base: 'none', lg: 'block' }}
          position="sticky"
          top="0"
          h="100dvh"
          overflowY="auto"
        >
          <Brand />
          <SideMenu profile={profile} pathname={pathname} />
        </Box>
      )}

      {collapsible && (
        // a rail of its own between the menu and the page: the tab never covers the editor's content
        <Box display={{ base: 'none', lg: 'block' }} flexShrink={0} w="8" borderRightWidth="1px" bg="bg.subtle">
          <Button
            position="sticky"
            top="40vh"
            w="8"
            minW="8"
            h="auto"
            py="3"
            px="0"
            size="xs"
            colorPalette="brand"
            borderRadius="0"
            css={{ writingMode: 'vertical-rl' }}
            aria-expanded={!collapsed}
            onClick={() => setToggled({ pathname, collapsed: !collapsed })}
          >
            {collapsed ? <Trans>Show menu</Trans> : <Trans>Hide menu</Trans>}
          </Button>
        </Box>
      )}

      <Flex direction="column" flex="1" minW="0">
        <Flex
          as="header"
          align="center"
          gap="2"
          px={{ base: '3', md: '6' }}
          py="2"
          bg="bg"
          borderBottomWidth="1px"
          position="sticky"
          top="0"
          zIndex="sticky"
        >
          <Button
            variant="ghost"
            size="sm"
            display={{ base: 'inline-flex', lg: 'none' }}
            onClick={() => setDrawerOpen(true)}
            aria-haspopup="dialog"
          >
            <Trans>Menu</Trans>
          </Button>
          <Box flex="1" />
          <InstallAppButton />
          <SyncBadge />
          <LanguageToggle />
          <Link asChild fontWeight="medium" display="inline-flex" alignItems="center" gap="2">
            <RouterLink to="/dashboard/profile" title={profile.name} aria-label={t`Profile: ${name}`}>
              <InitialsBadge name={profile.name} />
              <Text as="span" display={{ base: 'none', sm: 'inline' }} data-testid="profile-name">
                {truncate(profile.name, PROFILE_NAME_MAX)}
              </Text>
            </RouterLink>
          </Link>
          <HStack gap="2" display={{ base: 'none', md: 'flex' }}>
            <AccountActions onLogout={logout} />
          </HStack>
        </Flex>
        <FirstSyncBar />
        <Box as="main" id="main" tabIndex={-1} flex="1" px={{ base: '3', md: '6' }} py="6" minW="0">
          <Outlet />
        </Box>
      </Flex>

      <Drawer.Root open={drawerOpen} onOpenChange={(e) => setDrawerOpen(e.open)} placement="start">
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content bg="ink.800" color="ink.50" maxW="80vw">
              <Drawer.Header p="0" display="flex" justifyContent="space-between" alignItems="center">
                <Drawer.Title asChild>
                  <div>
                    <Brand />
                  </div>
                </Drawer.Title>
                <Drawer.CloseTrigger asChild>
                  <CloseButton color="ink.50" aria-label={t`Close menu`} />
                </Drawer.CloseTrigger>
              </Drawer.Header>
              <Drawer.Body p="0">
                <nav aria-label={t`Main menu`}>
                  <SideMenu profile={profile} pathname={pathname} onNavigate={() => setDrawerOpen(false)} />
                </nav>
                <Stack gap="3" px="5" py="4" borderTopWidth="1px" borderColor="ink.600" align="start">
                  <AccountActions onLogout={logout} inverted />
                </Stack>
              </Drawer.Body>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <SignOutGuard guard={guard} />
    </Flex>
  );
}
