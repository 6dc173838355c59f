/**
 * /dashboard/documents (product.md §2 dashboard "documents", side menu entry 'documents' with gate
 * `browse_documents`; routes.tsv; api-catalogue.md "Files, documents, offers, payments, others"): one screen with
 * three tabs — the documents (documents-tab.tsx), the offers (offers-tab.tsx) and the products and services
 * (products-services-tab.tsx). The spec lists offers and products-services among the calls but gives them no
 * route, so they live here, beside the documents. Every list is kept on the device (offline: the last answer,
 * saying from when); downloads and saves need a connection and say so.
 */
import { Heading, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from '#src/ui/tabs.tsx';
import { mayEditDocuments, type DocumentsViewer } from '../model/documents.ts';
import { DocumentsTab } from './documents-tab.tsx';
import { OffersTab } from './offers-tab.tsx';
import { ProductsServicesTab } from './products-services-tab.tsx';

/** The tabs of the screen. */
export type DocumentsTabName = 'documents' | 'offers' | 'products';

/** The documents screen (module doc). */
export function DocumentsPage({ viewer, tab }: { viewer: DocumentsViewer; tab?: DocumentsTabName | undefined }) {
  const { t } = useLingui();
  const editable = mayEditDocuments(viewer);
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans>Documents</Trans>
      </Heading>
      <Tabs
        ariaLabel={t`Documents, offers, products and services`}
        defaultValue={tab ?? 'documents'}
        items={[
          { value: 'documents', label: t`Documents`, content: <DocumentsTab editable={editable} /> },
          { value: 'offers', label: t`Offers`, content: <OffersTab /> },
          {
            value: 'products',
            label: t`Products and services`,
            content: <ProductsServicesTab editable={editable} countryId={viewer.countryId} />,
          },
        ]}
      />
    </Stack>
  );
}
