/**
 * Pieces the contract screens share (issue 17): the status badge (in the colours of §4's states) and the period
 * line (DD/MM/YYYY, product.md §2), and what a contract page says when the URL names none.
 */
import { Badge, Box, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { CONTRACT_STATUS_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';
import { formatDate } from '#src/lib/dates.ts';
import type { ContractRow } from '../api/contracts.ts';

const PALETTE: Record<ContractRow['status'], string> = {
  pending: 'yellow',
  approved: 'green',
  billed: 'blue',
  renewed: 'gray',
  rejected: 'red',
  cancelled: 'red',
};

/** The contract's status as a badge. */
export function ContractStatusBadge({ contract }: { contract: Pick<ContractRow, 'status'> }) {
  const label = useEnumLabel(CONTRACT_STATUS_LABELS);
  return (
    <Badge
      colorPalette={PALETTE[contract.status]}
      variant="subtle"
      data-testid="contract-status"
      data-status={contract.status}
    >
      {label(contract.status)}
    </Badge>
  );
}

/** "From DD/MM/YYYY to DD/MM/YYYY", or that it has no units yet. */
export function ContractPeriod({ contract }: { contract: Pick<ContractRow, 'start_date' | 'end_date'> }) {
  if (!contract.start_date || !contract.end_date)
    return (
      <Text fontSize="sm" color="fg.muted">
        <Trans>No units yet</Trans>
      </Text>
    );
  const from = formatDate(contract.start_date);
  const to = formatDate(contract.end_date);
  return (
    <Text fontSize="sm">
      <Trans>
        From {from} to {to}
      </Trans>
    </Text>
  );
}

/** A contract page opened without `?id=`: says so and leads to the list. */
export function NoContractChosen() {
  return (
    <Stack gap="2">
      <Text role="status">
        <Trans>No contract chosen.</Trans>
      </Text>
      <ChakraLink asChild>
        <Link to="/dashboard/contracts">
          <Trans>Open the contracts</Trans>
        </Link>
      </ChakraLink>
    </Stack>
  );
}

/**
 * What a contract page shows while its contract is read from the device (`undefined`), or when it is not on this
 * device (`null`). Pages render it for a missing contract: `if (!contract) return <ContractMissing contract={…} />`.
 */
export function ContractMissing({ contract }: { contract: null | undefined }) {
  if (contract === undefined)
    return (
      <Text role="status" color="fg.muted">
        <Trans>Loading the contract…</Trans>
      </Text>
    );
  return (
    <Box p="6" borderWidth="1px" borderRadius="lg" role="status">
      <Text fontWeight="medium">
        <Trans>This contract is not on this device.</Trans>
      </Text>
      <Text color="fg.muted">
        <Trans>It downloads with the others when the app is online, if your account reaches it.</Trans>
      </Text>
    </Box>
  );
}
