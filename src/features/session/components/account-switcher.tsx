/**
 * The account switcher, /login?select=true (spec product.md §2, §3, §4): the
 * accounts stored on this device with name, email and type, the active one
 * marked. Choosing one switches to it (its token is verified with GET
 * /auth/user) and opens /dashboard; when that fails the current account stays
 * and the sign-in form opens with that email. "Add another account" shows the
 * sign-in form. Works signed in or not.
 */
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, InitialsBadge, PageHeading, Stack } from '#src/ui/public/parts.tsx';
import { removeStoredAccount, useStoredAccounts, useSwitchAccount, type StoredAccount } from '../api/sign-in.ts';
import { LoginForm } from './login-form.tsx';
import { useRoleName } from './role-name.ts';

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
      <Stack gap={6}>
        <PageHeading
          title={accounts.length ? t`Add an account` : t`Sign in`}
          description={accounts.length ? t`Sign in to another account; you can switch between them later.` : undefined}
        />
        {mode.failed && (
          <Alert status="warning">
            <Trans>The session of {failedEmail} could not be opened. Sign in to it again.</Trans>
          </Alert>
        )}
        <LoginForm key={mode.email ?? ''} initialEmail={mode.email} autoFocus />
        {accounts.length > 0 && (
          <Button variant="ghost" start onClick={() => setMode({ kind: 'list' })}>
            <Trans>Back to my accounts</Trans>
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      <PageHeading title={t`Choose an account`} description={t`Accounts you have signed in to on this device.`} />
      <Stack as="ul" gap={2} aria-label={t`Stored accounts`}>
        {accounts.map((account) => (
          <li key={account.id} className="pu-account">
            <Button
              aria-current={account.active ? 'true' : undefined}
              loading={switching === account.id}
              loadingText={account.name}
              disabled={switching !== undefined}
              onClick={() => void choose(account)}
            >
              <span aria-hidden="true">
                <InitialsBadge name={account.name} />
              </span>
              <span className="pu-account-who">
                <strong>{account.name}</strong>
                <span className="pu-sm pu-muted">{account.email}</span>
              </span>
              <span className="pu-account-tags">
                {account.type && <Badge>{roleName(account.type)}</Badge>}
                {account.active && (
                  <Badge green>
                    <Trans>Active</Trans>
                  </Badge>
                )}
              </span>
            </Button>
            {!account.active && <RemoveButton account={account} disabled={switching !== undefined} />}
          </li>
        ))}
      </Stack>
      <Button brand onClick={() => setMode({ kind: 'add' })}>
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
    <Button
      variant="ghost"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => removeStoredAccount(account.id)}
    >
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M18 6 6 18M6 6l12 12" />
      </svg>
    </Button>
  );
}
