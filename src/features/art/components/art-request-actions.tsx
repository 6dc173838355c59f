/**
 * Paying an art request and attaching files to it (spec §2 art-requests/{id}/pay, /review-arts), both named
 * mutations queued in the outbox: `artRequests.pay` (pending until confirmed; 409 once paid shows the server's
 * reason) and `artRequests.arts` (each file stored on the device and uploaded through the outbox). The zip of the
 * request's files is built by the server (online).
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { PriceTag } from '#src/ui/price-tag.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { formatDate } from '#src/lib/dates.ts';
import { useMutation, usePending } from '#src/sync/index.ts';
import { artRequestZipUrl, useArtRequest, useOnline } from '../api/art.ts';
import { attachArtRequestFile, payArtRequest } from '../mutations.ts';
import { actionsFor } from '../model/pending.ts';
import { FilePicker, FileThumb, QueuedAction, QueuedFile, useQueuedMessage } from './parts.tsx';
import { RequestHeader, RequestTabs } from './art-request-parts.tsx';

/** /dashboard/art-requests/{id}/pay: the budget and "Pay" (queued; 409 once paid shows the server's reason). */
export function ArtRequestPayPage({ id }: { id: number }) {
  const { t } = useLingui();
  const pay = useMutation(payArtRequest);
  const saved = useQueuedMessage();
  const read = useArtRequest(id);
  const queued = actionsFor(usePending(payArtRequest), { requestId: id });
  const r = read.value;
  return (
    <Stack gap="4" maxW="2xl">
      <RequestTabs id={id} />
      <ReadState read={read} what={t`the art request`} />
      {r && (
        <>
          <RequestHeader request={r} />
          <HStack gap="2">
            <Text fontSize="lg">
              <Trans>To pay:</Trans>
            </Text>
            <PriceTag value={r.budget} currency={r.currency} />
          </HStack>
          {r.status === 'paid' ? (
            <Text role="status">
              <Trans>Paid on {formatDate((r.paid_at ?? r.updated_at).slice(0, 10))}.</Trans>
            </Text>
          ) : (
            queued.length === 0 && (
              <Button
                colorPalette="brand"
                alignSelf="start"
                onClick={() =>
                  void pay({ requestId: id, budget: r.budget }).then(() => notifySuccess(saved), notifyError)
                }
              >
                <Trans>Pay</Trans>
              </Button>
            )
          )}
          {queued.map((a) => (
            <QueuedAction key={a.entryId} action={a} label={<Trans>Payment of request {id}</Trans>} />
          ))}
        </>
      )}
    </Stack>
  );
}

/** /dashboard/art-requests/{id}/review-arts: the request's files, the zip, and more files through the outbox. */
export function ArtRequestReviewPage({ id }: { id: number }) {
  const { t } = useLingui();
  const attachFile = useMutation(attachArtRequestFile);
  const saved = useQueuedMessage();
  const online = useOnline();
  const read = useArtRequest(id);
  const queued = actionsFor(usePending(attachArtRequestFile), { requestId: id });
  const r = read.value;
  const attach = async (files: File[]) => {
    for (const file of files) {
      try {
        await attachFile({ requestId: id, file: 'file', fileName: file.name }, { blobs: { file } });
      } catch (error) {
        notifyError(error);
        return;
      }
    }
    if (files.length) notifySuccess(saved);
  };
  return (
    <Stack gap="4" maxW="3xl">
      <RequestTabs id={id} />
      <ReadState read={read} what={t`the art request`} />
      {r && (
        <>
          <RequestHeader request={r} />
          <HStack gap="3" wrap="wrap" align="start">
            {r.files.map((f) => (
              <FileThumb key={f.id} file={f} />
            ))}
            {r.files.length === 0 && (
              <Text color="fg.muted">
                <Trans>No files yet.</Trans>
              </Text>
            )}
          </HStack>
          {queued.map((a) => (
            <QueuedFile key={a.entryId} action={a} />
          ))}
          <HStack gap="3" wrap="wrap">
            <FilePicker label={t`Art request files`} multiple onFiles={(files) => void attach(files)} />
            {r.files.length > 0 &&
              (online ? (
                <Button asChild size="sm" variant="outline">
                  <a href={artRequestZipUrl(id)} download>
                    <Trans>Download all (zip)</Trans>
                  </a>
                </Button>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  <Trans>The zip needs a connection.</Trans>
                </Text>
              ))}
          </HStack>
        </>
      )}
    </Stack>
  );
}
