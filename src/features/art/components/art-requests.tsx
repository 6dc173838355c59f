/**
 * Art requests (spec §2 "art-requests: list, {id}, {id?}/edit,
 * {id?}/pay, {id?}/review-arts"; §3 "Art request … List filter: search,
 * status, page"): design asked of the platform for a campaign.
 * - list with search, status and page; detail; create (no id) and edit
 *   (online: the server gives the id and the field messages, spec §8 first
 *   message of the first field); pay (a named mutation: queued offline,
 *   pending until confirmed; 409 once paid shows the server's reason);
 *   review arts: the request's files, the zip (online) and "Art request
 *   files" to attach more (each uploaded through the outbox).
 */
import { useState } from 'react';
import { Box, Button, Heading, HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { notifyError, notifySuccess } from '#src/ui/notices.tsx';
import { CheckField } from '#src/ui/check-field.tsx';
import { TextArea } from '#src/ui/text-area.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { PriceTag } from '#src/ui/price-tag.tsx';
import { formatDate } from '#src/lib/dates.ts';
import { ApiError, firstValidationMessage } from '#src/api/errors.ts';
import {
  artRequestZipUrl,
  useArtActions,
  useArtCommands,
  useArtOutboxStamp,
  useArtRequest,
  useArtRequestLayout,
  useArtRequests,
  useMediaTypeNames,
  useOnline,
  useSaveArtRequest,
  type ArtRequest,
} from '../api/art.ts';
import { actionsFor } from '../model/pending.ts';
import {
  ArtStatusBadge,
  FilePicker,
  FileThumb,
  QueuedAction,
  QueuedFile,
  ReadNotice,
  useQueuedMessage,
} from './parts.tsx';

type Status = '' | 'requested' | 'paid';

/** /dashboard/art-requests */
export function ArtRequestsPage() {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('');
  const [page, setPage] = useState(1);
  const stamp = useArtOutboxStamp();
  const read = useArtRequests({ search: search.trim(), status, page }, stamp);
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          <Trans>Art requests</Trans>
        </Heading>
        <Button asChild colorPalette="brand" size="sm">
          <Link to="/dashboard/art-requests/edit">
            <Trans>New art request</Trans>
          </Link>
        </Button>
      </HStack>
      <HStack gap="3" wrap="wrap" align="end">
        <TextInput
          label={t`Search`}
          name="art-request-search"
          type="search"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        <SelectField
          id="art-request-status"
          label={<Trans>Status</Trans>}
          value={status}
          onChange={(v) => {
            setStatus(v as Status);
            setPage(1);
          }}
          options={[
            { value: '', label: t`All` },
            { value: 'requested', label: t`Requested` },
            { value: 'paid', label: t`Paid` },
          ]}
        />
      </HStack>
      <ReadNotice read={read} what={<Trans>the art requests</Trans>} />
      {read.value && (
        <>
          <Table.Root size="sm" aria-label={t`Art requests`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Request</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Campaign</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Status</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Budget</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Created</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {read.value.data.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell>
                    <ChakraLink asChild>
                      <Link to="/dashboard/art-requests/$id" params={{ id: r.id }}>
                        <Trans>Request {r.id}</Trans>
                      </Link>
                    </ChakraLink>
                  </Table.Cell>
                  <Table.Cell>{r.campaign.name}</Table.Cell>
                  <Table.Cell>
                    <ArtStatusBadge status={r.status} />
                  </Table.Cell>
                  <Table.Cell>
                    <PriceTag value={r.budget} />
                  </Table.Cell>
                  <Table.Cell>{formatDate(r.created_at.slice(0, 10))}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {read.value.data.length === 0 && (
            <Text color="fg.muted">
              <Trans>No art requests here.</Trans>
            </Text>
          )}
          <Pagination currentPage={page} lastPage={read.value.meta.last_page} onPageChange={setPage} />
        </>
      )}
    </Stack>
  );
}

function RequestHeader({ request }: { request: ArtRequest }) {
  return (
    <Stack gap="1">
      <HStack gap="2" wrap="wrap">
        <Heading as="h1" size="2xl">
          <Trans>Art request {request.id}</Trans>
        </Heading>
        <ArtStatusBadge status={request.status} />
      </HStack>
      <Text color="fg.muted">
        <Trans>
          Campaign: {request.campaign.name} · {request.units_count} unit(s)
        </Trans>
      </Text>
    </Stack>
  );
}

function RequestTabs({ id }: { id: number }) {
  const { t } = useLingui();
  const p = { id: id };
  return (
    <HStack as="nav" gap="3" wrap="wrap" aria-label={t`Art request`}>
      <Link to="/dashboard/art-requests">
        <Trans>All requests</Trans>
      </Link>
      <Link to="/dashboard/art-requests/$id" params={p}>
        <Trans>Detail</Trans>
      </Link>
      <Link to="/dashboard/art-requests/$id/edit" params={p}>
        <Trans>Edit</Trans>
      </Link>
      <Link to="/dashboard/art-requests/$id/pay" params={p}>
        <Trans>Pay</Trans>
      </Link>
      <Link to="/dashboard/art-requests/$id/review-arts" params={p}>
        <Trans>Review arts</Trans>
      </Link>
    </HStack>
  );
}

/** /dashboard/art-requests/{id} */
export function ArtRequestPage({ id }: { id: number }) {
  const stamp = useArtOutboxStamp();
  const read = useArtRequest(id, stamp);
  const layout = useArtRequestLayout(id);
  const r = read.value;
  return (
    <Stack gap="4" maxW="3xl">
      <RequestTabs id={id} />
      <ReadNotice read={read} what={<Trans>the art request</Trans>} />
      {r && (
        <>
          <RequestHeader request={r} />
          <Text whiteSpace="pre-wrap">{r.description}</Text>
          <HStack gap="2">
            <Text>
              <Trans>Budget:</Trans>
            </Text>
            <PriceTag value={r.budget} />
          </HStack>
          {r.paid_at && (
            <Text>
              <Trans>Paid on {formatDate(r.paid_at.slice(0, 10))}</Trans>
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            <Trans>
              Created by {r.created_by.name} on {formatDate(r.created_at.slice(0, 10))}
            </Trans>
          </Text>
          {layout.value && layout.value.length > 0 && (
            <Stack gap="1">
              <Heading as="h2" size="md">
                <Trans>Sizes to design</Trans>
              </Heading>
              {layout.value.map((l) => (
                <Text key={l.media_type.id} fontSize="sm">
                  <b>{l.media_type.name}</b>:{' '}
                  {l.sizes
                    .map((s) =>
                      s.width && s.height ? `${s.name} ${s.width}×${s.height} ${s.measure_unit ?? ''}`.trim() : s.name,
                    )
                    .join(' · ')}
                </Text>
              ))}
            </Stack>
          )}
          <HStack gap="3" wrap="wrap" align="start">
            {r.files.map((f) => (
              <FileThumb key={f.id} file={f} />
            ))}
          </HStack>
        </>
      )}
    </Stack>
  );
}

/** /dashboard/art-requests/{id?}/edit: creates (no id, `campaign` preset from the search) or changes a request; online. */
export function ArtRequestEditPage({ id, campaign }: { id?: number | undefined; campaign?: number | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useSaveArtRequest();
  const read = useArtRequest(id ?? 0, 0);
  const types = useMediaTypeNames();
  const [form, setForm] = useState<{ campaign: string; description: string; mediaTypeIds: number[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = read.value;
  const values = form ?? {
    campaign: campaign ? String(campaign) : '',
    description: loaded?.description ?? '',
    mediaTypeIds: loaded?.media_type_ids ?? [],
  };
  const set = (patch: Partial<typeof values>) => setForm({ ...values, ...patch });
  const campaignId = /^\d+$/.test(values.campaign.trim()) ? Number(values.campaign.trim()) : null;
  const submit = async () => {
    if (!id && campaignId === null) {
      setError(t`Write the campaign number.`);
      return;
    }
    if (!values.description.trim()) {
      setError(t`The description is required.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await save(id ?? null, {
        campaignId,
        description: values.description,
        mediaTypeIds: values.mediaTypeIds,
      });
      notifySuccess(t`Art request saved.`);
      await navigate({ to: '/dashboard/art-requests/$id', params: { id: saved.id } });
    } catch (e) {
      if (e instanceof ApiError && e.isNetwork)
        setError(t`Saving an art request needs a connection: try again when online.`);
      else if (e instanceof ApiError) setError(firstValidationMessage(e.errors) ?? e.description ?? e.message);
      else notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  if (id && !loaded)
    return (
      <Stack gap="4">
        <RequestTabs id={id} />
        <ReadNotice read={read} what={<Trans>the art request</Trans>} />
      </Stack>
    );
  return (
    <Stack
      as="form"
      gap="4"
      maxW="2xl"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      aria-label={id ? t`Edit art request ${id}` : t`New art request`}
    >
      {id ? (
        <RequestTabs id={id} />
      ) : (
        <Link to="/dashboard/art-requests">
          <Trans>All requests</Trans>
        </Link>
      )}
      <Heading as="h1" size="2xl">
        {id ? <Trans>Edit art request {id}</Trans> : <Trans>New art request</Trans>}
      </Heading>
      {loaded?.status === 'paid' && (
        <Text role="status" color="fg.muted">
          <Trans>This request is paid: it can no longer be changed.</Trans>
        </Text>
      )}
      {!id && (
        <TextInput
          label={t`Campaign number`}
          name="campaign"
          value={values.campaign}
          onChange={(v) => set({ campaign: v })}
        />
      )}
      <TextArea
        label={t`Description`}
        name="description"
        value={values.description}
        onChange={(v) => set({ description: v })}
        maxLength={2000}
        hint={t`What the design should say and show.`}
      />
      <Box as="fieldset">
        <Text as="legend" fontWeight="medium" mb="1">
          <Trans>Media types (none chosen: every media type of the campaign)</Trans>
        </Text>
        <HStack gap="4" wrap="wrap">
          {types.map((m) => (
            <CheckField
              key={m.id}
              label={m.name}
              checked={values.mediaTypeIds.includes(m.id)}
              onChange={(on) =>
                set({
                  mediaTypeIds: on ? [...values.mediaTypeIds, m.id] : values.mediaTypeIds.filter((x) => x !== m.id),
                })
              }
            />
          ))}
        </HStack>
      </Box>
      {error && (
        <Text role="alert" color="fg.error">
          {error}
        </Text>
      )}
      <Button type="submit" colorPalette="brand" alignSelf="start" loading={busy} disabled={loaded?.status === 'paid'}>
        <Trans>Save</Trans>
      </Button>
    </Stack>
  );
}

/** /dashboard/art-requests/{id}/pay: the budget and "Pay" (queued; 409 once paid shows the server's reason). */
export function ArtRequestPayPage({ id }: { id: number }) {
  const commands = useArtCommands();
  const saved = useQueuedMessage();
  const stamp = useArtOutboxStamp();
  const read = useArtRequest(id, stamp);
  const queued = actionsFor(useArtActions(), ['artRequest.pay'], { requestId: id });
  const r = read.value;
  return (
    <Stack gap="4" maxW="2xl">
      <RequestTabs id={id} />
      <ReadNotice read={read} what={<Trans>the art request</Trans>} />
      {r && (
        <>
          <RequestHeader request={r} />
          <HStack gap="2">
            <Text fontSize="lg">
              <Trans>To pay:</Trans>
            </Text>
            <PriceTag value={r.budget} />
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
                onClick={() => void commands.payRequest(id, r.budget).then(() => notifySuccess(saved), notifyError)}
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
  const commands = useArtCommands();
  const saved = useQueuedMessage();
  const online = useOnline();
  const stamp = useArtOutboxStamp();
  const read = useArtRequest(id, stamp);
  const queued = actionsFor(useArtActions(), ['artRequest.attach'], { requestId: id });
  const r = read.value;
  const attach = async (files: File[]) => {
    for (const file of files) {
      try {
        await commands.attachRequestFile(id, file);
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
      <ReadNotice read={read} what={<Trans>the art request</Trans>} />
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
