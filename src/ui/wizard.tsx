/**
 * Multi-step wizard (spec product.md §2 "multi-step wizard with an active
 * step", §9 "steps bar 80 px high, 1130 px minimum"): a numbered steps bar,
 * the current step's content, and Previous / Next buttons.
 *
 * Invariants:
 * - The steps bar is an ordered list in a nav named "Steps"; the active step
 *   has aria-current="step", finished steps say "(completed)" to screen readers.
 * - The bar is 80 px high; from the xl breakpoint it is at least 1130 px wide,
 *   below that it scrolls sideways instead of squeezing the labels.
 * - Finished steps are buttons only when `onStepSelect` is given (going back);
 *   later steps are never reachable from the bar.
 * - On the last step the Next button reads "Finish" (or `finishLabel`).
 */
import type { ReactNode } from 'react';
import { Box, Button, Circle, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

/** Height of the steps bar (spec §9), in px. */
export const STEPS_BAR_HEIGHT_PX = 80;
/** Minimum width of the steps bar on wide screens (spec §9), in px. */
export const STEPS_BAR_MIN_WIDTH_PX = 1130;

/** One step of the wizard. */
export interface WizardStep {
  id: string;
  label: ReactNode;
}

export interface WizardProps {
  steps: WizardStep[];
  /** 0-based index of the active step. */
  current: number;
  /** Content of the active step. */
  children: ReactNode;
  onPrevious?: () => void;
  /** Called by Next (and Finish on the last step). */
  onNext?: () => void;
  /** Makes finished steps clickable, to go back to them. */
  onStepSelect?: (index: number) => void;
  nextDisabled?: boolean;
  /** Shows a spinner on Next while the step is being saved. */
  busy?: boolean;
  finishLabel?: ReactNode;
}

/** Steps bar + active step content + Previous/Next. */
export function Wizard({
  steps,
  current,
  children,
  onPrevious,
  onNext,
  onStepSelect,
  nextDisabled,
  busy,
  finishLabel,
}: WizardProps) {
  const { t } = useLingui();
  const last = current >= steps.length - 1;
  const total = steps.length;
  const position = current + 1;
  return (
    <Stack gap="4">
      <Box as="nav" aria-label={t`Steps`} overflowX="auto" borderBottomWidth="1px" bg="bg.subtle">
        <Box
          as="ol"
          display="flex"
          alignItems="center"
          gap="4"
          listStyleType="none"
          px="4"
          height={`${STEPS_BAR_HEIGHT_PX}px`}
          minWidth={{ base: 'max-content', xl: `${STEPS_BAR_MIN_WIDTH_PX}px` }}
        >
          {steps.map((step, index) => {
            const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
            const marker = (
              <HStack gap="2">
                <Circle
                  size="8"
                  fontWeight="semibold"
                  bg={state === 'upcoming' ? 'bg.muted' : 'brand.solid'}
                  color={state === 'upcoming' ? 'fg.muted' : 'brand.contrast'}
                  borderWidth={state === 'current' ? '2px' : '0'}
                  borderColor="ink.solid"
                  aria-hidden="true"
                >
                  {state === 'complete' ? '✓' : index + 1}
                </Circle>
                <Text
                  fontWeight={state === 'current' ? 'semibold' : 'normal'}
                  color={state === 'upcoming' ? 'fg.muted' : 'fg'}
                  whiteSpace="nowrap"
                >
                  {step.label}
                  {state === 'complete' && (
                    <VisuallyHidden>
                      {' '}
                      <Trans>(completed)</Trans>
                    </VisuallyHidden>
                  )}
                </Text>
              </HStack>
            );
            return (
              <li key={step.id} aria-current={state === 'current' ? 'step' : undefined} data-state={state}>
                {state === 'complete' && onStepSelect ? (
                  <Button variant="ghost" size="sm" px="1" onClick={() => onStepSelect(index)}>
                    {marker}
                  </Button>
                ) : (
                  marker
                )}
              </li>
            );
          })}
        </Box>
      </Box>
      <Text textStyle="sm" color="fg.muted">
        <Trans>
          Step {position} of {total}
        </Trans>
      </Text>
      <Box>{children}</Box>
      <HStack justify="space-between">
        {current > 0 && onPrevious ? (
          <Button variant="outline" onClick={onPrevious}>
            <Trans>Previous</Trans>
          </Button>
        ) : (
          <span />
        )}
        {onNext && (
          <Button
            colorPalette="brand"
            onClick={onNext}
            disabled={nextDisabled}
            loading={busy}
            loadingText={last ? (finishLabel ?? <Trans>Finish</Trans>) : <Trans>Next</Trans>}
          >
            {last ? (finishLabel ?? <Trans>Finish</Trans>) : <Trans>Next</Trans>}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
