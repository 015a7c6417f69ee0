import {
  DEFAULT_USER_SETTINGS,
  fromCentimetres,
  fromKilograms,
  toCentimetres,
  toKilograms,
  type LengthUnit,
  type UserSettings,
  type WeightUnit,
} from '@momentum/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { loadShellSchemas } from './load-shell-schemas';
import { sharedKeys } from './query-keys';

/**
 * GET /settings: the signed-in person's preferences, checked with the shared contract. The shell reads them on
 * every page (theme, units), so the contract loads beside the request instead of in the first load.
 */
export async function getSettings(): Promise<UserSettings> {
  const [{ userSettingsSchema }, answer] = await Promise.all([
    loadShellSchemas(),
    api.get<unknown>('/settings'),
  ]);
  return userSettingsSchema.parse(answer);
}

/**
 * The person's preferences, shared by every screen. Until they arrive (or when they cannot be read) the defaults
 * apply, so a screen never waits on settings to show its numbers.
 */
export function settingsQueryOptions() {
  return { queryKey: sharedKeys.settings, queryFn: getSettings, staleTime: Infinity } as const;
}

export function useSettings(): UserSettings {
  const { data } = useQuery(settingsQueryOptions());
  return data ?? DEFAULT_USER_SETTINGS;
}

export interface Units {
  weight: WeightUnit;
  length: LengthUnit;
  /** A stored weight (kg) in the person's unit, unrounded: round only where it is shown. */
  weightFromKg: (kg: number) => number;
  /** A weight typed in the person's unit, in kilograms for the API. */
  weightToKg: (value: number) => number;
  /** A stored length (cm) in the person's unit, unrounded. */
  lengthFromCm: (cm: number) => number;
  /** A length typed in the person's unit, in centimetres for the API. */
  lengthToCm: (value: number) => number;
  /** "82.5 kg" / "181.9 lb": a stored weight shown with its unit. */
  formatWeight: (kg: number, fractionDigits?: number) => string;
  /** "180 cm" / "70.9 in": a stored length shown with its unit. */
  formatLength: (cm: number, fractionDigits?: number) => string;
  /** A typed weight kept in kilograms ('100') as the person edits it in their unit ('220.46'): '' stays ''. */
  weightInputText: (kgText: string) => string;
  /**
   * What the person typed, back in kilograms. Text equal to what `weightInputText` showed for `previousKgText`
   * gives `previousKgText` itself, so 100 kg shown as 220.46 lb and saved unchanged stays exactly 100 kg.
   */
  weightFromInputText: (text: string, previousKgText: string) => string;
}

/** Digits an input shows of a converted value: enough that re-typing what is shown changes nothing visible. */
const INPUT_DECIMALS = 2;

const numberFormats = new Map<number, Intl.NumberFormat>();
function formatNumber(value: number, fractionDigits: number): string {
  let format = numberFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { maximumFractionDigits: fractionDigits });
    numberFormats.set(fractionDigits, format);
  }
  return format.format(value);
}

/** The conversions for given units: the one place the web turns stored metric values into what a person sees. */
export function unitsFor(weight: WeightUnit, length: LengthUnit): Units {
  const weightInputText = (kgText: string) => {
    if (weight === 'kg' || kgText.trim() === '') return kgText;
    const kg = Number(kgText);
    if (!Number.isFinite(kg)) return kgText;
    return String(Number(fromKilograms(kg, weight).toFixed(INPUT_DECIMALS)));
  };
  return {
    weightInputText,
    weightFromInputText: (text, previousKgText) => {
      if (weight === 'kg') return text;
      if (text === weightInputText(previousKgText)) return previousKgText;
      const value = Number(text);
      if (text.trim() === '' || !Number.isFinite(value)) return text;
      return String(toKilograms(value, weight));
    },
    weight,
    length,
    weightFromKg: (kg) => fromKilograms(kg, weight),
    weightToKg: (value) => toKilograms(value, weight),
    lengthFromCm: (cm) => fromCentimetres(cm, length),
    lengthToCm: (value) => toCentimetres(value, length),
    formatWeight: (kg, fractionDigits = 1) =>
      `${formatNumber(fromKilograms(kg, weight), fractionDigits)} ${weight}`,
    formatLength: (cm, fractionDigits = 1) =>
      `${formatNumber(fromCentimetres(cm, length), fractionDigits)} ${length}`,
  };
}

/** Metric, as stored: the default where no person's units apply. */
export const METRIC_UNITS: Units = unitsFor('kg', 'cm');

/** The signed-in person's units (kg/lb, cm/in) with their conversions. */
export function useUnits(): Units {
  const { units } = useSettings();
  return unitsFor(units.weight, units.length);
}
