import { WEIGHT_UNIT } from '@momentum/shared';
import { useUnits, type Units } from '@/lib/settings';
import { formatValue } from './goal-format';

/** The metric units a goal can be kept in, beside its converted unit in the person's settings. */
const LENGTH_UNIT = 'cm';

export type GoalUnits = {
  /** The goal's unit as the person reads it ('lb' for a goal kept in kg, 'km' for its own unit). */
  label: string;
  /** A kept value in the person's unit, unrounded. */
  show: (kept: number) => number;
  /** A kept value as an input's text in the person's unit ('100' kg → '220.46'). */
  inputText: (kept: number) => string;
  /**
   * A typed value back as a kept one; text still equal to what `inputText(previous)` gave returns `previous`
   * itself, so a goal saved unchanged keeps its exact kilograms.
   */
  fromInput: (value: number, text: string, previous?: number) => number;
};

const plain = (value: number) => formatValue(value).replaceAll(',', '');

function converted(
  label: string,
  show: (kept: number) => number,
  keep: (shown: number) => number,
): GoalUnits {
  const inputText = (kept: number) => plain(show(kept));
  return {
    label,
    show,
    inputText,
    fromInput: (value, text, previous) =>
      previous !== undefined && text.trim() === inputText(previous) ? previous : keep(value),
  };
}

/**
 * A goal kept in kilograms (or centimetres) is shown and typed in the person's unit, as every weight in the app;
 * a goal in a unit of its own ('km', 'days') is left as it is.
 */
export function goalUnitsOf(unit: string, units: Units): GoalUnits {
  if (unit === WEIGHT_UNIT) return converted(units.weight, units.weightFromKg, units.weightToKg);
  if (unit === LENGTH_UNIT) return converted(units.length, units.lengthFromCm, units.lengthToCm);
  return converted(
    unit,
    (kept) => kept,
    (shown) => shown,
  );
}

/** The goal's unit conversions for the signed-in person. */
export function useGoalUnits(unit: string): GoalUnits {
  return goalUnitsOf(unit, useUnits());
}

/**
 * The metric unit a new goal is kept in for a unit the person typed: their own weight or length unit ('lb', 'in')
 * is kept as kg or cm, so every weight on the server stays metric.
 */
export function keptUnitOf(typed: string, units: Units): string {
  const unit = typed.trim();
  if (unit.toLowerCase() === units.weight) return WEIGHT_UNIT;
  if (unit.toLowerCase() === units.length) return LENGTH_UNIT;
  return unit;
}

/** '82.5 lb' for a goal kept as 37.42 kg by a person using pounds; '40 km' as it is. */
export function formatGoalValue(kept: number, goalUnits: GoalUnits): string {
  const shown = formatValue(goalUnits.show(kept));
  return goalUnits.label ? `${shown} ${goalUnits.label}` : shown;
}
