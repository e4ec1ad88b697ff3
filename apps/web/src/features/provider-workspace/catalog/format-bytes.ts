import { i18n } from '@lingui/core';
import { formatNumber } from '../../../lib/format-number.ts';

const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** 1234 -> "1.2 KB": attachment sizes in the editor, the number in the active language. */
export function formatBytes(n: number): string {
  if (n < 1024) return i18n._('ws-catalog.attachments.bytes', { size: formatNumber(n) });
  if (n < 1024 * 1024)
    return i18n._('ws-catalog.attachments.kilobytes', { size: formatNumber(n / 1024, oneDecimal) });
  return i18n._('ws-catalog.attachments.megabytes', { size: formatNumber(n / 1024 / 1024, oneDecimal) });
}
