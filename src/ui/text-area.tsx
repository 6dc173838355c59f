/**
 * Multi-line text area of 4 rows (spec product.md §2 "multi-line text area of
 * 4 rows"), with the same label, hint or error line and "n / max" counter as
 * TextInput. Controlled: shows `value`, reports each edit through `onChange`.
 */
import type { ReactNode } from 'react';
import { Textarea } from '@chakra-ui/react';
import { FieldFrame } from './field-frame.tsx';

/** Visible rows of the text area (spec §2). */
export const TEXT_AREA_ROWS = 4;

export interface TextAreaProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Maximum characters; shows an "n / max" counter. */
  maxLength?: number;
  hint?: ReactNode;
  /** Shown instead of the hint; sets aria-invalid. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
}

/** A labelled 4-row text area (Chakra `Field` + `Textarea`), resizable vertically. */
export function TextArea({
  label,
  name,
  value,
  onChange,
  onBlur,
  maxLength,
  hint,
  error,
  required,
  disabled,
  placeholder,
  autoFocus,
}: TextAreaProps) {
  return (
    <FieldFrame
      label={label}
      name={name}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      count={value.length}
      maxLength={maxLength}
    >
      {({ control, describedBy }) => (
        <Textarea
          id={control}
          name={name}
          rows={TEXT_AREA_ROWS}
          resize="vertical"
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={onBlur}
          maxLength={maxLength}
          placeholder={placeholder}
          autoFocus={autoFocus}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}
