/**
 * The segments of a package in its form (product.md §3 "package with segments"; issue 16 "Packages … with
 * segments"): each segment a name and some of the package's units, chosen by name (UnitIdsPicker), in order; add
 * and remove segments. The resource kit's form holds text, so the field's value is the segments as JSON
 * (`segmentsToText` / `segmentsFromText`); the server checks that a segment only holds units of the package (422
 * under `segments`, shown under the field).
 */
import { Button, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { UnitIdsPicker, idsIn } from '#src/resource/unit-picker.tsx';
import { TextInput } from '#src/ui/text-input.tsx';

/** A segment as the form edits it. */
export interface SegmentDraft {
  name: string;
  unit_ids: number[];
}

/** The field's text for `segments` (a package's, or none). */
export function segmentsToText(segments: readonly SegmentDraft[] | undefined): string {
  return JSON.stringify((segments ?? []).map((s) => ({ name: s.name, unit_ids: s.unit_ids })));
}

/** The segments in the field's text; anything unreadable is no segment. */
export function segmentsFromText(text: string | undefined): SegmentDraft[] {
  try {
    const raw: unknown = JSON.parse(text || '[]');
    if (!Array.isArray(raw)) return [];
    return raw.map((s: { name?: unknown; unit_ids?: unknown }) => ({
      name: typeof s?.name === 'string' ? s.name : '',
      unit_ids: Array.isArray(s?.unit_ids) ? s.unit_ids.filter((x): x is number => Number.isInteger(x) && x > 0) : [],
    }));
  } catch {
    return [];
  }
}

/** The segments editor; `value`/`onChange` carry the JSON text; `error` is the server's message for `segments`. */
export function PackageSegmentsField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const segments = segmentsFromText(value);
  const set = (next: SegmentDraft[]) => onChange(segmentsToText(next));
  const patch = (i: number, change: Partial<SegmentDraft>) =>
    set(segments.map((s, j) => (j === i ? { ...s, ...change } : s)));
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">
        <Trans>Segments</Trans>
      </Fieldset.Legend>
      <Stack gap="4">
        {segments.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            <Trans>No segments: the package is sold as one group.</Trans>
          </Text>
        )}
        {segments.map((s, i) => (
          <Stack key={i} gap="2" p="3" borderWidth="1px" borderRadius="md" data-segment-index={i}>
            <HStack justify="space-between" align="end" wrap="wrap">
              <TextInput
                label={t`Name of segment ${i + 1}`}
                name={`segment-${i}-name`}
                value={s.name}
                onChange={(name) => patch(i, { name })}
                maxLength={120}
                required
              />
              <Button
                size="sm"
                variant="outline"
                onClick={() => set(segments.filter((_, j) => j !== i))}
                aria-label={t`Remove segment ${i + 1}`}
              >
                <Trans>Remove</Trans>
              </Button>
            </HStack>
            <UnitIdsPicker
              label={t`Units of segment ${i + 1}`}
              name={`segment-${i}-units`}
              value={s.unit_ids.join(', ')}
              onChange={(ids) => patch(i, { unit_ids: idsIn(ids) })}
            />
          </Stack>
        ))}
        <Button
          size="sm"
          alignSelf="start"
          variant="outline"
          disabled={segments.length >= 20}
          onClick={() => set([...segments, { name: '', unit_ids: [] }])}
        >
          <Trans>Add a segment</Trans>
        </Button>
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
