import { measurementSeriesSchema, type BodyMeasurementKey, type MeasurementSeries } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { progressKeys } from './keys';

export function getMeasurementSeries(
  key: BodyMeasurementKey,
  signal?: AbortSignal,
): Promise<MeasurementSeries> {
  return api.get(`/progress/measurements/${key}`, { schema: measurementSeriesSchema, signal });
}

export const getMeasurementSeriesQueryOptions = (key: BodyMeasurementKey) =>
  queryOptions({
    queryKey: progressKeys.measurement(key),
    queryFn: ({ signal }) => getMeasurementSeries(key, signal),
    staleTime: 5 * 60_000,
  });

/** Every day with this measurement (a Body tab chart). */
export function useMeasurementSeries(key: BodyMeasurementKey) {
  return useQuery(getMeasurementSeriesQueryOptions(key));
}
