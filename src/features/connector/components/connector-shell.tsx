/**
 * The parts the three connector screens share (product.md §2 connector; issue 20 "connector screens say they need
 * a connection"): the page heading (the screen's one h1) with the links between the three screens and the "New …"
 * button, the sentence saying the connector needs a connection while offline, the row buttons with their inline
 * delete confirmation (the server's refusal, e.g. 409 in use, shown under the heading), and a form's buttons.
 * Everything that writes is disabled offline; what was read last stays on screen.
 */
import { useState, type ReactNode } from 'react';
import { Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ApiError } from '#src/api/errors.ts';
import { useEnumLabel } from '#src/i18n/enum-labels.ts';
import { useActionError, useOnline } from '#src/resource/online-action.tsx';
import { notifySuccess } from '#src/ui/notices.tsx';

export type ConnectorScreen = 'connection' | 'specification' | 'pipelines';

/** Links between the three connector screens; the current one is marked for screen readers. */
export function ConnectorNav({ current }: { current: ConnectorScreen }) {
  const { t } = useLingui();
  const links: { key: ConnectorScreen; to: string; label: string }[] = [
    { key: 'pipelines', to: '/dashboard/connector/pipelines', label: t`Pipelines` },
    { key: 'connection', to: '/dashboard/connector/connection', label: t`Connections` },
    { key: 'specification', to: '/dashboard/connector/specification', label: t`Data specifications` },
  ];
  return (
    <Flex as="nav" aria-label={t`Connector`} gap="4" wrap="wrap" fontSize="sm">
      {links.map((l) =>
        l.key === current ? (
          <Text as="span" key={l.key} fontWeight="semibold" aria-current="page">
            {l.label}
          </Text>
        ) : (
          <Link key={l.key} to={l.to}>
            {l.label}
          </Link>
        ),
      )}
    </Flex>
  );
}

/** "Needs a connection." beside a disabled action (the kit's words, src/resource/online-action.tsx). */
export function NeedsConnection() {
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="needs-connection">
      <Trans>Needs a connection.</Trans>
    </Text>
  );
}

/**
 * The screen's h1, the connector's links, the "New …" button (hidden while a form is open) and, offline, the
 * sentence saying changes need a connection; then the screen's `children`.
 */
