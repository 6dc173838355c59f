/**
 * The lines of one media type in the cart (spec product.md §2 "The cart": unit, price per day,
 * days, spots, extra days, print price, total, remove). A table from tablet width up; on a phone
 * each line becomes a card whose values carry their column's name (issue 15: the phone cart showed
 * only the unit column, with price, total and Remove off-screen).
 */
import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CartUnit } from '#src/api/contract/campaigns.ts';
import { formatDate } from '#src/lib/dates.ts';
import { formatMoney } from '#src/lib/money.ts';
import type { LineUpdate } from '../model/cart.ts';
import { NumberCell } from './cart-parts.tsx';

/** A cell that is a table cell on wide screens and a "label … value" row of a card on a phone. */
function Cell({ label, children, testId }: { label?: string; children: React.ReactNode; testId?: string }) {
  return (
    <Table.Cell
      textAlign={{ base: 'start', md: 'end' }}
      display={{ base: 'flex', md: 'table-cell' }}
      justifyContent="space-between"
      alignItems="center"
      gap="3"
      borderBottomWidth={{ base: '0', md: '1px' }}
      py={{ base: '1', md: '2' }}
      data-label={label}
      data-testid={testId}
      _before={label ? { content: { base: 'attr(data-label)', md: 'none' }, color: 'fg.muted', fontSize: 'sm' } : {}}
    >
      {children}
    </Table.Cell>
  );
}

export function CartLines({
  caption,
  units,
  currency,
  locked,
  pendingUnitIds,
  onChange,
  onRemove,
}: {
  caption: string;
  units: readonly CartUnit[];
  /** ISO 4217 code of the section's country. */
  currency: string | undefined;
  locked: boolean;
  pendingUnitIds: ReadonlySet<number>;
  onChange: (unit: CartUnit, patch: Omit<LineUpdate, 'unit_id'>) => void;
  onRemove: (unit: CartUnit) => void;
}) {
  const { t } = useLingui();
  const head = [t`Price per day`, t`Days`, t`Spots`, t`Extra days`, t`Print price`, t`Total`];
  return (
    <Table.ScrollArea mt="2">
      <Table.Root size="sm" aria-label={caption} display={{ base: 'block', md: 'table' }}>
        <Table.Header display={{ base: 'none', md: 'table-header-group' }}>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Unit</Trans>
            </Table.ColumnHeader>
            {head.map((h) => (
              <Table.ColumnHeader key={h} textAlign="end">
                {h}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>
              <Trans>Actions</Trans>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
          {units.map((u) => {
            const title = u.title;
            return (
              <Table.Row
                key={u.id}
                data-cart-unit={u.id}
                display={{ base: 'block', md: 'table-row' }}
                borderWidth={{ base: '1px', md: '0' }}
                borderRadius={{ base: 'md', md: '0' }}
                p={{ base: '2', md: '0' }}
                mb={{ base: '2', md: '0' }}
              >
                <Table.Cell display={{ base: 'block', md: 'table-cell' }} borderBottomWidth={{ base: '0', md: '1px' }}>
                  <Text fontWeight="medium">{u.title}</Text>
                  <HStack gap="2" wrap="wrap">
                    <Text fontSize="xs" color="fg.muted">
                      {u.sku} · {formatDate(u.start_date)}–{formatDate(u.end_date)}
                    </Text>
                    {u.side === 'A' && (
                      <Badge size="sm" variant="outline">
                        <Trans>Side A</Trans>
                      </Badge>
                    )}
                    {pendingUnitIds.has(u.id) && (
                      <Badge size="sm" colorPalette="orange">
                        <Trans>Not sent yet</Trans>
                      </Badge>
                    )}
                  </HStack>
                </Table.Cell>
                <Cell label={head[0]}>
                  <NumberCell
                    label={t`Price per day of ${title}`}
                    value={u.price}
                    min={u.min_price}
                    money={{ currency }}
                    disabled={locked}
                    onChange={(n) => onChange(u, { price: n })}
                  />
                </Cell>
                <Cell label={head[1]}>{u.duration}</Cell>
                <Cell label={head[2]}>
                  <NumberCell
                    label={t`Spots of ${title}`}
                    value={u.spots_used}
                    min={1}
                    disabled={locked}
                    onChange={(n) => onChange(u, { spots_used: Math.round(n) })}
                  />
                </Cell>
                <Cell label={head[3]}>{u.extra_days}</Cell>
                <Cell label={head[4]}>
                  <NumberCell
                    label={t`Print price of ${title}`}
                    value={u.print_price}
                    min={u.min_print_price}
                    money={{ currency }}
                    disabled={locked}
                    onChange={(n) => onChange(u, { print_price: n })}
                  />
                </Cell>
                <Cell label={head[5]} testId={`line-total-${u.id}`}>
                  <span>
                    {formatMoney(u.total_price, { currency })}
                    {u.extra_by_side > 0 && (
                      <Text as="span" display="block" fontSize="xs" color="fg.muted">
                        <Trans>+{formatMoney(u.extra_by_side, { currency })} side A</Trans>
                      </Text>
                    )}
                  </span>
                </Cell>
                <Table.Cell
                  display={{ base: 'flex', md: 'table-cell' }}
                  justifyContent="end"
                  borderBottomWidth={{ base: '0', md: '1px' }}
                >
                  {!locked && (
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t`Remove ${title} from the cart`}
                      onClick={() => onRemove(u)}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
