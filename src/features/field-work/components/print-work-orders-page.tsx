/**
 * /dashboard/print-work-orders (product.md §2, §4 field operations): the mirrored print work orders,
 * newest first, with their status and how many of their tasks are delivered.
 * Works offline.
 */
import { Box, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { usePrintOrders } from '../api/field-work.ts';
import { MirrorListState } from '#src/ui/list-page.tsx';
import { StatusBadge } from './status-badge.tsx';

export function PrintWorkOrdersPage() {
  const { t } = useLingui();
  const orders = usePrintOrders();
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        <Trans>Print work orders</Trans>
      </Heading>
      <MirrorListState
        rows={orders}
        loading={t`Loading the print work orders on this device…`}
        empty={t`No print work orders on this device.`}
      />
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Print work orders`}>
        {orders?.map((o) => {
          const delivered = o.tasks.filter((task) => task.process === 'delivered').length;
          const total = o.tasks.length;
          return (
            <LinkBox as="li" key={o.id} p="4" borderWidth="1px" borderRadius="lg">
              <HStack justify="space-between" gap="3">
                <Box>
                  <LinkOverlay asChild>
                    <Link to="/dashboard/print-work-orders/$id" params={{ id: o.id }}>
                      <Text fontWeight="semibold">
                        <Trans>Print work order {o.id}</Trans>
                      </Text>
                    </Link>
                  </LinkOverlay>
                  <Text fontSize="sm" color="fg.muted">
                    <Plural
                      value={total}
                      one={`${delivered} of # unit delivered`}
                      other={`${delivered} of # units delivered`}
                    />
                  </Text>
                </Box>
                <StatusBadge status={o.status} />
              </HStack>
            </LinkBox>
          );
        })}
      </Stack>
    </Stack>
  );
}
