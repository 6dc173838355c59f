/**
 * Form fields of the public kit (docs/how-it-works.md "Two kits"; spec product.md §2 "Shared widgets", §5): the same
 * contracts as src/ui/text-input.tsx and src/ui/password-input.tsx — label bound to the control, a hint or error
 * line, a "n / max" counter, aria-invalid and aria-describedby — rendered as plain elements styled by
 * public.css instead of Chakra, for the pages a visitor sees before signing in. No masks: no public form uses one.
 */
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fieldIds, shown } from '../field-ids.ts';
import { cx } from './parts.tsx';

/** Ids the control must carry so the frame's parts describe it. */
export interface FieldIds {
  control: string;
  describedBy: string | undefined;
}

/**
 * Label + control + hint/error line + optional counter. An error replaces the hint; the control's
 * aria-describedby lists the visible line and the counter.
 */
export function FieldFrame(props: {
  label: ReactNode;
  name: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Characters typed so far (for the counter). */
  count: number;
  /** Maximum characters; shows "count / max" when set. */
  maxLength?: number;
  children: (ids: FieldIds) => ReactNode;
}) {
  const { t } = useLingui();
  const control = `${props.name}-${useId()}`;
  const { count, maxLength } = props;
  const hasCounter = maxLength !== undefined;
  const ids = fieldIds(control, { error: props.error, hint: props.hint, counter: hasCounter });
  const { hasError, hasHint, describedBy } = ids;
  return (
    <div className="pu-field">
      <label className="pu-label" htmlFor={control}>
        {props.label}
        {props.required && (
          <span className="pu-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {props.children({ control, describedBy })}
      {(hasError || hasHint || hasCounter) && (
        <div className="pu-line">
          {hasError ? (
            <span id={ids.error} className="pu-error">
              {props.error}
            </span>
          ) : hasHint ? (
            <span id={ids.hint} className="pu-hint">
              {props.hint}
            </span>
          ) : (
            <span />
          )}
          {hasCounter && (
            <span id={ids.counter} className={cx('pu-counter', count > maxLength && 'pu-error')}>
              <span aria-hidden="true">
                {count} / {maxLength}
              </span>
              <span className="pu-vh">{t`${count} of ${maxLength} characters`}</span>
            </span>
          )}
        </div>
      )}
    </div>
  );
}

/** Props shared by the public text and password inputs (those of src/ui/text-input.tsx they support). */
interface InputProps {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  /** Shown instead of the hint; sets aria-invalid. */
  error?: ReactNode;
  required?: boolean;
  autoFocus?: boolean;
}

/** A labelled single-line input. */
export function TextInput(
  props: InputProps & {
    type?: 'text' | 'email' | 'tel';
    maxLength?: number;
    autoComplete?: string;
    disabled?: boolean;
  },
) {
  const { value, onChange } = props;
  return (
    <FieldFrame {...props} count={value.length}>
      {({ control, describedBy }) => (
        <input
          className="pu-input"
          id={control}
          name={props.name}
          type={props.type ?? 'text'}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={props.onBlur}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete}
          autoFocus={props.autoFocus}
          disabled={props.disabled}
          required={props.required}
          aria-invalid={shown(props.error) || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldFrame>
  );
}

/**
 * A labelled password input with a show/hide button after it in tab order (aria-pressed tells whether the
 * characters are visible, the label names the action); toggling keeps focus on the button.
 */
export function PasswordInput(props: InputProps & { autoComplete?: 'current-password' | 'new-password' }) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const { value, onChange } = props;
  return (
    <FieldFrame {...props} count={value.length}>
      {({ control, describedBy }) => (
        <div className="pu-input-group">
          <input
            className="pu-input"
            id={control}
            name={props.name}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
            onBlur={props.onBlur}
            autoComplete={props.autoComplete ?? 'current-password'}
            autoCapitalize="none"
            spellCheck={false}
            autoFocus={props.autoFocus}
            required={props.required}
            aria-invalid={shown(props.error) || undefined}
            aria-describedby={describedBy}
          />
          <button
            type="button"
            className="pu-btn pu-btn-ghost pu-btn-sm"
            aria-label={visible ? t`Hide password` : t`Show password`}
            aria-pressed={visible}
            aria-controls={control}
            onClick={() => setVisible((v) => !v)}
          >
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              {visible ? (
                <>
                  <path d="M17.9 17.9A10.9 10.9 0 0 1 12 19C5 19 1 12 1 12a19.8 19.8 0 0 1 5.1-5.9M9.9 5.2A10 10 0 0 1 12 5c7 0 11 7 11 7a19.9 19.9 0 0 1-2.2 3.2" />
                  <path d="M1 1l22 22" />
                </>
              ) : (
                <>
                  <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
                  <circle cx="12" cy="12" r="3" />
                </>
              )}
            </svg>
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

/** A labelled native select; `placeholder` is the empty first option. */
export function SelectField(props: {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
}) {
  return (
    <FieldFrame {...props} count={0}>
      {({ control, describedBy }) => (
        <select
          className="pu-select"
          id={control}
          name={props.name}
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value)}
          disabled={props.disabled}
          required={props.required}
          autoComplete={props.autoComplete}
          aria-invalid={shown(props.error) || undefined}
          aria-describedby={describedBy}
        >
          <option value="">{props.placeholder}</option>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A required-able group of native radio buttons in a fieldset whose legend is `label`. */
export function RadioGroupField(props: {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  error?: ReactNode;
  required?: boolean;
}) {
  const errorId = `${props.name}-${useId()}-error`;
  const invalid = shown(props.error);
  return (
    <fieldset
      className="pu-field"
      role="radiogroup"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? errorId : undefined}
      aria-required={props.required || undefined}
    >
      <legend className="pu-label">
        {props.label}
        {props.required && (
          <span className="pu-required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="pu-row pu-g4">
        {props.options.map((o) => (
          <label key={o.value} className="pu-radio">
            <input
              type="radio"
              name={props.name}
              value={o.value}
              checked={props.value === o.value}
              onChange={() => props.onChange(o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {invalid && (
        <span id={errorId} className="pu-line pu-error">
          {props.error}
        </span>
      )}
    </fieldset>
  );
}
