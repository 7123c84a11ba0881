// The chunk lazy-charts.tsx loads: both charts of /data with uPlot under them.
export { DailyVolumeChart } from './daily-volume-chart.tsx';
export { ValueTrendChart } from './value-trend-chart.tsx';
