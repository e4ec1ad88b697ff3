import { useLingui } from '@lingui/react';
import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { CheckIcon, CopyIcon } from '../../../components/icons.tsx';
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
  const { _ } = useLingui();
  return (
    <Group gap={6} wrap="nowrap">
      {/* A key is one token: it never breaks across lines (the table scrolls instead). */}
      <Text
        ff="monospace"
        size="sm"
        style={{ whiteSpace: 'nowrap', overflowX: 'auto' }}
        data-testid="key-text"
      >
        {reveal ? value : maskKey(value)}
      </Text>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? _('access.copied') : _('access.copy')} withArrow>
            <ActionIcon
              variant="subtle"
              size="sm"
              onClick={copy}
              aria-label={_('access.copyLabel', { label })}
            >
              {copied ? <CheckIcon /> : <CopyIcon />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
