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
import type { DailyPoint } from '../../domain/dashboard-stats';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

const COLORS = { impressions: '#9ec5fe', optins: '#12ce66', rate: '#0084ff' };

export function drawChart(canvas: HTMLCanvasElement, points: readonly DailyPoint[], previous?: Chart): Chart {
  previous?.destroy();
  return new Chart(canvas, {
    data: {
      labels: points.map((point) => point.day.slice(5)),
      datasets: [
        { type: 'bar', label: 'Impressions', data: points.map((point) => point.impressions), backgroundColor: COLORS.impressions, yAxisID: 'count' },
        { type: 'bar', label: 'Opt-ins', data: points.map((point) => point.optins), backgroundColor: COLORS.optins, yAxisID: 'count' },
        {
          type: 'line',
          label: 'Conversion rate (%)',
          data: points.map((point) => (point.conversion_rate === null ? null : Math.round(point.conversion_rate * 1000) / 10)),
          borderColor: COLORS.rate,
          backgroundColor: COLORS.rate,
          spanGaps: true,
          yAxisID: 'rate',
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      scales: {
        count: { type: 'linear', position: 'left', beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: 'count' } },
        rate: { type: 'linear', position: 'right', beginAtZero: true, suggestedMax: 10, grid: { drawOnChartArea: false }, title: { display: true, text: '%' } },
      },
    },
  });
}
