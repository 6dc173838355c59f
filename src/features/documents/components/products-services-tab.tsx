/**
 * The products and services on /dashboard/documents (api-catalogue.md "Products-services: GET /products-services
 * (name, page); PUT /products-services/{id}"; product.md §3 "product-service"; the spec gives them no screen of
 * their own, so they are a tab of the documents screen): search by name (after the spec §9 pause), pages, each as a
 * card with its price; managers and administrators edit one (the resource kit's form, the server's 422 under each
 * field, nothing typed lost; needs a connection). Offline, the last answer of the same search shows.
 *
 * Money: the answer's prices carry no currency (the server keeps them in "pesos" with no country), so they are
 * shown in the currency of the viewer's own country (countries look-up on the device) and without any code when
 * that is unknown — never a symbol that may be wrong (docs/adding-a-resource.md "Money").
 */
import { useState } from 'react';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as dc from '#src/api/contract/documents.ts';
import { formatMoney, parseMoney } from '#src/lib/money.ts';
import { useOnline } from '#src/resource/online-action.tsx';
import { useCurrencyOf } from '#src/resource/use-currency.ts';
import { notifySuccess } from '#src/ui/notices.tsx';
import { Pagination } from '#src/ui/pagination.tsx';
import { ReadState } from '#src/ui/resource/read-state.tsx';
import { ResourceForm, type ResourceField } from '#src/ui/resource/resource-form.tsx';
import { SearchBox } from '#src/ui/resource/search-box.tsx';
import { useProductServiceActions, useProductsServices } from '../api/documents.ts';

/** The edit form of one product or service. */
function ProductServiceForm({
  row,
  currency,
  onDone,
}: {
  row: dc.ProductService;
  currency: string | undefined;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const online = useOnline();
  const actions = useProductServiceActions();
  const fields: ResourceField[] = [
    { name: 'name', label: t`Name`, required: true, maxLength: 120 },
    {
      name: 'price',
      label: currency ? t`Price (${currency})` : t`Price`,
      required: true,
      hint: t`For example 1.234,50`,
    },
    { name: 'description', label: t`Description`, kind: 'textarea', maxLength: 1000 },
  ];
  return (
    <Box>
      {!online && (
        <Text role="status" fontSize="sm" color="fg.muted" mb="2" data-testid="needs-connection">
          <Trans>Saving needs a connection.</Trans>
        </Text>
      )}
      <ResourceForm
        title={t`Edit ${row.name}`}
        fields={fields}
        initial={{ name: row.name, price: formatMoney(row.price), description: row.description }}
        schema={dc.productServiceInput as never}
        toBody={(f) => ({
          name: f.name?.trim() ?? '',
          price: parseMoney(f.price ?? '') ?? f.price,
          description: f.description?.trim() ?? '',
        })}
        onSave={async (body) => {
          notifySuccess((await actions.save(row.id, body)) || t`Saved.`);
          onDone();
        }}
        onCancel={onDone}
      />
    </Box>
  );
}

/** The products and services tab (module doc); `editable`: manager or administrator; `countryId`: the viewer's. */
export function ProductsServicesTab({ editable, countryId }: { editable: boolean; countryId: number | null }) {
  const { t } = useLingui();
  const currency = useCurrencyOf()(countryId);
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const read = useProductsServices({ name, page });
  const rows = read.value?.data ?? [];
  const editingRow = rows.find((r) => r.id === editing);
  return (
    <Stack gap="4" pt="2">
      {editable && editingRow && (
        <ProductServiceForm key={editingRow.id} row={editingRow} currency={currency} onDone={() => setEditing(null)} />
      )}
      <SearchBox
        label={t`Search by name`}
        name="products-search"
        onSearch={(term) => {
          setName(term);
          setPage(1);
        }}
      />
      <ReadState read={read} what={t`the products and services`} />
      {read.value && rows.length === 0 && (
        <Text role="status" color="fg.muted">
          {name ? <Trans>No product or service matches.</Trans> : <Trans>No products or services yet.</Trans>}
        </Text>
      )}
      {rows.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Products and services`}>
          {rows.map((r) => (
            <Box as="li" key={r.id} p="3" borderWidth="1px" borderRadius="md" bg="bg" data-product-id={r.id}>
              <Flex gap="2" justify="space-between" align="baseline" wrap="wrap">
                <Heading as="h2" size="sm" overflowWrap="anywhere">
                  {r.name}
                </Heading>
                <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  <Text as="span" srOnly>
                    {t`Price`}:{' '}
                  </Text>
                  {formatMoney(r.price, { currency })}
                </Text>
              </Flex>
              {r.description && (
                <Text fontSize="sm" mt="1" overflowWrap="anywhere">
                  {r.description}
                </Text>
              )}
              {editable && editing !== r.id && (
                <Button
                  size="sm"
                  variant="ghost"
                  mt="1"
                  aria-label={t`Edit ${r.name}`}
                  onClick={() => setEditing(r.id)}
                >
                  <Trans>Edit</Trans>
                </Button>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {read.value && <Pagination currentPage={page} lastPage={read.value.meta.last_page} onPageChange={setPage} />}
    </Stack>
  );
}
