import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

/**
 * The bars of RegistrationsPerDayChart (@mantine/charts on recharts), in a chunk of their own: the
 * registrations list never waits for the chart library.
 */
export default function RegistrationsBars({ data, seriesLabel }: { data: Array<{ day: string; count: number }>; seriesLabel: string }) {
  return (
    <BarChart
      h={180}
      data={data}
      dataKey="day"
      series={[{ name: 'count', label: seriesLabel, color: 'blue.6' }]}
      tickLine="y"
      gridAxis="y"
      yAxisProps={{ allowDecimals: false }}
      maxBarWidth={32}
    />
  );
}
