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

/** Each area's column, made once: the keys below are built on every new version of a kept answer. */
const COLUMN_OF = Object.fromEntries(DATA_AREAS.map((area) => [area, areaVersionColumn(area)])) as Record<
  DataArea,
  AreaVersionColumn
>;

/** The versions of `areas` as one key: what is built from those areas only is kept under it. */
export const areaVersionsKey = (areas: readonly DataArea[], versions: AreaVersions): string =>
  areas.map((area) => versions[COLUMN_OF[area]]).join('.');
