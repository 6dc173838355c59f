/**
 * A resource's create/edit form on @tanstack/react-form (ARCHITECTURE.md
 * "Growing it: Resources"; spec product.md §5, §8): text, number, long-text,
 * choice and several-choice (`checks`: the chosen values comma-joined) fields from a config; values are checked with the endpoint's own
 * valibot body schema before anything is sent (messages under each field, in
 * the interface language); the server's 422 `errors` map is shown the same
 * way; with no connection the form says the save needs one. What was typed is
 * never lost: the form keeps its values after any refusal.
 *
 * Presentational: saving is the caller's `onSave(body)`, which resolves with
 * nothing or rejects with an error carrying `status` (0: no answer) and
 * `errors` (the 422 map) — `ApiError` does.
 */
import type { ReactNode } from 'react';
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { CheckField } from '../check-field.tsx';
import { SelectField } from '../select-field.tsx';
import { TextArea } from '../text-area.tsx';
import { TextInput } from '../text-input.tsx';
import { issuesByField, serverErrorsByField } from './field-issues.ts';

export interface ResourceField {
  name: string;
  label: string;
  /**
   * `checks`: several of `options`, held as their values joined by commas. `custom`: `render` draws the
   * control (e.g. a UnitPicker holding unit ids), spanning the form's width.
   */
  kind?: 'text' | 'number' | 'textarea' | 'select' | 'checks' | 'custom';
  /** For `custom`: the control for the field's text value, its change, and the check message to show. */
  render?: (field: { value: string; onChange: (value: string) => void; error: string | undefined }) => ReactNode;
  options?: readonly { value: string; label: string }[];
  required?: boolean;
  maxLength?: number;
  hint?: ReactNode;
}

/** The form's values: one string per field (inputs hold text; `toBody` makes the request's types). */
export type ResourceValues = Record<string, string>;

export interface ResourceFormProps {
  /** Heading and accessible name. */
  title: string;
  fields: readonly ResourceField[];
  initial: ResourceValues;
  /** The endpoint's body schema (store or update): the form's rules. */
  schema: v.GenericSchema;
  toBody: (values: ResourceValues) => Record<string, unknown>;
  /** Saves; rejects with `{ status, errors?, message }` on a refusal (ApiError). */
  onSave: (body: Record<string, unknown>) => Promise<void>;
  /** Shows a Cancel button calling it (none without). */
  onCancel?: (() => void) | undefined;
  /** The submit button's words (default "Save"). */
  submitLabel?: string | undefined;
}

interface Refusal {
  status?: number;
  errors?: Record<string, readonly string[]>;
  message?: string;
}

/** Validation text for a valibot issue, in the interface language. */
function useIssueWords() {
  const { t } = useLingui();
  return (issue: v.BaseIssue<unknown>): string => {
    const req = issue.requirement;
    switch (issue.type) {
      case 'non_empty':
        return t`Required.`;
      case 'min_length':
        return req === 1 ? t`Required.` : t`At least ${String(req)} characters.`;
      case 'max_length':
        return t`At most ${String(req)} characters.`;
      case 'min_value':
        return t`Must be at least ${String(req)}.`;
      case 'max_value':
        return t`Must be at most ${String(req)}.`;
      case 'integer':
        return t`Must be a whole number.`;
      case 'number':
      case 'regex':
        return issue.expected === 'number' || issue.type === 'regex' ? t`Must be a number.` : t`Not valid.`;
      case 'picklist':
        return t`Choose one of the options.`;
      default:
        return issue.input === undefined || issue.input === '' ? t`Required.` : t`Not valid.`;
    }
  };
}

