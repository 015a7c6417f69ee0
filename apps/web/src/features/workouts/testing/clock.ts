/** The instant the workouts tests set their clocks to, and the units they count time in. */
export const T0 = Date.parse('2026-05-01T10:00:00.000Z');
export const SEC = 1000;
export const MIN = 60 * SEC;
