/**
 * Range slider (spec product.md §2 "range slider"): two thumbs choosing a
 * low and a high value between `min` and `max` in steps of `step`. Each thumb
 * is a role=slider named "<label>: minimum" / "<label>: maximum", moved with
 * arrows, PageUp/PageDown, Home/End; its aria-valuetext and the visible
 * values use `format` (e.g. money). The thumbs cannot cross.
 */
import { useId } from 'react';
import { HStack, Slider, Text, VisuallyHidden } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

export interface RangeSliderProps {
  /** Visible label, also naming the two thumbs. */
  label: string;
  /** [low, high], within min..max. */
  value: [number, number];
  /** Called while dragging or on each key press with the new [low, high]. */
  onChange: (value: [number, number]) => void;
  /** Called once when the user lets go (pointer up / key press). */
  onChangeEnd?: (value: [number, number]) => void;
  min: number;
  max: number;
  /** Step between values, default 1. */
  step?: number;
  /** Shows a value, default String(value). */
  format?: (value: number) => string;
  disabled?: boolean;
}

/** Two-thumb slider with the formatted low and high values shown under it. */
export function RangeSlider({
  label,
  value,
  onChange,
  onChangeEnd,
  min,
  max,
  step = 1,
  format = String,
  disabled,
}: RangeSliderProps) {
  const { t } = useLingui();
  const id = `range-${useId()}`;
  const pair = (v: number[]): [number, number] => [v[0] ?? min, v[1] ?? max];
  return (
    <Slider.Root
      value={value}
      onValueChange={(details) => onChange(pair(details.value))}
      onValueChangeEnd={(details) => onChangeEnd?.(pair(details.value))}
      min={min}
      max={max}
      step={step}
      minStepsBetweenThumbs={0}
      disabled={disabled}
      colorPalette="brand"
      aria-labelledby={[`${id}-min`, `${id}-max`]}
      getAriaValueText={(details) => format(details.value)}
      thumbAlignment="center"
    >
      <Text id={`${id}-label`} textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <VisuallyHidden id={`${id}-min`}>{t`${label}: minimum`}</VisuallyHidden>
      <VisuallyHidden id={`${id}-max`}>{t`${label}: maximum`}</VisuallyHidden>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
      <HStack justify="space-between" aria-hidden="true">
        <Text textStyle="sm">{format(value[0])}</Text>
        <Text textStyle="sm">{format(value[1])}</Text>
      </HStack>
    </Slider.Root>
  );
}
