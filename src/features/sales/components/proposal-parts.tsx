/**
 * Pieces the proposal screens share: the status badge (labels of `/enums/proposal-statuses`), the segment select,
 * and small inputs that
 * commit on Enter or when they lose focus — money (typed as the user writes it, "1.234,50" or "1234.50"), whole
 * numbers and dates — each labelled for screen readers and keeping what was typed when it is not valid.
 */
import { useState } from 'react';
import { Badge, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { PROPOSAL_STATUS_LABELS, useEnumLabel } from '#src/i18n/enum-labels.ts';
import { formatMoney, parseMoney } from '#src/lib/money.ts';

const PALETTE: Record<string, string> = {
  draft: 'gray',
  checked: 'blue',
  booked: 'orange',
  contracted: 'green',
  removed: 'red',
};

export function ProposalStatusBadge({ status }: { status: string }) {
  const label = useEnumLabel(PROPOSAL_STATUS_LABELS);
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="subtle" data-status={status}>
      {label(status)}
    </Badge>
  );
}

interface CommitProps<T> {
  /** Accessible name, e.g. "Price per day of Valla Reforma". */
  label: string;
  value: T;
  onCommit: (value: T) => void;
  disabled?: boolean;
  width?: string;
}

type MoneyProps = CommitProps<number | null> & { nullable?: boolean };

/** A money input: shows the amount without currency symbol; commits a valid amount ≥ 0 that changed. */
export function MoneyInput(props: MoneyProps) {
  const shown = props.value === null ? '' : formatMoney(props.value);
  // a new value from the mirror starts the field again (key); what is being typed otherwise stays
  return <MoneyField key={shown} shown={shown} {...props} />;
}

function MoneyField({
  label,
  value,
  onCommit,
  disabled,
  width = '8rem',
  nullable,
  shown,
}: MoneyProps & { shown: string }) {
  const { t } = useLingui();
  const [text, setText] = useState(shown);
  const [bad, setBad] = useState(false);
  const commit = () => {
    if (nullable && text.trim() === '') {
      setBad(false);
      if (value !== null) onCommit(null);
      return;
    }
    const n = parseMoney(text);
    if (n === null || n < 0) return setBad(true);
    setBad(false);
    if (n !== value) onCommit(n);
  };
  return (
    <>
      <Input
        size="sm"
        w={width}
        textAlign="end"
        inputMode="decimal"
        aria-label={label}
        aria-invalid={bad || undefined}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      {bad && (
        <Text fontSize="xs" color="fg.error" role="alert">
          {t`Write an amount, e.g. 1.250,50.`}
        </Text>
      )}
    </>
  );
}

type CountProps = CommitProps<number> & { min?: number; max?: number };

/** A whole-number input between `min` and `max`; commits a changed valid value. */
export function CountInput(props: CountProps) {
  return <CountField key={props.value} {...props} />;
}

function CountField({ label, value, onCommit, disabled, min = 1, max = 1000 }: CountProps) {
  const [text, setText] = useState(String(value));
  const commit = () => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < min || n > max) return setText(String(value));
    if (n !== value) onCommit(n);
  };
  return (
    <Input
      size="sm"
      w="4.5rem"
      textAlign="end"
      inputMode="numeric"
      aria-label={label}
      value={text}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}

/** A date input (YYYY-MM-DD); commits a changed valid date. */
export function DateInput({ label, value, onCommit, disabled }: CommitProps<string>) {
  return (
    <Input
      size="sm"
      type="date"
      w="10rem"
      aria-label={label}
      defaultValue={value}
      key={value}
      disabled={disabled}
      onBlur={(e) => /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) && e.target.value !== value && onCommit(e.target.value)}
    />
  );
}

/**
 * A choice among the proposal's segments, "No segment" first; `value` is the segment id as text ('' none).
 * @param width CSS width of the select (default 11rem)
 */
export function SegmentSelect({
  label,
  segments,
  value,
  onChange,
  disabled,
  width = '11rem',
}: {
  label: string;
  segments: readonly { id: number; name: string }[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean | undefined;
  width?: string;
}) {
  const { t } = useLingui();
  return (
    <NativeSelect.Root size="sm" width={width} disabled={disabled}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t`No segment`}</option>
        {segments.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
