import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartColors, dayTick } from './chart-colors';

export type ChartSeries = {
  key: string;
  name: string;
  color: string;
  /** Points only (the readings), or a line through them (a trend). */
  style: 'points' | 'line';
};

export type SeriesChartProps = {
  /** One row per x value: `date` ('YYYY-MM-DD' or an instant) and a number per series key. */
  data: ReadonlyArray<Record<string, number | string | null>>;
  series: readonly ChartSeries[];
  /** Shows a value with its unit ('81.2 kg'). */
  formatValue: (value: number) => string;
  /** A horizontal line (a target weight). */
  reference?: { value: number; label: string } | undefined;
  /** The sentence a screen reader hears for the chart; the table beside it holds every value. */
  summary: string;
  height?: number;
};

/** A time series drawn with recharts: small enough for a phone, coloured by the theme, described by `summary`. */
export default function SeriesChart({
  data,
  series,
  formatValue,
  reference,
  summary,
  height = 240,
}: SeriesChartProps) {
  const first = String(data[0]?.date ?? '');
  const last = String(data.at(-1)?.date ?? '');
  const spansYears = first.slice(0, 4) !== last.slice(0, 4) && data.length > 1;
  // A time axis, not one slot per reading: ten days without a weigh-in take ten days of width, so the trend's
  // slope is true and a gap does not look like a sudden step.
  const rows = data.map((row) => ({ ...row, time: Date.parse(String(row.date)) }));
  const dayOf = (time: number) => (Number.isFinite(time) ? new Date(time).toISOString().slice(0, 10) : '');
  // Hundreds of readings: smaller, fainter dots, so the trend drawn over them stays readable on a phone.
  const dense = data.length > 120;
  return (
    <div role="img" aria-label={summary} style={{ height }} className="w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="time"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(value: number) => dayTick(dayOf(value), spansYears)}
            stroke={chartColors.axis}
            tick={{ fill: chartColors.axis, fontSize: 12 }}
            minTickGap={24}
          />
          <YAxis
            domain={['auto', 'auto']}
            width={44}
            stroke={chartColors.axis}
            tick={{ fill: chartColors.axis, fontSize: 12 }}
            tickFormatter={(value: number) => String(Math.round(value * 10) / 10)}
          />
          <Tooltip
            formatter={(value) => formatValue(Number(value))}
            labelFormatter={(label) => dayTick(dayOf(Number(label)), true)}
            contentStyle={{
              background: chartColors.surface,
              borderColor: chartColors.grid,
              color: 'var(--color-ink)',
            }}
            // Values in the text colour, not the series' (a pale or dark brand shade reads badly on the card).
            itemStyle={{ color: 'var(--color-ink)' }}
          />
          {reference ? (
            <ReferenceLine
              y={reference.value}
              stroke={chartColors.target}
              strokeDasharray="6 4"
              label={{
                value: reference.label,
                fill: chartColors.axis,
                fontSize: 12,
                position: 'insideTopRight',
              }}
              ifOverflow="extendDomain"
            />
          ) : null}
          {series.map((s) => (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.name}
              // A smooth curve through the trend's daily values (monotone: never overshoots between them).
              type={s.style === 'line' ? 'monotone' : 'linear'}
              stroke={s.style === 'line' ? s.color : 'transparent'}
              strokeWidth={2}
              dot={
                s.style === 'points'
                  ? { r: dense ? 1.5 : 2.5, fill: s.color, stroke: 'none', fillOpacity: dense ? 0.6 : 1 }
                  : false
              }
              activeDot={{ r: 4 }}
              isAnimationActive={false}
              connectNulls
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
