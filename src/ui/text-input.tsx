/**
 * Text input of the shared widget set (spec product.md §2 "Shared widgets" and
 * §5 "Inputs may carry a maximum length and a mask"): label, input, hint or
 * error line, and a "n / max" counter when `maxLength` is set.
 *
 * Invariants:
 * - Controlled: the input shows `value`; every edit calls `onChange(newValue)`.
 * - With `mask` (an imask pattern such as '0000-0000': 0 = digit, a = letter,
 *   * = any) the input only accepts what fits the pattern and `onChange`
 *   receives the masked text as shown (e.g. '1234-5678'), never a partial
 *   character the mask refused.
 * - imask is loaded on first use of a mask (it is 17 KB gzip, and /login has
 *   no masked input); until it arrives the input shows `value` unmasked.
 */
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Input } from '@chakra-ui/react';
import type { IMask } from 'react-imask';
import { FieldFrame } from './field-frame.tsx';

export interface TextInputProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Called on Enter instead of submitting the surrounding form (a search box searches at once). */
  onEnter?: () => void;
  /** `date`: the browser's own date picker, value `YYYY-MM-DD` ('' when cleared). */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'date';
  /** imask pattern, e.g. '0000-0000'. */
  mask?: string;
  /** Maximum characters; shows an "n / max" counter. */
  maxLength?: number;
  hint?: ReactNode;
  /** Shown instead of the hint; sets aria-invalid. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  placeholder?: string;
  autoFocus?: boolean;
}

/** A labelled single-line input (Chakra `Field` + `Input`), optionally masked. */
export function TextInput(props: TextInputProps) {
  const { label, name, value, onChange, hint, error, required, disabled, maxLength } = props;
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
      {({ control, describedBy }) =>
        props.mask ? (
          <MaskedInput {...props} mask={props.mask} id={control} describedBy={describedBy} />
        ) : (
          <Input
            id={control}
            name={name}
            type={props.type ?? 'text'}
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
            onBlur={props.onBlur}
            onKeyDown={
              props.onEnter
                ? (e) => {
                    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
                    e.preventDefault();
                    props.onEnter?.();
                  }
                : undefined
            }
            maxLength={maxLength}
            autoComplete={props.autoComplete}
            placeholder={props.placeholder}
            autoFocus={props.autoFocus}
            aria-describedby={describedBy}
          />
        )
      }
    </FieldFrame>
  );
}

/** The input driven by imask: uncontrolled in the DOM, kept in step with `value`. */
function MaskedInput(props: TextInputProps & { mask: string; id: string; describedBy: string | undefined }) {
  const { mask, value, onChange } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const maskRef = useRef<ReturnType<typeof IMask<{ mask: string }>> | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const el = inputRef.current;
    if (!el) return undefined;
    let live = true;
    void import('react-imask').then(({ IMask }) => {
      if (!live) return;
      const m = IMask(el, { mask });
      m.value = el.value;
      m.on('accept', () => onChangeRef.current(m.value));
      maskRef.current = m;
    });
    return () => {
      live = false;
      maskRef.current?.destroy();
      maskRef.current = null;
    };
  }, [mask]);

  useEffect(() => {
    const m = maskRef.current;
    if (m && m.value !== value) m.value = value;
  }, [value]);

  return (
    <Input
      ref={inputRef}
      id={props.id}
      name={props.name}
      type={props.type === 'number' ? 'text' : (props.type ?? 'text')}
      inputMode={props.type === 'number' ? 'numeric' : undefined}
      defaultValue={value}
      onBlur={props.onBlur}
      maxLength={props.maxLength}
      autoComplete={props.autoComplete}
      placeholder={props.placeholder}
      autoFocus={props.autoFocus}
      aria-describedby={props.describedBy}
    />
  );
}
