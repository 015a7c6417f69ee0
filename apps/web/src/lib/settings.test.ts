import { describe, expect, it } from 'vitest';
import { unitsFor } from './settings';

describe('unitsFor', () => {
  it('shows stored kilograms in pounds and takes pounds back to the same kilograms', () => {
    const units = unitsFor('lb', 'cm');
    expect(units.formatWeight(100)).toBe(`${(220.5).toLocaleString(undefined)} lb`);
    expect(units.weightToKg(units.weightFromKg(100))).toBeCloseTo(100, 10);
  });

  it('leaves metric values as they are', () => {
    const units = unitsFor('kg', 'cm');
    expect(units.weightFromKg(82.5)).toBe(82.5);
    expect(units.formatLength(180)).toBe('180 cm');
  });

  it('converts lengths to inches', () => {
    const units = unitsFor('kg', 'in');
    expect(units.lengthFromCm(2.54)).toBeCloseTo(1, 10);
    expect(units.formatLength(254, 0)).toBe('100 in');
  });
});
