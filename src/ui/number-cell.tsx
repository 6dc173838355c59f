import { useId, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney, parseMoney } from '../lib/money.ts';

/**
 * A number cell of a table of lines (the campaign cart, a contract's units): typed freely, reported when it parses and is at least `min`.
 * With `money`, it shows and reads amounts as spec §9 writes them ('1.234,56', also '1234.56' typed
 * with a dot: `parseMoney`), and a value under `min` is refused on the device with the minimum in
 * its currency ("At least MXN 183,25") before anything is queued; the server's rule stays the
 * authority (its 422 still arrives as a refused change).
 */
export function NumberCell({
  label,
  value,
  onChange,
  min = 0,
  step = 1,
  disabled,
  money,
}: {
  label: string;
  value: number;
  onChange: (n: number) => void;
  min?: number;
  step?: number;
  disabled?: boolean;
  /** An amount: shown with comma decimals; `currency` (ISO 4217) names the minimum in the message. */
  money?: { currency?: string | undefined } | undefined;
}) {
  const { t } = useLingui();
  const errorId = useId();
  const show = (n: number) => (money ? formatMoney(n) : String(n));
  const [text, setText] = useState(show(value));
  const [last, setLast] = useState(value);
  const [tooLow, setTooLow] = useState(false);
  if (value !== last) {
    setLast(value);
    setText(show(value));
    setTooLow(false);
  }
  const minimum = formatMoney(min, { currency: money?.currency });
  return (
    <Box display="inline-block" textAlign="end">
      <input
        aria-label={label}
        type={money ? 'text' : 'number'}
        inputMode={money ? 'decimal' : 'numeric'}
        min={money ? undefined : min}
        step={money ? undefined : step}
        value={text}
        disabled={disabled}
        aria-invalid={tooLow || undefined}
        aria-describedby={tooLow ? errorId : undefined}
        style={{
          width: '6.5rem',
          padding: '2px 6px',
          border: `1px solid var(--chakra-colors-${tooLow ? 'border-error' : 'border'})`,
          borderRadius: '4px',
          background: 'transparent',
          textAlign: 'end',
        }}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          setText(typed);
          const n = money ? parseMoney(typed) : typed === '' ? null : Number(typed);
          if (n === null || !Number.isFinite(n)) return;
          const low = n < min;
          setTooLow(low && !!money);
          if (!low) onChange(n);
        }}
      />
      {tooLow && (
        <Text id={errorId} fontSize="xs" color="fg.error" role="alert">
          {t`At least ${minimum}`}
        </Text>
      )}
    </Box>
  );
}
