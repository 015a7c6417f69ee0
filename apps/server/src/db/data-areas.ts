/*
 * A person's data falls into areas, each with a version of its own beside the data version
 * (docs/decisions/0028-data-areas.md): every write of a table moves the data version and its area's version, in
 * the writing transaction (the triggers of migration 2026-11-27-0120). An answer built from some areas only (the
 * week's meals, the templates) can so be kept until one of those areas moves, where the data version moves with
 * any write at all: after a meal the dashboard reads the nutrition again, not the templates.
 */

export const DATA_AREAS = [
  /** Logged workouts, their sets and records, imports. */
  'training',
  /** The food diary: entries, items, water, targets, saved meals, custom foods. */
  'nutrition',
  /** Weigh-ins, measurements and progress photos. */
  'body',
  /** What the person plans: workout templates and their custom exercises, the week's plan, targets, goals. */
  'plan',
  /** The person's own row: name, email, onboarding, start weight, avatar, time zone. */
  'profile',
  'settings',
  'notifications',
  'achievements',
] as const;

export type DataArea = (typeof DATA_AREAS)[number];
export type AreaVersionColumn = `${DataArea}_version`;
/** The versions of a person's areas, as read from their `users` row. */
export type AreaVersions = Readonly<Record<AreaVersionColumn, number>>;

export const areaVersionColumn = (area: DataArea): AreaVersionColumn => `${area}_version`;

export const AREA_VERSION_COLUMNS: readonly AreaVersionColumn[] = DATA_AREAS.map(areaVersionColumn);

/** A new person's versions: every area at 0. */
export const NO_AREA_VERSIONS: AreaVersions = Object.fromEntries(
  AREA_VERSION_COLUMNS.map((column) => [column, 0]),
) as AreaVersions;

/** Each area's column, made once: the keys below are worked out on every ask of a kept answer. */
const COLUMN_OF = Object.fromEntries(DATA_AREAS.map((area) => [area, areaVersionColumn(area)])) as Record<
  DataArea,
  AreaVersionColumn
>;

/**
 * The versions of `areas` as one key: what is built from those areas only is kept under it. Their sum: a
 * person's commits happen one after another (each updates their `users` row) and a version only ever grows by
 * one, so of any two states of a person's data, the later has every version at least the earlier's and, when one
 * of `areas` moved between them, the greater sum. Equal sums so mean the same versions of `areas`, and the key is
 * a number: no string is built on each ask.
 */
export const areaVersionsKey = (areas: readonly DataArea[], versions: AreaVersions): number => {
  let sum = 0;
  for (const area of areas) sum += versions[COLUMN_OF[area]];
  return sum;
};
