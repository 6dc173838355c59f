/**
 * A labelled native checkbox (the label wraps it, so a click on the text
 * toggles it): lists of choices such as countries and media types. Native,
 * so it works with the keyboard and screen readers without extra code, and
 * costs no style recipe in the first load.
 */
import type { ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

export interface CheckFieldProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function CheckField({ label, checked, onChange, disabled }: CheckFieldProps) {
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      gap="2"
      cursor={disabled ? 'not-allowed' : 'pointer'}
      opacity={disabled ? 0.6 : 1}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
        style={{ width: '1.1rem', height: '1.1rem', accentColor: '#F5B800' }}
      />
      <chakra.span>{label}</chakra.span>
    </chakra.label>
  );
}
