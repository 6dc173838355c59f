/**
 * Pieces the creative-approval screens share (product.md §4): a queued action's line (waiting, uploading,
 * refused with the server's reason and a way to discard or retry), a queued file's preview, a labelled file
 * picker, status badges and file links. A read's state is the shared ReadState (src/ui/resource/read-state.tsx).
 */
import { useId, useMemo, type ReactNode } from 'react';
import { Badge, Box, Button, HStack, Image, Link as ChakraLink, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError } from '#src/ui/notices.tsx';
import { useOutboxEntry, type PendingAction } from '#src/sync/index.ts';
import { useQueuedBlob, useSendingEntry, type ArtFile } from '../api/art.ts';

/** A queued action: waiting, being sent, or refused with the server's reason (discard or retry). */
export function QueuedAction({ action, label }: { action: PendingAction<unknown>; label: ReactNode }) {
  const sending = useSendingEntry();
  const entry = useOutboxEntry();
  const refused = action.state === 'refused';
  return (
    <HStack
      gap="2"
      wrap="wrap"
      fontSize="sm"
      data-testid="queued-action"
      data-state={refused ? 'refused' : 'pending'}
      data-name={action.name}
    >
      <Badge colorPalette={refused ? 'red' : 'orange'} variant="subtle">
        {refused ? (
          <Trans>Refused</Trans>
        ) : sending === action.entryId ? (
          <Trans>Sending…</Trans>
        ) : (
          <Trans>Pending</Trans>
        )}
      </Badge>
      <Text>{label}</Text>
      {refused && (
        <Text color="fg.error" role="alert">
          {action.message}
        </Text>
      )}
      {!refused && sending !== action.entryId && (
        <Text color="fg.muted">
          <Trans>waiting to be sent</Trans>
        </Text>
      )}
      {refused && (
        <>
          <Button size="xs" variant="outline" onClick={() => void entry.discard(action.entryId).catch(notifyError)}>
            <Trans>Discard</Trans>
          </Button>
          <Button size="xs" variant="ghost" onClick={() => void entry.retry(action.entryId).catch(notifyError)}>
            <Trans>Send again</Trans>
          </Button>
        </>
      )}
    </HStack>
  );
}

/** A file waiting in the outbox: a thumbnail for images, its name, and whether it is uploading now. */
export function QueuedFile({ action }: { action: PendingAction<{ fileName: string }> }) {
  const { t } = useLingui();
  const row = useQueuedBlob(action.entryId);
  const sending = useSendingEntry();
  const url = useMemo(
    () =>
      row && row.type.startsWith('image/') && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(row.blob)
        : null,
    [row],
  );
  const name = action.args.fileName;
  const uploading = sending === action.entryId;
  return (
    <Stack gap="1" data-testid="queued-file" data-uploading={uploading || undefined} data-state={action.state}>
      {url && <Image src={url} alt={t`${name}, waiting to upload`} maxH="24" objectFit="contain" />}
      <QueuedAction action={action} label={uploading ? <Trans>Uploading {name}…</Trans> : name} />
    </Stack>
  );
}

/** A labelled file picker (the label is the accessible name of the input; the visible button opens it). */
export function FilePicker({
  label,
  multiple,
  accept,
  onFiles,
  disabled,
}: {
  label: string;
  multiple?: boolean;
  accept?: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Box>
      <VisuallyHidden asChild>
        <input
          id={id}
          type="file"
          multiple={multiple}
          accept={accept}
          disabled={disabled}
          onChange={(e) => {
            onFiles(Array.from(e.currentTarget.files ?? []));
            e.currentTarget.value = '';
          }}
        />
      </VisuallyHidden>
      <Button asChild size="sm" variant="outline" aria-disabled={disabled || undefined}>
        <label htmlFor={id}>{label}</label>
      </Button>
    </Box>
  );
}

const PALETTE: Record<string, string> = {
  draft: 'gray',
  in_review: 'orange',
  accepted: 'green',
  denied: 'red',
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  requested: 'orange',
  paid: 'green',
  none: 'gray',
};

/** A status in plain words (both languages); colour does not carry the meaning alone. */
export function ArtStatusBadge({ status }: { status: string }) {
  const { t } = useLingui();
  const label: Record<string, string> = {
    draft: t`Draft`,
    in_review: t`In review`,
    accepted: t`Accepted`,
    denied: t`Denied`,
    pending: t`Awaiting decision`,
    approved: t`Approved`,
    rejected: t`Rejected`,
    requested: t`Requested`,
    paid: t`Paid`,
    none: t`No arts yet`,
  };
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" data-status={status}>
      {label[status] ?? status}
    </Badge>
  );
}

/** A file: an image preview when it is one, and a link to open it. */
export function FileThumb({ file }: { file: ArtFile }) {
  return (
    <Stack gap="1" maxW="40" data-testid="art-file">
      {file.mime.startsWith('image/') && (
        <Image src={file.url} alt={file.name} maxH="32" objectFit="contain" loading="lazy" />
      )}
      <ChakraLink href={file.url} target="_blank" rel="noopener" fontSize="sm" wordBreak="break-all">
        {file.name}
      </ChakraLink>
    </Stack>
  );
}

/** The message shown after a decision or upload is stored on the device. */
export function useQueuedMessage(): string {
  const { t } = useLingui();
  return t`Saved on this device: it will be sent when the connection returns.`;
}

/** A size artwork must have, in words: "Pantalla 6×3 m", or its name alone without measures. */
export function sizeLabel(s: {
  name: string;
  width: number | null;
  height: number | null;
  measure_unit?: string | null;
}): string {
  return s.width && s.height ? `${s.name} ${s.width}×${s.height} ${s.measure_unit ?? ''}`.trim() : s.name;
}
