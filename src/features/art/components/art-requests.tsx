/**
 * Art requests (spec §2 "art-requests: list, {id}, {id?}/edit, {id?}/pay, {id?}/review-arts"; §3 "Art request …
 * List filter: search, status, page"; api-catalogue.md "Art requests"): design asked of the platform for a
 * campaign. Here the list (search with the 1,000 ms pause, status, page) and the detail; the form is
 * art-request-edit.tsx, paying and attaching files art-request-actions.tsx.
 */
import { useMemo, useState } from 'react';
import { Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField } from '#src/ui/select-field.tsx';
import { PriceTag } from '#src/ui/price-tag.tsx';
import { PagedTable } from '#src/ui/resource/paged-table.tsx';
import type { ResourceColumn } from '#src/ui/resource/resource-table.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import { formatDate } from '#src/lib/dates.ts';
import { useArtRequest, useArtRequestLayout, useArtRequests, type ArtRequest } from '../api/art.ts';
import { ArtStatusBadge, FileThumb, sizeLabel } from './parts.tsx';
import { RequestHeader, RequestTabs } from './art-request-parts.tsx';

type Status = '' | 'requested' | 'paid';

/** The list's columns, in the interface language. */
function useRequestColumns(): ResourceColumn<ArtRequest>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      {
        header: t`Request`,
        cell: (r) => (
          <ChakraLink asChild>
            <Link to="/dashboard/art-requests/$id" params={{ id: r.id }}>
              <Trans>Request {r.id}</Trans>
            </Link>
          </ChakraLink>
        ),
      },
      { header: t`Campaign`, cell: (r) => r.campaign.name },
      { header: t`Status`, cell: (r) => <ArtStatusBadge status={r.status} /> },
      { header: t`Budget`, cell: (r) => <PriceTag value={r.budget} currency={r.currency} />, numeric: true },
      { header: t`Created`, cell: (r) => formatDate(r.created_at.slice(0, 10)) },
    ],
    [t],
  );
}

/** /dashboard/art-requests */
export function ArtRequestsPage() {
  const { t } = useLingui();
  const columns = useRequestColumns();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('');
  const [page, setPage] = useState(1);
  const read = useArtRequests({ search, status, page });
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
        <SearchBox
          label={t`Search`}
          name="art-request-search"
          onSearch={(term) => {
            setSearch(term);
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
      <PagedTable<ArtRequest>
        read={read}
        what={t`the art requests`}
        label={t`Art requests`}
        empty={t`No art requests here.`}
        page={page}
        onPageChange={setPage}
        columns={columns}
      />
    </Stack>
  );
}

/** /dashboard/art-requests/{id} */
export function ArtRequestPage({ id }: { id: number }) {
  const { t } = useLingui();
  const read = useArtRequest(id);
  const layout = useArtRequestLayout(id);
  const r = read.value;
  return (
    <Stack gap="4" maxW="3xl">
      <RequestTabs id={id} />
      <ReadState read={read} what={t`the art request`} />
      {r && (
        <>
          <RequestHeader request={r} />
          <Text whiteSpace="pre-wrap">{r.description}</Text>
          <HStack gap="2">
            <Text>
              <Trans>Budget:</Trans>
            </Text>
            <PriceTag value={r.budget} currency={r.currency} />
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
                  <b>{l.media_type.name}</b>: {l.sizes.map((s) => sizeLabel(s)).join(' · ')}
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
