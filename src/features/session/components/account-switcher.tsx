/**
 * The account switcher, /login?select=true (spec product.md §2, §3, §4): the
 * accounts stored on this device with name, email and type, the active one
 * marked. Choosing one switches to it (its token is verified with GET
 * /auth/user) and opens /dashboard; when that fails the current account stays
 * and the sign-in form opens with that email. "Add another account" shows the
 * sign-in form. Works signed in or not.
 */
import { useState } from 'react';
import { Badge, Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { InitialsBadge } from '#src/ui/initials-badge.tsx';
import { removeStoredAccount, useStoredAccounts, useSwitchAccount, type StoredAccount } from '../api/sign-in.ts';
import { FormAlert, PageHeading, useRoleName } from './form-parts.tsx';
import { LoginForm } from './login-form.tsx';

type Mode = { kind: 'list' } | { kind: 'add'; email?: string; failed?: boolean };

export function AccountSwitcher() {
  const { t } = useLingui();
  const accounts = useStoredAccounts();
  const navigate = useNavigate();
  const roleName = useRoleName();
  const { switchTo, switching } = useSwitchAccount();
  const [mode, setMode] = useState<Mode>(accounts.length ? { kind: 'list' } : { kind: 'add' });

  const choose = async (account: StoredAccount) => {
    if (switching !== undefined) return;
    if (await switchTo(account.id)) await navigate({ to: '/dashboard' });
    else setMode({ kind: 'add', email: account.email, failed: true });
  };

  if (mode.kind === 'add') {
    const failedEmail = mode.email;
    return (
      <Stack gap="6">
        <PageHeading
          title={accounts.length ? t`Add an account` : t`Sign in`}
          description={accounts.length ? t`Sign in to another account; you can switch between them later.` : undefined}
        />
        {mode.failed && (
          <FormAlert status="warning">
            <Trans>The session of {failedEmail} could not be opened. Sign in to it again.</Trans>
          </FormAlert>
        )}
        <LoginForm key={mode.email ?? ''} initialEmail={mode.email} autoFocus />
        {accounts.length > 0 && (
          <Button variant="ghost" alignSelf="start" onClick={() => setMode({ kind: 'list' })}>
            <Trans>Back to my accounts</Trans>
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <PageHeading title={t`Choose an account`} description={t`Accounts you have signed in to on this device.`} />
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Stored accounts`}>
        {accounts.map((account) => (
          <HStack as="li" key={account.id} gap="2" align="stretch">
            <Button
              variant="outline"
              flex="1"
              h="auto"
              py="3"
              px="3"
              justifyContent="start"
              textAlign="start"
              whiteSpace="normal"
              borderColor={account.active ? 'brand.solid' : undefined}
              aria-current={account.active ? 'true' : undefined}
              loading={switching === account.id}
              loadingText={account.name}
              disabled={switching !== undefined}
              onClick={() => void choose(account)}
            >
              <Box aria-hidden="true">
                <InitialsBadge name={account.name} />
              </Box>
              <Box flex="1" minW="0">
                <Text fontWeight="semibold" truncate>
                  {account.name}
                </Text>
                <Text fontSize="sm" color="fg.muted" fontWeight="normal" truncate>
                  {account.email}
                </Text>
              </Box>
              <Stack gap="1" align="end">
                {account.type && <Badge variant="subtle">{roleName(account.type)}</Badge>}
                {account.active && (
                  <Badge colorPalette="green" variant="solid">
                    <Trans>Active</Trans>
                  </Badge>
                )}
              </Stack>
            </Button>
            {!account.active && <RemoveButton account={account} disabled={switching !== undefined} />}
          </HStack>
        ))}
      </Stack>
      <Button variant="outline" colorPalette="brand" onClick={() => setMode({ kind: 'add' })}>
        <Trans>Add another account</Trans>
      </Button>
    </Stack>
  );
}

/** Forgets an inactive stored account on this device. */
function RemoveButton({ account, disabled }: { account: StoredAccount; disabled: boolean }) {
  const { t } = useLingui();
  const { name } = account;
  const label = t`Remove ${name} from this device`;
  return (
    <IconButton
      variant="ghost"
      h="auto"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => removeStoredAccount(account.id)}
    >
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
    </IconButton>
  );
}
