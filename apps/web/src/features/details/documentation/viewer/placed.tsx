import { i18n } from '@lingui/core';
import { Fragment, type ReactNode } from 'react';

/**
 * A catalogue message with elements inside it ("on {address}" with the address in <Code>), each
 * element where the language puts it. Strings and numbers among `values` are interpolated as usual.
 * The caller reads its texts with useLingui, so it renders again when the language changes.
 */
export function placed(id: string, values: Record<string, ReactNode>): ReactNode {
  const args: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values))
    args[name] = typeof value === 'string' || typeof value === 'number' ? value : `\0${name}\0`;
  return i18n
    ._(id, args)
    .split(/\0(\w+)\0/)
    .map((part, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message, never reordered
      <Fragment key={i}>{i % 2 ? values[part] : part}</Fragment>
    ));
}
