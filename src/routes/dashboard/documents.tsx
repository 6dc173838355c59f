/**
 * `/dashboard/documents` (spec §2 dashboard "documents", side menu gate `browse_documents`): the documents, the
 * offers and the products and services as tabs (features/documents/components/documents-page.tsx); `?tab=offers`
 * or `?tab=products` opens one of the other tabs.
 */
import { createFileRoute } from '@tanstack/react-router';
import { DocumentsPage, type DocumentsTabName } from '#src/features/documents/components/documents-page.tsx';
import { documentsViewerOf } from '#src/features/documents/model/documents.ts';
import { useProfile } from '#src/features/session/api/session.ts';

const TABS: readonly DocumentsTabName[] = ['documents', 'offers', 'products'];

export const Route = createFileRoute('/dashboard/documents')({
  validateSearch: (search: Record<string, unknown>): { tab?: DocumentsTabName } =>
    TABS.includes(search.tab as DocumentsTabName) ? { tab: search.tab as DocumentsTabName } : {},
  component: function DocumentsScreen() {
    const { tab } = Route.useSearch();
    return <DocumentsPage viewer={documentsViewerOf(useProfile())} tab={tab} />;
  },
});
