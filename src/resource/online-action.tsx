/**
 * A button for work that needs the server now and is never queued — exports, downloads, saving or sharing a
 * report (issue 18: "exports and refreshes say they need a connection"; §8: an export never fails silently).
 *
 * - Offline (the sync engine's status: no network or the API not reachable) the button is disabled and a sentence
 *   beside it says the action needs a connection.
 * - While it runs, the button shows progress and the others of its group wait (`busy`).
 * - A failure shows the server's message under it (`role="alert"`); a lost connection says so in words.
 */
import { useState, type ReactNode } from 'react';
import { Button, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '#src/api/errors.ts';
import { useConnected } from '#src/sync/index.ts';

/** True while the device can reach the API (network up and the API answering). */
export function useOnline(): boolean {
  return useConnected();
}

/** The message shown for a failed online action: the server's words, or that it needs a connection. */
export function useActionError(): (e: unknown) => string {
  const { t } = useLingui();
  return (e) =>
    e instanceof ApiError && e.isNetwork
      ? t`This needs a connection. Try again when the app is online.`
      : e instanceof Error && e.message
        ? e.message
        : t`Something went wrong. Try again.`;
}

export interface OnlineActionProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  children: ReactNode;
  /** The work; its rejection is shown (useActionError). */
  run: () => Promise<unknown>;
  /** Said when it succeeds (role=status), e.g. "Saved". */
  done?: ReactNode;
}

/** A button that runs `run` online only (module doc). */
export function OnlineAction({ children, run, done, disabled, ...button }: OnlineActionProps) {
  const online = useOnline();
  const describe = useActionError();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  const start = async () => {
    setBusy(true);
    setError(null);
    setSucceeded(false);
    try {
      await run();
      setSucceeded(true);
    } catch (e) {
      setError(describe(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="1" align="flex-start">
      <Button
        size="sm"
        variant="outline"
        {...button}
        loading={busy}
        disabled={disabled || !online || busy}
        onClick={() => void start()}
      >
        {children}
      </Button>
      {!online && (
        <Text fontSize="xs" color="fg.muted" data-testid="needs-connection">
          <Trans>Needs a connection.</Trans>
        </Text>
      )}
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" data-testid="action-error">
          {error}
        </Text>
      )}
      {succeeded && done && (
        <Text role="status" color="fg.muted" fontSize="sm">
          {done}
        </Text>
      )}
    </Stack>
  );
}
