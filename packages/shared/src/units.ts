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

export const INCHES_PER_FOOT = 12;

/** A height in whole feet and inches (to one decimal), as people in the US give it: 180 cm → 5 ft 10.9 in. */
export function toFeetAndInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round((cm / CM_PER_INCH) * 10) / 10;
  const feet = Math.floor(totalInches / INCHES_PER_FOOT);
  return { feet, inches: Math.round((totalInches - feet * INCHES_PER_FOOT) * 10) / 10 };
}

/** Centimetres from feet and inches. */
export function fromFeetAndInches(feet: number, inches: number): number {
  return (feet * INCHES_PER_FOOT + inches) * CM_PER_INCH;
}
