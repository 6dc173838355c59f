/**
 * Shared frame of the form fields (spec product.md §2 "Shared widgets": a label,
 * a hint or error line and a character counter when a maximum length is set).
 * Used by TextInput, PasswordInput and TextArea; not exported from the widget set.
 *
 * Invariants:
 * - The label is bound to the control (`Field.Label` htmlFor = control id), so
 *   `getByLabelText(label)` finds the control.
 * - An error replaces the hint and marks the field invalid (aria-invalid on the
 *   control); the control's aria-describedby lists the visible line (hint or
 *   error) and the counter.
 */
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Field, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { fieldIds } from './field-ids.ts';

/** Ids the control must carry so the frame's parts describe it. */
export interface FieldIds {
  /** id of the input / textarea (the label points to it). */
  control: string;
  /** Space-separated ids for the control's aria-describedby, or undefined. */
  describedBy: string | undefined;
}

export interface FieldFrameProps {
  label: ReactNode;
  /** Form name of the control; also prefixes the generated id. */
  name: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Characters typed so far (for the counter). */
  count: number;
  /** Maximum characters; shows "count / max" when set. */
  maxLength?: number;
  /** Renders the control with the ids it must carry. */
  children: (ids: FieldIds) => ReactNode;
}

/** Label + control + hint/error line + optional counter, in a Chakra `Field.Root`. */
export function FieldFrame({
  label,
  name,
  hint,
  error,
  required,
  disabled,
  count,
  maxLength,
  children,
}: FieldFrameProps) {
  const { t } = useLingui();
  const control = `${name}-${useId()}`;
  const hasCounter = maxLength !== undefined;
  const {
    hasError,
    hasHint,
    describedBy,
    counter: counterId,
    ...line
  } = fieldIds(control, {
    error,
    hint,
    counter: hasCounter,
  });
  const ids = { helperText: line.hint, errorText: line.error };

  return (
    <Field.Root id={control} ids={ids} invalid={hasError} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children({ control, describedBy })}
      {(hasError || hasHint || hasCounter) && (
        <HStack width="full" justify="space-between" align="start" gap="2">
          {hasError ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : hasHint ? (
            <Field.HelperText>{hint}</Field.HelperText>
          ) : (
            <span />
          )}
          {hasCounter && (
            <Text id={counterId} textStyle="xs" color={count > maxLength ? 'fg.error' : 'fg.muted'} flexShrink={0}>
              <span aria-hidden="true">
                {count} / {maxLength}
              </span>
              <VisuallyHidden>{t`${count} of ${maxLength} characters`}</VisuallyHidden>
            </Text>
          )}
        </HStack>
      )}
    </Field.Root>
  );
}