export function ConnectorPage(props: {
  title: string;
  current: ConnectorScreen;
  newLabel: string;
  /** Opens the new-row form; undefined hides the button (a form is open). */
  onNew: (() => void) | undefined;
  /** A refusal of the last delete (409 in use…), shown under the heading. */
  problem?: string | null | undefined;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const online = useOnline();
  return (
    <Stack gap="4" minW="0">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h1" size="2xl">
          {props.title}
        </Heading>
        {props.onNew && (
          <Button colorPalette="brand" disabled={!online} onClick={props.onNew}>
            {props.newLabel}
          </Button>
        )}
      </Flex>
      <ConnectorNav current={props.current} />
      {props.intro && <Text color="fg.muted">{props.intro}</Text>}
      {!online && (
        <Box role="status" p="3" borderWidth="1px" borderRadius="md" bg="bg.muted" data-testid="connector-offline">
          <Trans>
            The connector works on the server: creating, editing, deleting and running need a connection. What was read
            last is shown below.
          </Trans>
        </Box>
      )}
      {props.problem && (
        <Text role="alert" p="3" borderRadius="md" bg="bg.warning">
          {props.problem}
        </Text>
      )}
      {props.children}
    </Stack>
  );
}

/** The Edit and Delete buttons of a row, with the inline confirmation; `remove` resolves with the server's message. */
export function RowActions(props: {
  name: string;
  onEdit: () => void;
  editLabel?: string | undefined;
  remove: () => Promise<string>;
  onRefused: (message: string | null) => void;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const describe = useActionError();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    props.onRefused(null);
    try {
      notifySuccess(await props.remove());
    } catch (e) {
      props.onRefused(describe(e));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  if (confirming)
    return (
      <HStack gap="1" wrap="wrap">
        <Text fontSize="sm">{t`Delete ${props.name}?`}</Text>
        <Button size="xs" colorPalette="red" loading={busy} disabled={!online} onClick={() => void remove()}>
          <Trans>Yes, delete</Trans>
        </Button>
        <Button size="xs" variant="ghost" onClick={() => setConfirming(false)}>
          <Trans>Keep</Trans>
        </Button>
      </HStack>
    );
  return (
    <HStack gap="1">
      <Button size="xs" variant="outline" aria-label={t`Edit ${props.name}`} onClick={props.onEdit}>
        {props.editLabel ?? <Trans>Edit</Trans>}
      </Button>
      <Button
        size="xs"
        variant="ghost"
        aria-label={t`Delete ${props.name}`}
        disabled={!online}
        onClick={() => setConfirming(true)}
      >
        <Trans>Delete</Trans>
      </Button>
    </HStack>
  );
}

/** A form's Save and Cancel, Save disabled offline with the kit's sentence. */
/**
 * The frame of a connector form (connections, specifications, pipelines): a named form, its h2 title, and the
 * server's refusal as an alert above the fields; `onSubmit` runs with the browser's own submit prevented.
 */
export function FormFrame(props: {
  title: string;
  problem: string | undefined;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      aria-label={props.title}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      <Stack gap="4" p="4" borderWidth="1px" borderRadius="lg" bg="bg">
        <Heading as="h2" size="lg">
          {props.title}
        </Heading>
        {props.problem && (
          <Text role="alert" p="3" borderRadius="md" bg="bg.warning">
            {props.problem}
          </Text>
        )}
        {props.children}
      </Stack>
    </form>
  );
}

export function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const online = useOnline();
  return (
    <HStack gap="2" wrap="wrap">
      <Button type="submit" colorPalette="brand" loading={busy} disabled={!online}>
        <Trans>Save</Trans>
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
      {!online && <NeedsConnection />}
    </HStack>
  );
}

/** A field's message under a control that has no error line of its own (selects, file inputs, the mappings). */
export function FieldMessage({ id, children }: { id?: string | undefined; children: ReactNode }) {
  if (!children) return null;
  return (
    <Text id={id} role="alert" color="fg.error" fontSize="sm" mt="1">
      {children}
    </Text>
  );
}

/** A refused save as the form shows it: a sentence on top and the first message per field. */
export interface Refusal {
  form: string | undefined;
  fields: Record<string, string>;
}

/**
 * How a form shows a refused save (spec §8): offline, that saving needs a connection and nothing is lost; a 422,
 * the first message of each field under it; a 413 or 415 of an upload, under `fileField`; else the server's words.
 */
export function useRefusal(): (e: unknown, fileField?: string) => Refusal {
  const { t } = useLingui();
  const describe = useActionError();
  return (e, fileField) => {
    if (e instanceof ApiError) {
      if (e.isNetwork)
        return {
          form: t`Saving needs a connection. Nothing you typed is lost: save again when the device is back online.`,
          fields: {},
        };
      const fields = Object.fromEntries(
        Object.entries(e.errors ?? {}).flatMap(([k, m]) => (m[0] ? [[k, m[0]] as const] : [])),
      );
      if (fileField && (e.status === 413 || e.status === 415)) fields[fileField] ??= e.message;
      return { form: Object.keys(fields).length ? undefined : e.message, fields };
    }
    return { form: describe(e), fields: {} };
  };
}

/**
 * A select's options from a server option list (`{ id, name }`, named in the caller's language), or — while it is
 * not read (offline, never read) — from `keys` named by `labels`; only the ids in `keys` are offered.
 */
export function useOptionChoices(
  list: { value: readonly { id: string; name: string }[] | undefined },
  keys: readonly string[],
  labels: Readonly<Record<string, MessageDescriptor>>,
): { value: string; label: string }[] {
  const label = useEnumLabel(labels);
  const named = new Map((list.value ?? []).map((o) => [o.id, o.name]));
  return keys.map((k) => ({ value: k, label: named.get(k) ?? label(k) }));
}
