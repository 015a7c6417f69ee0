import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingText } from '@/components/ui/spinner';

// recharts (~94 KB gzip) loads with the first chart drawn, never with the dashboard or any screen without one.
const SeriesChartImpl = lazy(() => import('./series-chart'));
const StackedBarChartImpl = lazy(() => import('./bar-chart'));

const fallback = (height = 240) => (
  <div style={{ height }} className="flex items-center justify-center">
    <LoadingText>Loading chart...</LoadingText>
  </div>
);

export function SeriesChart(props: ComponentProps<typeof SeriesChartImpl>) {
  return (
    <Suspense fallback={fallback(props.height)}>
      <SeriesChartImpl {...props} />
    </Suspense>
  );
}

export function StackedBarChart(props: ComponentProps<typeof StackedBarChartImpl>) {
  return (
    <Suspense fallback={fallback(props.height)}>
      <StackedBarChartImpl {...props} />
    </Suspense>
  );
}
