import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { maskKey } from './credential-rules.ts';

/** A key or secret shown masked (or in full when `reveal`), with a copy button. */
export function MaskedKey({
  value,
  label,
  reveal = false,
}: {
  value: string;
  label: string;
  reveal?: boolean;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
        {reveal ? value : maskKey(value)}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
            <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={`Copy ${label}`}>
              <span aria-hidden="true">{copied ? '✓' : '⧉'}</span>
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
