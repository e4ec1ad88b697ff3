import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { NativeSelect, Paper, Text } from '@mantine/core';
import type { ApiVersion } from '@storefront/contract/versions';
import { formatDate } from '../../../lib/format-date.ts';
import { type ChosenVersion, lifecycleText } from './use-version.ts';
import { useVersionsTexts } from './use-versions-texts.ts';

/** An option's text: the label with "current" for the default and the sunset date of a deprecated one. */
export function versionOptionText(v: ApiVersion): string {
  const label = v.label;
  if (v.isDefault) return i18n._('versions.optionCurrent', { label });
  if (v.state === 'deprecated')
    return v.sunsetAt
      ? i18n._('versions.optionSunset', { label, date: formatDate(v.sunsetAt) })
      : i18n._('versions.optionDeprecated', { label });
  return label;
}

/**
 * The version picker of the details page: Methods, Documentation, Download, Try and the mock follow
 * it through `?version=`. Retired versions are not offered (they are no longer served). A native
 * select: keyboard and screen readers work without extra code.
 */
export function VersionSwitcher({ chosen }: { chosen: ChosenVersion }) {
  const { _ } = useLingui();
  const offered = chosen.versions.filter((v) => v.state !== 'retired' || v.label === chosen.shown?.label);
  const shows = offered.length >= 2 && chosen.shown !== undefined;
  const ready = useVersionsTexts(shows);
  if (!shows || !ready || !chosen.shown) return null;
  return (
    <NativeSelect
      label={_('versions.label')}
      size="xs"
      w={220}
      value={chosen.shown.label}
      onChange={(event) => chosen.choose(event.currentTarget.value)}
      data={offered.map((v) => ({ value: v.label, label: versionOptionText(v) }))}
    />
  );
}

/** The deprecation (with its sunset date) or retirement of the version shown; nothing when current. */
export function LifecycleNotice({ version }: { version: ApiVersion | undefined }) {
  // Re-rendered on a language change (the text is read outside React).
  useLingui();
  const ready = useVersionsTexts(version !== undefined && version.state !== 'current');
  if (!version || !ready) return null;
  const text = lifecycleText(version, formatDate);
  if (!text) return null;
  return (
    // Paper rather than Alert: the header is in the details page's first chunk (see ErrorState).
    <Paper withBorder p="xs" role="status" bg="var(--mantine-color-orange-light)">
      <Text size="sm" fw={600}>
        {text}
      </Text>
    </Paper>
  );
}
