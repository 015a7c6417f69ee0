import { measurementSeriesSchema, type BodyMeasurementKey } from '@momentum/shared';
import { defineQuery } from '@/lib/query-hooks';
import { progressKeys } from './keys';

const measurementSeries = defineQuery(
  progressKeys.measurement,
  (key: BodyMeasurementKey) => `/progress/measurements/${key}`,
  measurementSeriesSchema,
  { staleTime: 5 * 60_000 },
);

/** Every day with this measurement (a Body tab chart). */
export const useMeasurementSeries = measurementSeries.use;