export function ResourceForm({
  title,
  fields,
  initial,
  schema,
  toBody,
  onSave,
  onCancel,
  submitLabel,
}: ResourceFormProps) {
  const { t } = useLingui();
  const words = useIssueWords();
  const form = useForm({
    defaultValues: initial,
    // every Save checks again (the rules run in onSubmitAsync), so earlier messages never block a new attempt
    canSubmitWhenInvalid: true,
    validators: {
      onSubmitAsync: async ({ value }) => {
        const body = toBody(value);
        const checked = v.safeParse(schema, body);
        // TanStack Form reads an object as field messages only when it has `fields` (with `form` beside it)
        if (!checked.success) return { fields: issuesByField(checked.issues, words) };
        try {
          await onSave(body);
          return undefined;
        } catch (e) {
          const refusal = e as Refusal;
          if (refusal.status === 0)
            return {
              form: t`Saving needs a connection. Nothing you typed is lost: save again when the device is back online.`,
              fields: {},
            };
          const byField = serverErrorsByField(refusal.errors);
          return Object.keys(byField).length
            ? { form: refusal.message, fields: byField }
            : { form: refusal.message ?? t`The server refused the save.`, fields: {} };
        }
      },
    },
  });
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        // a new attempt starts clean: the last attempt's messages (the schema's or the server's) go
        for (const f of fields)
          form.setFieldMeta(f.name, (m) => ({ ...m, errorMap: { ...m.errorMap, onSubmit: undefined } }));
        void form.handleSubmit();
      }}
    >
      <Stack gap="4" p="4" borderWidth="1px" borderRadius="lg" bg="bg">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <form.Subscribe selector={(s) => s.errors.find((x): x is string => typeof x === 'string' && x !== '')}>
          {(error) =>
            error ? (
              <Text role="alert" p="3" borderRadius="md" bg="bg.warning">
                {error}
              </Text>
            ) : null
          }
        </form.Subscribe>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {fields.map((f) => (
            <form.Field key={f.name} name={f.name}>
              {(field) => {
                const error = field.state.meta.errors.find((x) => typeof x === 'string') as string | undefined;
                const value = (field.state.value as string | undefined) ?? '';
                if (f.kind === 'select')
                  return (
                    <Box>
                      <SelectField
                        id={`resource-${f.name}`}
                        label={f.label}
                        value={value}
                        onChange={(x) => field.handleChange(x)}
                        options={f.options ?? []}
                        minW="0"
                      />
                      {error && (
                        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
                          {error}
                        </Text>
                      )}
                    </Box>
                  );
                if (f.kind === 'custom' && f.render)
                  return (
                    <Box gridColumn="1 / -1">{f.render({ value, onChange: (x) => field.handleChange(x), error })}</Box>
                  );
                if (f.kind === 'checks') {
                  const chosen = value ? value.split(',') : [];
                  return (
                    <Box as="fieldset" gridColumn="1 / -1">
                      <Text as="legend" fontWeight="medium" mb="1">
                        {f.label}
                      </Text>
                      <HStack gap="4" wrap="wrap">
                        {(f.options ?? []).map((o) => (
                          <CheckField
                            key={o.value}
                            label={o.label}
                            checked={chosen.includes(o.value)}
                            onChange={(on) =>
                              field.handleChange(
                                (on ? [...chosen, o.value] : chosen.filter((x) => x !== o.value)).join(','),
                              )
                            }
                          />
                        ))}
                      </HStack>
                      {error && (
                        <Text role="alert" color="fg.error" fontSize="sm" mt="1">
                          {error}
                        </Text>
                      )}
                    </Box>
                  );
                }
                if (f.kind === 'textarea')
                  return (
                    <TextArea
                      label={f.label}
                      name={f.name}
                      value={value}
                      onChange={(x) => field.handleChange(x)}
                      error={error}
                      maxLength={f.maxLength}
                      hint={f.hint}
                    />
                  );
                return (
                  <TextInput
                    label={f.label}
                    name={f.name}
                    value={value}
                    onChange={(x) => field.handleChange(x)}
                    onBlur={field.handleBlur}
                    error={error}
                    type={f.kind === 'number' ? 'number' : 'text'}
                    required={f.required}
                    maxLength={f.maxLength}
                    hint={f.hint}
                  />
                );
              }}
            </form.Field>
          ))}
        </SimpleGrid>
        <HStack gap="2">
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(submitting) => (
              <Button
                type="submit"
                colorPalette="brand"
                loading={submitting}
                loadingText={submitLabel ?? <Trans>Save</Trans>}
              >
                {submitLabel ?? <Trans>Save</Trans>}
              </Button>
            )}
          </form.Subscribe>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
