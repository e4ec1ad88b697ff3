import { describe, expect, it } from 'vitest';
import { formatMetricValue } from './format-metric.ts';

describe('formatMetricValue', () => {
  it('keeps up to 6 decimals for values between 0 and 1', () => {
    expect(formatMetricValue(0.123456789)).toBe('0.123457');
    expect(formatMetricValue(0.5)).toBe('0.5');
    expect(formatMetricValue(0.0000004)).toBe('0');
  });

  it('rounds other values to whole numbers with en-US grouping', () => {
    expect(formatMetricValue(1234567.89)).toBe('1,234,568');
    expect(formatMetricValue(1.5)).toBe('2');
    expect(formatMetricValue(1)).toBe('1');
    expect(formatMetricValue(0)).toBe('0');
    expect(formatMetricValue(-0.5)).toBe('-1');
  });

  it('shows nothing for missing or non-finite values', () => {
    expect(formatMetricValue(null)).toBe('');
    expect(formatMetricValue(Number.NaN)).toBe('');
  });
});
