/** Status of an order job, route or item in plain words, both languages, with a colour that does not carry the meaning alone. */
import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

const PALETTE: Record<string, string> = {
  pending: 'gray',
  accepted: 'blue',
  in_progress: 'orange',
  finished: 'green',
  rejected: 'red',
};

/** Status names in the interface language, by status value. */
export function useStatusLabels(): Record<string, string> {
  const { t } = useLingui();
  return {
    pending: t`Pending`,
    accepted: t`Accepted`,
    in_progress: t`In progress`,
    finished: t`Finished`,
    rejected: t`Rejected`,
  };
}

export function StatusBadge({ status }: { status: string }) {
  const label = useStatusLabels();
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" data-status={status}>
      {label[status] ?? status}
    </Badge>
  );
}
