/**
 * The documents list of /dashboard/documents (product.md §2 "documents", gate `browse_documents`; api-catalogue.md
 * "Documents: GET /documents"): search by title (after the spec §9 pause of 1,000 ms), a category filter, pages,
 * each document as a card (title, category, description, who added it and when, its file) — cards, so nothing
 * scrolls sideways at 360 px. A document's file downloads through the API (needs a connection, says so).
 * Managers and administrators add documents and edit them (document-form.tsx). Offline, the last answer of the
 * same search shows, saying from when.
 */
import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type * as dc from '#src/api/contract/documents.ts';
import { formatDateTime } from '#src/lib/dates.ts';
import { formatBytes } from '#src/lib/text.ts';
import { OnlineAction } from '#src/resource/online-action.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { useDocumentCategories, useDocuments, useFileDownloads } from '../api/documents.ts';
import { DocumentForm } from './document-form.tsx';

/** One document as a card; `onEdit` (staff) shows its Edit button. */
function DocumentCard({ doc, onEdit }: { doc: dc.Document; onEdit?: (() => void) | undefined }) {
  const { t, i18n } = useLingui();
  const downloads = useFileDownloads();
  const when = formatDateTime(Date.parse(doc.updated_at), i18n.locale);
  return (
    <Box as="li" p="3" borderWidth="1px" borderRadius="md" bg="bg" data-document-id={doc.id}>
      <Stack gap="1.5">
        <Flex gap="2" align="baseline" wrap="wrap">
          <Heading as="h2" size="sm" overflowWrap="anywhere">
            {doc.title}
          </Heading>
          {doc.category && (
            <Badge colorPalette="blue" variant="subtle">
              {doc.category}
            </Badge>
          )}
        </Flex>
        {doc.description && (
          <Text fontSize="sm" overflowWrap="anywhere">
            {doc.description}
          </Text>
        )}
        <Text fontSize="xs" color="fg.muted">
          {doc.created_by ? (
            <Trans>
              Added by {doc.created_by.name} · updated {when}
            </Trans>
          ) : (
            <Trans>Updated {when}</Trans>
          )}
        </Text>
        <HStack gap="2" wrap="wrap" align="flex-start">
          {doc.file ? (
            <OnlineAction
              aria-label={t`Download ${doc.file.name} (${formatBytes(doc.file.size, i18n.locale)})`}
              run={() => downloads.document(doc.file!)}
            >
              <Trans>Download</Trans>
            </OnlineAction>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              <Trans>No file.</Trans>
            </Text>
          )}
          {onEdit && (
            <Button size="sm" variant="ghost" aria-label={t`Edit ${doc.title}`} onClick={onEdit}>
              <Trans>Edit</Trans>
            </Button>
          )}
        </HStack>
      </Stack>
    </Box>
  );
}

/** The documents tab (module doc); `editable`: the viewer is a manager or an administrator. */
export function DocumentsTab({ editable }: { editable: boolean }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const read = useDocuments({ search, category, page });
  const categories = useDocumentCategories();
  const docs = read.value?.data ?? [];
  const editingDoc = typeof editing === 'number' ? docs.find((d) => d.id === editing) : undefined;
  return (
    <Stack gap="4" pt="2">
      {editable && editing === null && (
        <Button colorPalette="brand" alignSelf="flex-start" onClick={() => setEditing('new')}>
          <Trans>New document</Trans>
        </Button>
      )}
      {editable && (editing === 'new' || editingDoc) && (
        <DocumentForm key={editing} doc={editingDoc} onDone={() => setEditing(null)} />
      )}
      <Flex gap="3" wrap="wrap" align="flex-end">
        <SearchBox
          label={t`Search by title`}
          name="documents-search"
          onSearch={(term) => {
            setSearch(term);
            setPage(1);
          }}
        />
        <SelectField
          id="documents-category"
          label={t`Category`}
          value={category}
          onChange={(c) => {
            setCategory(c);
            setPage(1);
          }}
          options={[
            { value: '', label: t`All categories` },
            ...[...new Set([...categories, ...(category ? [category] : [])])].map((c) => ({ value: c, label: c })),
          ]}
        />
      </Flex>
      <ReadState read={read} what={t`the documents`} />
      {read.value && docs.length === 0 && (
        <Text role="status" color="fg.muted">
          {search || category ? <Trans>No document matches.</Trans> : <Trans>No documents yet.</Trans>}
        </Text>
      )}
      {docs.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Documents`}>
          {docs.map((d) => (
            <DocumentCard key={d.id} doc={d} onEdit={editable ? () => setEditing(d.id) : undefined} />
          ))}
        </Stack>
      )}
      {read.value && <Pagination currentPage={page} lastPage={read.value.meta.last_page} onPageChange={setPage} />}
    </Stack>
  );
}
