/**
 * A contract's papers and field work (product.md §3 "Contract: documents, other costs, order jobs, technical sheet,
 * lease document"; issue 17): other costs and documents (read from the server, kept on the device), the order jobs
 * made from it (with their status and day), and the downloads — technical sheet (PDF, Excel) and lease document —,
 * which need a connection and say so.
 */
import { useState } from 'react';
import { Badge, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '#src/api/errors.ts';
import { JOB_KIND_LABELS, WORK_STATUS_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';
import { formatDate } from '#src/lib/dates.ts';
import { formatBytes } from '#src/lib/text.ts';
import { PriceTag } from '#src/ui/price-tag.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { useRead } from '#src/sync/index.ts';
import * as k from '#src/api/contract/contracts.ts';
import { useContractDocuments, useContractOtherCosts, type ContractRow } from '../api/contracts.ts';
import { downloadContractFile, type ContractDownload } from '../api/downloads.ts';

function Downloads({ contract }: { contract: ContractRow }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState<ContractDownload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async (kind: ContractDownload) => {
    setBusy(kind);
    setError(null);
    try {
      await downloadContractFile(contract, kind, i18n.locale === 'en' ? 'en' : 'es');
    } catch (e) {
      setError(
        e instanceof ApiError && e.isNetwork
          ? t`Downloading needs a connection. Try again when the app is online.`
          : e instanceof Error
            ? e.message
            : String(e),
      );
    } finally {
      setBusy(null);
    }
  };
  const items: { kind: ContractDownload; label: string }[] = [
    { kind: 'technical-sheet', label: t`Technical sheet (PDF)` },
    { kind: 'technical-sheet-excel', label: t`Technical sheet (Excel)` },
    { kind: 'lease-document', label: t`Lease document (PDF)` },
  ];
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap">
        {items.map((d) => (
          <Button
            key={d.kind}
            size="sm"
            variant="outline"
            loading={busy === d.kind}
            disabled={busy !== null}
            onClick={() => void run(d.kind)}
          >
            {d.label}
          </Button>
        ))}
      </HStack>
      {error && (
        <Text role="alert" color="red.700" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function OrderJobs({ contract }: { contract: ContractRow }) {
  const { t } = useLingui();
  const kind = useEnumLabel(JOB_KIND_LABELS);
  const status = useEnumLabel(WORK_STATUS_LABELS);
  const read = useRead(k.contractOrderJobs, { params: { id: contract.id } }, { keep: true, select: (a) => a.data });
  return (
    <Stack gap="2" data-testid="contract-order-jobs">
      <ReadState read={read} what={t`the order jobs`} />
      {read.value?.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          <Trans>No order job yet.</Trans>
        </Text>
      )}
      <Stack as="ul" gap="1" listStyleType="none">
        {read.value?.map((j) => (
          <HStack as="li" key={j.id} gap="2" wrap="wrap">
            <Link to="/dashboard/order-jobs/$id" params={{ id: j.id }}>
              <Trans>
                Order job {j.id} · {kind(j.kind)}
              </Trans>
            </Link>
            <Badge size="sm">{status(j.status)}</Badge>
            <Text fontSize="sm" color="fg.muted">
              {formatDate(j.scheduled_date)} · {j.technician?.name ?? t`No technician`}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

/** Other costs, documents, order jobs and downloads. */
export function ContractPapers({ contract }: { contract: ContractRow }) {
  const { t, i18n } = useLingui();
  const costs = useContractOtherCosts(contract.id);
  const documents = useContractDocuments(contract.id);
  return (
    <Stack gap="5">
      <Stack as="section" gap="2">
        <Heading as="h2" size="lg">
          <Trans>Downloads</Trans>
        </Heading>
        <Downloads contract={contract} />
      </Stack>
      <Stack as="section" gap="2">
        <Heading as="h2" size="lg">
          <Trans>Other costs</Trans>
        </Heading>
        <ReadState read={costs} what={t`the other costs`} />
        {costs.value?.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            <Trans>No other costs.</Trans>
          </Text>
        )}
        {costs.value && costs.value.length > 0 && (
          <Table.Root size="sm" aria-label={t`Other costs`} maxW="xl">
            <Table.Body>
              {costs.value.map((c) => (
                <Table.Row key={c.id}>
                  <Table.Cell>{c.concept}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <PriceTag value={c.amount} currency={c.currency ?? contract.currency} size="sm" />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
      <Stack as="section" gap="2">
        <Heading as="h2" size="lg">
          <Trans>Documents</Trans>
        </Heading>
        <ReadState read={documents} what={t`the documents`} />
        {documents.value?.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            <Trans>No documents.</Trans>
          </Text>
        )}
        <Stack as="ul" gap="1" listStyleType="none">
          {documents.value?.map((d) => (
            <HStack as="li" key={d.file_id} gap="2">
              <a href={d.url} download={d.name}>
                {d.name}
              </a>
              <Text fontSize="sm" color="fg.muted">
                {formatBytes(d.size, i18n.locale)} · {formatDate(d.created_at.slice(0, 10))}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Stack>
      <Stack as="section" gap="2">
        <Heading as="h2" size="lg">
          <Trans>Order jobs</Trans>
        </Heading>
        <OrderJobs contract={contract} />
      </Stack>
    </Stack>
  );
}
