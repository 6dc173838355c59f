/**
 * /login (spec product.md §2, §7): the sign-in form with links to /forget and
 * /register, the first-access entry for invited users, and, with
 * `?select=true`, the account switcher. Stored accounts get a link to the
 * switcher. The email field has focus when the page opens; switching between
 * sign-in and first access moves focus to the new heading so screen readers
 * announce it.
 */
import { useState } from 'react';
import { Button, PageHeading, Separator, Stack, TextLink } from '#src/ui/public/parts.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useStoredAccounts } from '../api/sign-in.ts';
import { AccountSwitcher } from './account-switcher.tsx';
import { FirstAccessForm } from './first-access-form.tsx';
import { LoginForm } from './login-form.tsx';

export interface LoginPageProps {
  /** `?select=true`: show the account switcher. */
  select?: boolean;
}

export function LoginPage({ select = false }: LoginPageProps) {
  return select ? <AccountSwitcher /> : <SignIn />;
}

function SignIn() {
  const { t } = useLingui();
  const accounts = useStoredAccounts();
  const [firstAccess, setFirstAccess] = useState(false);
  const [toggled, setToggled] = useState(false);
  // a panel that replaced the other one announces itself: its heading takes focus when it mounts
  const heading = toggled ? (el: HTMLHeadingElement | null) => el?.focus() : undefined;

  const toggle = () => {
    setToggled(true);
    setFirstAccess((x) => !x);
  };

  if (firstAccess) {
    return (
      <Stack gap={6}>
        <PageHeading
          ref={heading}
          title={t`First access`}
          description={t`Were you invited? Enter your email, the code from your invitation and choose your password.`}
        />
        <FirstAccessForm />
        <Button variant="ghost" start onClick={toggle}>
          <Trans>I already have a password</Trans>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap={6}>
      <PageHeading
        ref={heading}
        title={t`Sign in`}
        description={t`Welcome back. Sign in to plan, buy and manage your media.`}
      />
      <LoginForm autoFocus={!toggled} />
      <Stack gap={3} className="pu-sm">
        <TextLink to="/forget" className="pu-start">
          <Trans>Forgot your password?</Trans>
        </TextLink>
        {accounts.length > 0 && (
          <TextLink to="/login" search={{ select: true }} className="pu-start">
            <Trans>Choose one of my saved accounts</Trans>
          </TextLink>
        )}
      </Stack>
      <Separator />
      <Stack gap={3}>
        <p>
          <Trans>
            New to Pauta? <TextLink to="/register">Create an account</TextLink>
          </Trans>
        </p>
        <Button variant="outline" onClick={toggle}>
          <Trans>First access with an invitation code</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}
