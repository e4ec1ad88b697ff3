/**
 * Metric values (spec section 9): values strictly between 0 and 1 keep up to 6 decimals (ratios such
 * as error rates would otherwise all read "0"); everything else is a whole number. en-US grouping.
 */
const fraction = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatMetricValue(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  if (value > 0 && value < 1) return fraction.format(value);
  return whole.format(value);
}
