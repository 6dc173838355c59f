/**
 * Time picker (spec product.md §2 "time picker"): a 24-hour 'HH:MM' time
 * chosen with two native selects, hour (00–23) and minutes (in steps of
 * `step` minutes). Native selects are keyboard- and screen-reader-friendly on
 * every device and never show a 12-hour clock, whatever the browser locale.
 *
 * Invariants:
 * - `value` is 'HH:MM' or '' (no time); `onChange` always receives 'HH:MM'.
 * - Choosing only the hour picks minute 00; a value whose minutes are not on
 *   the step is still shown (added to the minute list) and kept.
 */
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Field, Fieldset, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { formatTime, minuteOptions, parseTime } from '../lib/time.ts';

export interface TimePickerProps {
  label: ReactNode;
  /** Form name; the hidden input carries the 'HH:MM' value. */
  name: string;
  /** 'HH:MM' (24 h) or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /** Minutes between choices, default 15. */
  step?: number;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Hour and minute selects producing a 24-hour 'HH:MM'. */
export function TimePicker({
  label,
  name,
  value,
  onChange,
  step = 15,
  hint,
  error,
  required,
  disabled,
}: TimePickerProps) {
  const { t } = useLingui();
  const id = `time-${useId()}`;
  const current = parseTime(value);
  const hour = current === undefined ? undefined : Math.floor(current / 60);
  const minute = current === undefined ? undefined : current % 60;
  const offered = minuteOptions(step);
  const minutes =
    minute === undefined || offered.includes(minute) ? offered : [...offered, minute].toSorted((a, b) => a - b);
  const emit = (h: number, m: number) => onChange(formatTime(h * 60 + m));

  return (
    <Fieldset.Root
      invalid={Boolean(error)}
      disabled={disabled}
      aria-describedby={error || hint ? `${id}-note` : undefined}
    >
      <Fieldset.Legend>
        {label}
        {required && (
          <Text as="span" color="fg.error" aria-hidden="true">
            {' '}
            *
          </Text>
        )}
      </Fieldset.Legend>
      <HStack gap="1" align="center">
        <Field.Root width="auto" required={required}>
          <NativeSelect.Root size="sm" width="5rem">
            <NativeSelect.Field
              aria-label={t`Hour`}
              value={hour === undefined ? '' : pad(hour)}
              onChange={(e) => emit(Number(e.currentTarget.value), minute ?? 0)}
            >
              {hour === undefined && <option value="">--</option>}
              {Array.from({ length: 24 }, (_, h) => (
                <option key={h} value={pad(h)}>
                  {pad(h)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Text aria-hidden="true">:</Text>
        <Field.Root width="auto" required={required}>
          <NativeSelect.Root size="sm" width="5rem">
            <NativeSelect.Field
              aria-label={t`Minutes`}
              value={minute === undefined ? '' : pad(minute)}
              onChange={(e) => emit(hour ?? 0, Number(e.currentTarget.value))}
            >
              {minute === undefined && <option value="">--</option>}
              {minutes.map((m) => (
                <option key={m} value={pad(m)}>
                  {pad(m)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      <input type="hidden" name={name} value={current === undefined ? '' : formatTime(current)} />
      {error ? (
        <Fieldset.ErrorText id={`${id}-note`}>{error}</Fieldset.ErrorText>
      ) : hint ? (
        <Fieldset.HelperText id={`${id}-note`}>{hint}</Fieldset.HelperText>
      ) : null}
    </Fieldset.Root>
  );
}
