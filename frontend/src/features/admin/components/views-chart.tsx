import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

type Props = { data: Array<{ day: string; count: number }>; label: string; locale: string };

/** Loaded on its own (React.lazy): the charting library stays out of every other page's chunks. */
export default function ViewsChart({ data, label, locale }: Props) {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dayLabel = (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  return (
    <div className="h-64 w-full" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-line, #ddd)" />
          <XAxis dataKey="day" tickFormatter={dayLabel} minTickGap={24} fontSize={12} />
          <YAxis allowDecimals={false} width={40} fontSize={12} />
          <Tooltip labelFormatter={(day) => dayLabel(String(day))} formatter={(value) => [value, label]} />
          <Line type="monotone" dataKey="count" stroke="var(--color-accent, #6d28d9)" strokeWidth={2} dot={false} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
