/**
 * A customer's documents (product.md §3 "customer … with documents, document types"; api-catalogue.md GET and POST
 * /{id}/documents, PUT /{id}/documents/{docId}): the list (kept on the device: offline it shows its last answer and
 * says from when), and for whoever may edit the customer an upload of a new document or of a new file for one. The
 * file is typed by its bytes on the server (PDF, PNG, JPEG or WebP; anything else is refused with its reason). An
 * upload needs a connection and says so.
 */
import { useId, useState } from 'react';
import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_UPLOAD_BYTES } from '#src/api/contract/files.ts';
import { formatBytes } from '#src/lib/text.ts';
import { useActionError, useOnline } from '#src/resource/online-action.tsx';
import { notifySuccess } from '#src/ui/notices.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { TextInput } from '#src/ui/text-input.tsx';
import type { CustomerDocument, CustomerDocumentMeta } from '#src/api/contract/customers.ts';
import { useCustomerActions, useCustomerDocuments, useDocumentTypes } from '../api/customers.ts';

/** Kinds of file the server takes for a document (typed again by their bytes there). */
const ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';

/** The form of a new document, or (with `doc`) of an edit of one: its fields, and a file replacing the old one. */
function UploadDocument({
  customerId,
  doc,
  onDone,
}: {
  customerId: number;
  doc?: CustomerDocument | undefined;
  onDone?: (() => void) | undefined;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const online = useOnline();
  const describe = useActionError();
  const types = useDocumentTypes();
  const actions = useCustomerActions();
  const [typeId, setTypeId] = useState(doc ? String(doc.document_type.id) : '');
  const [number, setNumber] = useState(doc?.number ?? '');
  const [expires, setExpires] = useState(doc?.expires_on ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const tooBig = !!file && file.size > MAX_UPLOAD_BYTES;
  const send = async () => {
    if ((!file && !doc) || !typeId || tooBig) return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const saved = await actions.saveDocument(
        customerId,
        {
          document_type_id: Number(typeId),
          ...(number ? { number } : {}),
          ...(expires ? { expires_on: expires } : {}),
        },
        file ?? undefined,
        doc?.id,
      );
      if (doc) notifySuccess(t`${saved.document_type.name} saved.`);
      else setDone(t`${saved.document_type.name} uploaded.`);
      setFile(null);
      if (!doc) {
        setNumber('');
        setExpires('');
      }
      onDone?.();
    } catch (e) {
      setError(describe(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack as="section" gap="2" aria-labelledby={`${id}-h`} p="3" borderWidth="1px" borderRadius="md">
      <Heading as="h3" size="sm" id={`${id}-h`}>
        {doc ? <Trans>Edit the document</Trans> : <Trans>Upload a document</Trans>}
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <SelectField
          id={`${id}-type`}
          label={<Trans>Document type</Trans>}
          value={typeId}
          onChange={setTypeId}
          options={[
            { value: '', label: t`Choose…` },
            ...(types.value ?? []).map((d) => ({ value: String(d.id), label: d.required ? `${d.name} *` : d.name })),
          ]}
        />
        <TextInput label={t`Number`} name="document-number" value={number} onChange={setNumber} />
        <TextInput label={t`Expires on`} name="document-expires" type="date" value={expires} onChange={setExpires} />
      </HStack>
      <label htmlFor={`${id}-file`}>
        <Text fontSize="sm">
          {doc ? (
            <Trans>A new file replaces the old one (optional): PDF, PNG, JPEG or WebP</Trans>
          ) : (
            <Trans>PDF, PNG, JPEG or WebP, up to {formatBytes(MAX_UPLOAD_BYTES, i18n.locale)}</Trans>
          )}
        </Text>
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept={ACCEPT}
        aria-invalid={tooBig || undefined}
        onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
      />
      {tooBig ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          <Trans>This file is over {formatBytes(MAX_UPLOAD_BYTES, i18n.locale)}.</Trans>
        </Text>
      ) : null}
      <HStack gap="3" wrap="wrap">
        <Button
          size="sm"
          disabled={!online || (!file && !doc) || !typeId || tooBig}
          loading={busy}
          loadingText={t`Uploading…`}
          onClick={() => void send()}
        >
          {doc ? <Trans>Save</Trans> : <Trans>Upload</Trans>}
        </Button>
        {onDone ? (
          <Button size="sm" variant="outline" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        {!online ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>Uploading needs a connection.</Trans>
          </Text>
        ) : null}
      </HStack>
      {error ? (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
      {done ? <Text role="status">{done}</Text> : null}
    </Stack>
  );
}

/** The documents section of a customer's page; `editable`: the caller may upload. */
export function CustomerDocuments({
  customerId,
  editable,
  mirrored = [],
}: {
  customerId: number;
  editable: boolean;
  /** The metadata mirrored with the customer: shown when the documents cannot be read (offline, never opened). */
  mirrored?: readonly CustomerDocumentMeta[];
}) {
  const { t, i18n } = useLingui();
  const docs = useCustomerDocuments(customerId);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <Stack as="section" gap="3" aria-labelledby="customer-documents-h">
      <Heading as="h2" size="lg" id="customer-documents-h">
        <Trans>Documents</Trans>
      </Heading>
      {docs.value === undefined && mirrored.length > 0 && docs.state !== 'loading' ? (
        <Stack gap="2" data-testid="mirrored-documents">
          <Text fontSize="sm" color="fg.muted">
            <Trans>No connection: the documents as kept on this device; their files open with a connection.</Trans>
          </Text>
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Documents`}>
            {mirrored.map((d) => (
              <Box as="li" key={d.id} p="3" borderWidth="1px" borderRadius="md" data-document-id={d.id}>
                <Text fontWeight="medium">
                  {d.document_type.name}
                  {d.number ? ` · ${d.number}` : ''}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {d.expires_on ? <Trans>Expires on {i18n.date(`${d.expires_on}T12:00:00`)}</Trans> : null}
                  {d.expires_on && d.file_name ? ' · ' : null}
                  {d.file_name}
                </Text>
              </Box>
            ))}
          </Stack>
        </Stack>
      ) : (
        <ReadState read={docs} what={t`the documents`} />
      )}
      {docs.value?.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No documents yet.</Trans>
        </Text>
      ) : null}
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Documents`}>
        {docs.value?.map((d) => (
          <Box as="li" key={d.id} p="3" borderWidth="1px" borderRadius="md" data-document-id={d.id}>
            <Text fontWeight="medium">
              {d.document_type.name}
              {d.number ? ` · ${d.number}` : ''}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {d.expires_on ? <Trans>Expires on {i18n.date(`${d.expires_on}T12:00:00`)}</Trans> : null}
              {d.expires_on && d.file ? ' · ' : null}
              {d.file ? (
                <Link href={d.file.url} target="_blank" rel="noopener">
                  {d.file.name} ({formatBytes(d.file.size, i18n.locale)})
                </Link>
              ) : null}
            </Text>
            {editable && editing !== d.id ? (
              <Button
                size="xs"
                variant="outline"
                mt="2"
                aria-label={t`Edit ${d.document_type.name}`}
                onClick={() => setEditing(d.id)}
              >
                <Trans>Edit</Trans>
              </Button>
            ) : null}
            {editable && editing === d.id ? (
              <UploadDocument customerId={customerId} doc={d} onDone={() => setEditing(null)} />
            ) : null}
          </Box>
        ))}
      </Stack>
      {editable ? <UploadDocument customerId={customerId} /> : null}
    </Stack>
  );
}
