/**
 * The campaign editor's steps (spec product.md §4 "Campaign:
 * creation runs in steps … A step check returns the next step number; the
 * current step is that number minus one. Previous and next move along the
 * ordered step list").
 *
 * The full ordered list is spec §4's. Each campaign type walks the part of it
 * that applies (our reading; the spec does not list them per type):
 * - budget: all twelve; print dates only for print campaigns;
 * - package: basic data (the package is chosen there), dates, print dates
 *   (print only), unit selection, unit update;
 * - manual: basic data, media types, dates, print dates (print only),
 *   advanced filters, points of interest, unit selection, unit update.
 *
 * Step NUMBERS are 1-based positions in the campaign's own list; the server's
 * step check answers the number of the next step to fill, and the editor opens
 * at index `next − 1` of that list (`currentStepIndex`), clamped to the last
 * step once every step is done.
 */

export const STEP_KEYS = [
  'basic_data',
  'budget_distribution_type',
  'media_types',
  'budget_distribution',
  'yoda_factor',
  'media_types_distribution',
  'dates',
  'print_dates',
  'advanced_filters',
  'pois',
  'unit_selection',
  'units_update',
] as const;
export type StepKey = (typeof STEP_KEYS)[number];

export const CAMPAIGN_TYPES = ['budget', 'package', 'manual'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/** The route parameter is a campaign type (spec §5: budget, package or manual; others redirect). */
export const isCampaignType = (value: unknown): value is CampaignType =>
  (CAMPAIGN_TYPES as readonly unknown[]).includes(value);

const PER_TYPE: Record<CampaignType, readonly StepKey[]> = {
  budget: STEP_KEYS,
  package: ['basic_data', 'dates', 'print_dates', 'unit_selection', 'units_update'],
  manual: [
    'basic_data',
    'media_types',
    'dates',
    'print_dates',
    'advanced_filters',
    'pois',
    'unit_selection',
    'units_update',
  ],
};

/** The steps a campaign walks, in order (module doc). `unitsCategory` 'print' keeps the print-dates step. */
export function stepsFor(type: CampaignType, unitsCategory: string): StepKey[] {
  return PER_TYPE[type].filter((s) => s !== 'print_dates' || unitsCategory === 'print');
}

/** 1-based number of a step in the campaign's list; 0 when the type does not walk it. */
export function stepNumber(steps: readonly StepKey[], key: StepKey): number {
  return steps.indexOf(key) + 1;
}

/**
 * The step check's answer for a campaign whose steps up to `done` (a step
 * number, 0 = none) are saved: the next step's number, at most the last.
 */
export function nextStepNumber(steps: readonly StepKey[], done: number): number {
  return Math.min(Math.max(done, 0) + 1, steps.length);
}

/** Index in `steps` the editor opens at, from the step check (spec §4: next − 1), clamped to the list. */
export function currentStepIndex(steps: readonly StepKey[], next: number): number {
  return Math.min(Math.max(next - 1, 0), steps.length - 1);
}

/** Moves along the list: the previous or next index, or null at either end. */
export function moveStep(steps: readonly StepKey[], index: number, direction: -1 | 1): number | null {
  const to = index + direction;
  return to >= 0 && to < steps.length ? to : null;
}

/** What saving a step makes of the campaign's progress: the furthest step saved. */
export function progressAfterSave(done: number, saved: number): number {
  return Math.max(done, saved);
}
