/**
 * A labelled native select (Chakra NativeSelect): the filters and small
 * choices of the screens. Native, so it works with the keyboard, screen
 * readers and phone pickers without extra code.
 */
import type { ReactNode } from 'react';
import { Box, NativeSelect, Text } from '@chakra-ui/react';

export interface SelectFieldProps {
  /** Element id of the select (the label points at it). */
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Options in order; `value: ''` is the "any"/placeholder option. */
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  /** Minimum width (Chakra size), default 180px. */
  minW?: string;
}

export function SelectField({ id, label, value, onChange, options, disabled, minW = '180px' }: SelectFieldProps) {
  return (
    <Box minW={minW}>
      <label htmlFor={id}>
        <Text fontSize="sm" fontWeight="medium" mb="1.5">
          {label}
        </Text>
      </label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
