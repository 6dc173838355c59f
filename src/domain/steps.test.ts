/** The editor's steps (spec product.md §4): per-type lists, step check, previous and next. */
import { describe, expect, it } from 'vitest';
import {
  currentStepIndex,
  isCampaignType,
  moveStep,
  nextStepNumber,
  progressAfterSave,
  stepNumber,
  stepsFor,
} from './steps.ts';

describe('steps', () => {
  it('keeps spec §4 order; budget walks all twelve, print dates only for print campaigns', () => {
    expect(stepsFor('budget', 'print')).toEqual([
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
    ]);
    expect(stepsFor('manual', 'digital')).toEqual([
      'basic_data',
      'media_types',
      'dates',
      'advanced_filters',
      'pois',
      'unit_selection',
      'units_update',
    ]);
    expect(stepsFor('package', 'print')).toEqual([
      'basic_data',
      'dates',
      'print_dates',
      'unit_selection',
      'units_update',
    ]);
  });

  it('only budget, package and manual are campaign types', () => {
    expect(['budget', 'package', 'manual'].every(isCampaignType)).toBe(true);
    expect(isCampaignType('other')).toBe(false);
    expect(isCampaignType(undefined)).toBe(false);
  });

  it('the editor opens at the step check minus one, clamped', () => {
    const steps = stepsFor('manual', 'digital');
    expect(nextStepNumber(steps, 0)).toBe(1);
    expect(currentStepIndex(steps, nextStepNumber(steps, 0))).toBe(0);
    expect(nextStepNumber(steps, 3)).toBe(4);
    expect(currentStepIndex(steps, 4)).toBe(3);
    expect(steps[currentStepIndex(steps, 4)]).toBe('advanced_filters');
    expect(nextStepNumber(steps, 7)).toBe(7);
    expect(currentStepIndex(steps, 99)).toBe(6);
    expect(stepNumber(steps, 'dates')).toBe(3);
    expect(stepNumber(steps, 'yoda_factor')).toBe(0);
  });

  it('previous and next move along the list and stop at the ends; saving keeps the furthest step', () => {
    const steps = stepsFor('package', 'digital');
    expect(moveStep(steps, 0, -1)).toBeNull();
    expect(moveStep(steps, 0, 1)).toBe(1);
    expect(moveStep(steps, steps.length - 1, 1)).toBeNull();
    expect(progressAfterSave(3, 2)).toBe(3);
    expect(progressAfterSave(3, 4)).toBe(4);
  });
});
