/** How the calculator writes numbers, shares and durations for people. */

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const formatPercent = (fraction: number): string => percent.format(fraction);
export const formatCount = (value: number): string => count.format(value);
export const formatNumber = (value: number): string => decimal.format(value);

/** 7.8 s, 2 min 5 s, 4 h 10 min; "no wait" for zero and "—" when the queue never clears. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '—';
  if (seconds < 0.05) return 'no wait';
  if (seconds < 60) return `${decimal.format(seconds)} s`;
  const whole = Math.round(seconds);
  if (whole < 3600) {
    const minutes = Math.floor(whole / 60);
    const rest = whole % 60;
    return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
  }
  const hours = Math.floor(whole / 3600);
  const minutes = Math.round((whole % 3600) / 60);
  return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
}
