import { MESSAGES, TIME_OF_DAY_BUCKETS } from '@applypilot/contracts';
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
  type ChartOptions,
  type TooltipItem,
} from 'chart.js';
import { Bar, Doughnut } from 'react-chartjs-2';
import type { DayBar, TimeOfDayCount } from '../../../lib/stats/windows';
import styles from './stats.module.css';

// Only what the two charts use, so the dashboard chunk stays small (the public pages never load this file).
ChartJS.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const BLUE = '#2563eb';
const BUCKET_COLOURS = ['#f59e0b', '#2563eb', '#7c3aed', '#0f172a'];
const TOOLTIP = {
  backgroundColor: 'rgba(15, 23, 42, 0.92)',
  padding: 10,
  titleFont: { size: 13, weight: 'bold' as const },
  bodyFont: { size: 13 },
  displayColors: false,
};

const applications = (n: number) => `${n} application${n === 1 ? '' : 's'}`;

function barTitle(label: string): string {
  if (label === 'Today') return 'Today';
  return label === '1d' ? 'Yesterday' : `${label.replace('d', '')} days ago`;
}

const barOptions: ChartOptions<'bar'> = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: {
    legend: { display: false },
    tooltip: {
      ...TOOLTIP,
      callbacks: {
        title: (items: TooltipItem<'bar'>[]) => barTitle(items[0]?.label ?? ''),
        label: (item: TooltipItem<'bar'>) => applications(Number(item.raw)),
      },
    },
  },
  scales: {
    x: { grid: { display: false } },
    y: { beginAtZero: true, ticks: { precision: 0 }, grid: { color: '#eef2f7' } },
  },
};

/** Applications per local day, 6d … Today. */
export function DailyBarChart({ bars }: { bars: DayBar[] }) {
  const summary = bars.map((bar) => `${bar.label}: ${bar.count}`).join(', ');
  return (
    <figure className={`ap-card ${styles.chartCard}`}>
      <figcaption className={styles.chartTitle}>Last 7 Days</figcaption>
      {bars.every((bar) => bar.count === 0) ? (
        <p className={styles.chartEmpty}>{MESSAGES.noChartData}</p>
      ) : (
        <div className={styles.chartBox} data-testid="bar-chart">
          <Bar
            aria-label={`Applications per day. ${summary}`}
            role="img"
            options={barOptions}
            data={{
              labels: bars.map((bar) => bar.label),
              datasets: [
                {
                  data: bars.map((bar) => bar.count),
                  backgroundColor: BLUE,
                  borderRadius: 6,
                  maxBarThickness: 42,
                },
              ],
            }}
          />
        </div>
      )}
    </figure>
  );
}

function bucketLabel(name: string): string {
  const bucket = TIME_OF_DAY_BUCKETS.find((b) => b.name === name);
  return bucket ? `${name} (${bucket.from}:00–${bucket.before}:00)` : name;
}

/** Applications by local time of day, with each bucket's hours in the tooltip. */
export function TimeOfDayChart({ counts }: { counts: TimeOfDayCount[] }) {
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  const options: ChartOptions<'doughnut'> = {
    responsive: true,
    maintainAspectRatio: false,
    cutout: '60%',
    plugins: {
      legend: { position: 'bottom', labels: { usePointStyle: true, padding: 16 } },
      tooltip: {
        ...TOOLTIP,
        callbacks: {
          title: (items: TooltipItem<'doughnut'>[]) => bucketLabel(items[0]?.label ?? ''),
          label: (item: TooltipItem<'doughnut'>) => {
            const n = Number(item.raw);
            return `${applications(n)} (${Math.round((n / Math.max(total, 1)) * 100)}%)`;
          },
        },
      },
    },
  };
  return (
    <figure className={`ap-card ${styles.chartCard}`}>
      <figcaption className={styles.chartTitle}>Application Time</figcaption>
      {total === 0 ? (
        <p className={styles.chartEmpty}>{MESSAGES.noChartData}</p>
      ) : (
        <div className={styles.chartBox} data-testid="time-chart">
          <Doughnut
            aria-label={`Applications by time of day. ${counts.map((c) => `${c.name}: ${c.count}`).join(', ')}`}
            role="img"
            options={options}
            data={{
              labels: counts.map((c) => c.name),
              datasets: [
                { data: counts.map((c) => c.count), backgroundColor: BUCKET_COLOURS, borderWidth: 2 },
              ],
            }}
          />
        </div>
      )}
    </figure>
  );
}
