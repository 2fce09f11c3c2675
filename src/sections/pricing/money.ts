/**
 * Money and counts as the pricing pages show them (docs/product.md: US dollars, without cents
 * when the amount is whole; numbers with locale grouping).
 */
const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const count = new Intl.NumberFormat('en-US');

/** `$20`, `$1,440`, `$19.50`; a non-finite amount (broken data) shows as an empty string. */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const rounded = Math.round(amount * 100) / 100;
  return Number.isInteger(rounded) ? whole.format(rounded) : cents.format(rounded);
}

export function formatCount(value: number): string {
  return Number.isFinite(value) ? count.format(value) : '';
}
