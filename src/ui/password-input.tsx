/**
 * Password input with a show/hide toggle (spec product.md §2 "Shared widgets").
 * The toggle is a real button after the input in tab order, with aria-pressed
 * telling whether the password is visible and an aria-label naming the action
 * ("Show password" / "Hide password"). Toggling keeps focus on the button.
 */
import type { ReactNode } from 'react';
import { useState } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { FieldFrame } from './field-frame.tsx';

export interface PasswordInputProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  /** Shown instead of the hint; sets aria-invalid. */
  error?: ReactNode;
  required?: boolean;
  autoComplete?: 'current-password' | 'new-password';
  autoFocus?: boolean;
}

/** A labelled password input; the eye button reveals or hides the characters. */
export function PasswordInput({
  label,
  name,
  value,
  onChange,
  onBlur,
  hint,
  error,
  required,
  autoComplete,
  autoFocus,
}: PasswordInputProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} name={name} hint={hint} error={error} required={required} count={value.length}>
      {({ control, describedBy }) => (
        <InputGroup
          endElementProps={{ pointerEvents: 'auto', px: '1' }}
          endElement={
            <IconButton
              type="button"
              size="sm"
              variant="ghost"
              aria-label={visible ? t`Hide password` : t`Show password`}
              aria-pressed={visible}
              aria-controls={control}
              onClick={() => setVisible((v) => !v)}
            >
              {visible ? <EyeOffIcon /> : <EyeIcon />}
            </IconButton>
          }
        >
          <Input
            id={control}
            name={name}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
            onBlur={onBlur}
            autoComplete={autoComplete ?? 'current-password'}
            autoCapitalize="none"
            spellCheck={false}
            autoFocus={autoFocus}
            aria-describedby={describedBy}
          />
        </InputGroup>
      )}
    </FieldFrame>
  );
}

function EyeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M17.9 17.9A10.9 10.9 0 0 1 12 19C5 19 1 12 1 12a19.8 19.8 0 0 1 5.1-5.9M9.9 5.2A10 10 0 0 1 12 5c7 0 11 7 11 7a19.9 19.9 0 0 1-2.2 3.2" />
      <path d="M1 1l22 22" />
    </svg>
  );
}
