import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartColors } from './chart-colors';

export type StackedBarChartProps = {
  data: ReadonlyArray<Record<string, number | string>>;
  /** The x key of each row (a label). */
  xKey: string;
  bars: ReadonlyArray<{ key: string; name: string; color: string }>;
  summary: string;
  height?: number;
};

/** Stacked bars (sets per muscle per week), coloured by the theme, described by `summary`. */
export default function StackedBarChart({ data, xKey, bars, summary, height = 260 }: StackedBarChartProps) {
  return (
    <div role="img" aria-label={summary} style={{ height }} className="w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data as Record<string, unknown>[]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey={xKey} stroke={chartColors.axis} tick={{ fill: chartColors.axis, fontSize: 12 }} />
          <YAxis
            width={32}
            allowDecimals={false}
            stroke={chartColors.axis}
            tick={{ fill: chartColors.axis, fontSize: 12 }}
          />
          <Tooltip
            contentStyle={{
              background: chartColors.surface,
              borderColor: chartColors.grid,
              color: 'var(--color-ink)',
            }}
            itemStyle={{ color: 'var(--color-ink)' }}
          />
          {/* Labels in the text colour (the swatch carries the series colour): a dark brand shade as text is
              unreadable on a dark card. */}
          <Legend
            wrapperStyle={{ fontSize: 12 }}
            formatter={(value: string) => <span style={{ color: 'var(--color-ink)' }}>{value}</span>}
          />
          {bars.map((bar) => (
            <Bar
              key={bar.key}
              dataKey={bar.key}
              name={bar.name}
              stackId="sets"
              fill={bar.color}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
