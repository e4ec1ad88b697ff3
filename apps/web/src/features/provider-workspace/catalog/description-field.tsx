import { useLingui } from '@lingui/react';
import { Card, Tabs, Textarea, Typography } from '@mantine/core';
import { useMemo, useState } from 'react';
import { renderProviderText } from '../../../lib/rich-text.ts';
import { DESCRIPTION_MAX } from './catalog-rules.ts';

/**
 * The description in Markdown with a preview rendered exactly as the consumer's About tab renders
 * it (the same renderProviderText: Markdown to HTML, then DOMPurify).
 */
export function DescriptionField(props: { value: string; onChange: (v: string) => void; error?: string }) {
  const { _ } = useLingui();
  const [tab, setTab] = useState<string>('write');
  const html = useMemo(() => (tab === 'preview' ? renderProviderText(props.value) : ''), [tab, props.value]);
  return (
    <Tabs value={tab} onChange={(v) => v && setTab(v)} variant="outline">
      <Tabs.List aria-label={_('ws-catalog.description.editor')}>
        <Tabs.Tab value="write">{_('ws-catalog.description.write')}</Tabs.Tab>
        <Tabs.Tab value="preview">{_('ws-catalog.description.preview')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="xs">
        <Textarea
          label={_('ws-catalog.description.label')}
          rows={12}
          maxLength={DESCRIPTION_MAX}
          value={props.value}
          error={props.error}
          onChange={(e) => props.onChange(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="xs">
        <Card
          withBorder
          padding="md"
          aria-label={_('ws-catalog.description.previewLabel')}
          component="section"
        >
          {html ? (
            <Typography style={{ overflowWrap: 'anywhere' }}>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by renderProviderText (DOMPurify) */}
              <div data-testid="description-preview" dangerouslySetInnerHTML={{ __html: html }} />
            </Typography>
          ) : (
            <em>{_('ws-catalog.description.none')}</em>
          )}
        </Card>
      </Tabs.Panel>
    </Tabs>
  );
}
