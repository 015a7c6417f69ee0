/**
 * Units: the API and the database speak metric (kg, cm, m); these are the only conversions to and from
 * imperial, so a number shown in pounds and saved back unchanged comes back as the same kilograms.
 */

/** The international avoirdupois pound, exactly (1959 agreement). */
export const KG_PER_LB = 0.45359237;
export const M_PER_MILE = 1609.344;
export const CM_PER_INCH = 2.54;

export type WeightUnit = 'kg' | 'lb';

/** Kilograms from a weight in the given unit. */
export function toKilograms(value: number, unit: WeightUnit): number {
  return unit === 'kg' ? value : value * KG_PER_LB;
}

/** A weight in kilograms expressed in the given unit. */
export function fromKilograms(kg: number, unit: WeightUnit): number {
  return unit === 'kg' ? kg : kg / KG_PER_LB;
}

export type LengthUnit = 'cm' | 'in';

/** Centimetres from a length in the given unit. */
export function toCentimetres(value: number, unit: LengthUnit): number {
  return unit === 'cm' ? value : value * CM_PER_INCH;
}

/** A length in centimetres expressed in the given unit. */
export function fromCentimetres(cm: number, unit: LengthUnit): number {
  return unit === 'cm' ? cm : cm / CM_PER_INCH;
}
