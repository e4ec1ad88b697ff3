import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { renderProviderText } from '../../../lib/rich-text.ts';

/** The provider's description (Markdown or HTML), sanitised before it reaches the DOM. */
export function ProviderDescription({ text }: { text: string }) {
  const html = useMemo(() => renderProviderText(text), [text]);
  if (!html) return null;
  return (
    <Typography style={{ overflowWrap: 'anywhere' }}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderProviderText (DOMPurify) */}
      <div data-testid="item-description" dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
