/**
 * The dashboard's chart: impressions and opt-ins as bars on the left axis, the conversion rate as a
 * line in percent on the right. Only the Chart.js parts in use are registered, to keep the bundle small.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { DailyPoint } from '../../../domain/dashboard-stats';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

const CHART_COLORS = { impressions: '#9ec5fe', optins: '#12ce66', rate: '#0084ff' } as const;

const TEXT = '#4b5563';
const GRID = '#e5e7eb';
// The app's one chart: its texts in the app's font and colour.
Chart.defaults.font.family = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
Chart.defaults.color = TEXT;

/** The rate in percent with one decimal, as the line and its tooltip show it. */
const ratePercent = (point: DailyPoint) => (point.conversion_rate === null ? null : Math.round(point.conversion_rate * 1000) / 10);

function chartData(points: readonly DailyPoint[]) {
  return {
    labels: points.map((point) => point.day.slice(5)),
    datasets: [
      {
        type: 'bar' as const,
        label: 'Impressions',
        data: points.map((point) => point.impressions),
        backgroundColor: CHART_COLORS.impressions,
        borderRadius: 3,
        yAxisID: 'count',
        order: 2,
      },
      {
        type: 'bar' as const,
        label: 'Opt-ins',
        data: points.map((point) => point.optins),
        backgroundColor: CHART_COLORS.optins,
        borderRadius: 3,
        yAxisID: 'count',
        order: 2,
      },
      {
        type: 'line' as const,
        label: 'Conversion rate (%)',
        data: points.map(ratePercent),
        borderColor: CHART_COLORS.rate,
        backgroundColor: CHART_COLORS.rate,
        borderWidth: 2,
        pointRadius: points.length > 40 ? 0 : 2.5,
        pointHoverRadius: 4,
        tension: 0.25,
        spanGaps: true,
        yAxisID: 'rate',
        order: 1,
      },
    ],
  };
}

/** Draws the chart on the canvas, or redraws the one already there with other points. */
export function drawChart(canvas: HTMLCanvasElement, points: readonly DailyPoint[], previous?: Chart): Chart {
  if (previous && previous.canvas === canvas) {
    previous.data = chartData(points) as Chart['data'];
    previous.update();
    return previous;
  }
  previous?.destroy();
  return new Chart(canvas, {
    data: chartData(points),
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: {
          position: 'top',
          align: 'start',
          labels: {
            boxWidth: 12,
            boxHeight: 12,
            usePointStyle: true,
            pointStyle: 'rectRounded',
            padding: 16,
            sort: (a, b) => (a.datasetIndex ?? 0) - (b.datasetIndex ?? 0),
          },
        },
        tooltip: { backgroundColor: '#111827', padding: 10, boxPadding: 4, usePointStyle: true },
      },
      scales: {
        x: { grid: { display: false }, ticks: { color: TEXT, maxRotation: 0, autoSkipPadding: 12 } },
        count: {
          type: 'linear',
          position: 'left',
          beginAtZero: true,
          grid: { color: GRID },
          border: { display: false },
          ticks: { precision: 0, color: TEXT },
          title: { display: true, text: 'count', color: TEXT },
        },
        rate: {
          type: 'linear',
          position: 'right',
          beginAtZero: true,
          suggestedMax: 10,
          grid: { drawOnChartArea: false },
          border: { display: false },
          ticks: { color: TEXT },
          title: { display: true, text: '%', color: TEXT },
        },
      },
    },
  });
}
