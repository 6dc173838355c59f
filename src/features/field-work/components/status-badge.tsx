/** Status of an order job, route or item in plain words, both languages, with a colour that does not carry the meaning alone. */
import { Badge } from '@chakra-ui/react';
import { useEnumLabel, WORK_STATUS_LABELS } from '#src/i18n/enum-labels.ts';

const PALETTE: Record<string, string> = {
  pending: 'gray',
  accepted: 'blue',
  in_progress: 'orange',
  finished: 'green',
  rejected: 'red',
};

/** Status names in the interface language, by status value (src/i18n/enum-labels.ts). */
export function useStatusLabels(): Record<string, string> {
  const label = useEnumLabel(WORK_STATUS_LABELS);
  return Object.fromEntries(Object.keys(WORK_STATUS_LABELS).map((k) => [k, label(k)]));
}

export function StatusBadge({ status }: { status: string }) {
  const label = useEnumLabel(WORK_STATUS_LABELS);
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" data-status={status}>
      {label(status)}
    </Badge>
  );
}
