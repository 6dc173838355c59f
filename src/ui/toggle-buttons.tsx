/**
 * A small group of toggle buttons choosing one of a few views (list or map, grid or map, chart or table): each a
 * button with `aria-pressed`, the chosen one solid, the group labelled for screen readers.
 */
import type { ReactNode } from 'react';
import { Button, HStack, type ButtonProps } from '@chakra-ui/react';

export interface ToggleButtonsProps<V extends string> {
  /** What the group chooses, for screen readers ("View", "Show as"). */
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly { value: V; label: ReactNode }[];
  size?: ButtonProps['size'];
}

/** The group (module doc). */
export function ToggleButtons<V extends string>({
  label,
  value,
  onChange,
  options,
  size = 'sm',
}: ToggleButtonsProps<V>) {
  return (
    <HStack gap="1" role="group" aria-label={label}>
      {options.map((o) => (
        <Button
          key={o.value}
          size={size}
          variant={value === o.value ? 'solid' : 'outline'}
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </HStack>
  );
}
