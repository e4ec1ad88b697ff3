import { formatNumber } from './format-number.ts';

/**
 * Metric values (spec section 9): values strictly between 0 and 1 keep up to 6 decimals (ratios such
 * as error rates would otherwise all read "0"); everything else is a whole number. Grouped in the
 * active language (en-US in English).
 */
export function formatMetricValue(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatNumber(value, { maximumFractionDigits: value > 0 && value < 1 ? 6 : 0 });
}
