/**
 * A document's create/edit form (product.md §2 "documents", §5 forms, §8 errors; api-catalogue.md "Documents:
 * store, update"): title, category, description and a file, on the resource kit's form (checked with the endpoint's
 * own body schema before sending). The file is typed by its bytes on the server: a refused type (415) or any 422
 * shows its message under its field, and nothing typed or chosen is lost. Saving needs a connection: offline the
 * form says so before and after a try. Managers and administrators only (the page shows it to no one else).
 */
import { useId, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as dc from '#src/api/contract/documents.ts';
import { MAX_UPLOAD_BYTES } from '#src/api/contract/files.ts';
import { formatBytes } from '#src/lib/text.ts';
import { useOnline } from '#src/resource/online-action.tsx';
import { notifySuccess } from '#src/ui/notices.tsx';
import { ResourceForm, type ResourceField, type ResourceValues } from '#src/ui/resource/resource-form.tsx';
import { useDocumentActions } from '../api/documents.ts';

/** The kinds of file the server takes (typed again by their bytes there). */
const ACCEPT =
  '.pdf,.png,.jpg,.jpeg,.webp,.xlsx,.docx,application/pdf,image/png,image/jpeg,image/webp,' +
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,' +
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The file input of the form: its label, what it takes, the chosen file and its check message. */
function FileField(props: {
  current: dc.Document['file'] | undefined;
  file: File | null;
  onFile: (file: File | null) => void;
  error: string | undefined;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const tooBig = !!props.file && props.file.size > MAX_UPLOAD_BYTES;
  const message = tooBig ? undefined : props.error;
  return (
    <Box>
      <label htmlFor={`${id}-file`}>
        <Text fontSize="sm" fontWeight="medium" mb="1.5">
          <Trans>File</Trans>
        </Text>
      </label>
      <input
        id={`${id}-file`}
        name="file"
        type="file"
        accept={ACCEPT}
        aria-invalid={tooBig || !!message || undefined}
        aria-describedby={`${id}-hint${message || tooBig ? ` ${id}-error` : ''}`}
        onChange={(e) => props.onFile(e.currentTarget.files?.[0] ?? null)}
        style={{ maxWidth: '100%' }}
      />
      <Text id={`${id}-hint`} fontSize="sm" color="fg.muted" mt="1">
        {props.current ? (
          <Trans>
            Now: {props.current.name}. A new file replaces it (optional): PDF, image, Excel or Word, up to{' '}
            {formatBytes(MAX_UPLOAD_BYTES, i18n.locale)}.
          </Trans>
        ) : (
          <Trans>Optional: PDF, image, Excel or Word, up to {formatBytes(MAX_UPLOAD_BYTES, i18n.locale)}.</Trans>
        )}
      </Text>
      {tooBig ? (
        <Text id={`${id}-error`} role="alert" color="fg.error" fontSize="sm" mt="1">
          <Trans>This file is over {formatBytes(MAX_UPLOAD_BYTES, i18n.locale)}.</Trans>
        </Text>
      ) : message ? (
        <Text id={`${id}-error`} role="alert" color="fg.error" fontSize="sm" mt="1">
          {message}
        </Text>
      ) : null}
    </Box>
  );
}

/**
 * The form of a new document (`doc` undefined) or of document `doc` (module doc); `onDone(saved)` closes it.
 */
export function DocumentForm({ doc, onDone }: { doc?: dc.Document | undefined; onDone: (saved: boolean) => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const actions = useDocumentActions();
  const [file, setFile] = useState<File | null>(null);
  const fields: ResourceField[] = [
    { name: 'title', label: t`Title`, required: true, maxLength: 160 },
    { name: 'category', label: t`Category`, maxLength: 80, hint: t`For example: Legal, Brand, Sales.` },
    { name: 'description', label: t`Description`, kind: 'textarea', maxLength: 2000 },
    {
      name: 'file',
      label: t`File`,
      kind: 'custom',
      render: ({ onChange, error }) => (
        <FileField
          current={doc?.file}
          file={file}
          error={error}
          onFile={(f) => {
            setFile(f);
            onChange(f?.name ?? '');
          }}
        />
      ),
    },
  ];
  const initial: ResourceValues = {
    title: doc?.title ?? '',
    category: doc?.category ?? '',
    description: doc?.description ?? '',
    file: '',
  };
  return (
    <Box>
      {!online && (
        <Text role="status" fontSize="sm" color="fg.muted" mb="2" data-testid="needs-connection">
          <Trans>Saving a document needs a connection.</Trans>
        </Text>
      )}
      <ResourceForm
        title={doc ? t`Edit ${doc.title}` : t`New document`}
        fields={fields}
        initial={initial}
        schema={(doc ? dc.documentChanges : dc.documentInput) as never}
        toBody={(f) => ({
          title: f.title?.trim() ?? '',
          category: f.category?.trim() ?? '',
          description: f.description?.trim() ?? '',
          ...(file ? { file } : {}),
        })}
        onSave={async (body) => {
          if (file && file.size > MAX_UPLOAD_BYTES)
            throw Object.assign(new Error(t`This file is too big.`), { status: 413 });
          const message = await actions.save(doc?.id, body);
          notifySuccess(message || (doc ? t`Document saved.` : t`Document created.`));
          onDone(true);
        }}
        onCancel={() => onDone(false)}
      />
    </Box>
  );
}
