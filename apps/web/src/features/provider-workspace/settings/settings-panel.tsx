import { useLingui } from '@lingui/react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { CustomerSettings } from '@storefront/contract/config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeError } from '../../../lib/api-error.ts';
import { putSettings, settingsOptions } from '../api/settings.ts';
import { errorText } from '../error-text.ts';
import {
  FEATURE_FLAGS,
  MENU_ENTRIES,
  patternProblem,
  sampleMatches,
  setEmailPattern,
  setFeature,
  setMenuEntry,
  setNavigation,
  settingsToSave,
} from './settings-rules.ts';
import { TemplateEditor } from './template-editor.tsx';
import { TranslationsField } from './translations-field.tsx';

function SettingsForm({ stored }: { stored: CustomerSettings }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [s, setS] = useState(stored);
  const [sample, setSample] = useState('');
  const save = useMutation({
    mutationFn: () => putSettings(settingsToSave(s)),
    // The consumer screens read GET /api/web/config at start: they follow after a reload. The form
    // keeps its state (no remount), so the saved message stays.
    onSuccess: (saved) => queryClient.setQueryData(settingsOptions().queryKey, saved),
  });
  const update = (next: CustomerSettings) => {
    setS(next);
    save.reset();
  };
  const pattern = s.emailPatterns[0] ?? '';
  const problem = patternProblem(pattern);
  const matches = sampleMatches(pattern, sample);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!problem) save.mutate();
  };

  return (
    <form onSubmit={submit} aria-label={_('ws-settings.settings.form')}>
      <Stack gap="lg">
        <Card withBorder padding="md" component="fieldset">
          <Title order={3} size="h5" component="legend">
            {_('ws-settings.settings.navigation')}
          </Title>
          <Group gap="xl">
            <Switch
              label={_('ws-settings.settings.topApis')}
              checked={s.portalUIConfig.mainNavigation.topApis.enabled}
              onChange={(e) => update(setNavigation(s, 'topApis', e.currentTarget.checked))}
            />
            <Switch
              label={_('ws-settings.settings.taxonomy')}
              checked={s.portalUIConfig.mainNavigation.taxonomy.enabled}
              onChange={(e) => update(setNavigation(s, 'taxonomy', e.currentTarget.checked))}
            />
          </Group>
        </Card>
        <Card withBorder padding="md" component="fieldset">
          <Title order={3} size="h5" component="legend">
            {_('ws-settings.settings.features')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {FEATURE_FLAGS.map((f) => (
              <Switch
                key={f.key}
                label={f.label}
                checked={s.features[f.key]}
                onChange={(e) => update(setFeature(s, f.key, e.currentTarget.checked))}
              />
            ))}
            <Switch
              label={_('ws-settings.settings.manageAccess')}
              checked={s.portalUIConfig.visual.apiAccess}
              onChange={(e) =>
                update({
                  ...s,
                  portalUIConfig: { ...s.portalUIConfig, visual: { apiAccess: e.currentTarget.checked } },
                })
              }
            />
            <Switch
              label={_('ws-settings.settings.behaviour')}
              checked={s.portalUIConfig.methodBehaviour.enabled}
              onChange={(e) =>
                update({
                  ...s,
                  portalUIConfig: {
                    ...s.portalUIConfig,
                    methodBehaviour: {
                      ...s.portalUIConfig.methodBehaviour,
                      enabled: e.currentTarget.checked,
                    },
                  },
                })
              }
            />
          </SimpleGrid>
        </Card>
        <Card withBorder padding="md" component="fieldset">
          <Title order={3} size="h5" component="legend">
            {_('ws-settings.settings.menuLabels')}
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            {_('ws-settings.settings.menuHelp')}
          </Text>
          <Stack gap="xs">
            {MENU_ENTRIES.map((m) => {
              const entry = s.portalUIConfig.detailsMenu[m.key] ?? {};
              return (
                <Stack key={m.key} gap={4}>
                  <Group gap="sm" align="end" wrap="nowrap">
                    <TextInput
                      label={_('ws-settings.settings.menuLabel', { entry: m.label })}
                      placeholder={m.label}
                      maxLength={100}
                      value={entry.label ?? ''}
                      onChange={(e) => update(setMenuEntry(s, m.key, { label: e.currentTarget.value }))}
                      style={{ flex: 1 }}
                    />
                    <Switch
                      label={_('ws-settings.settings.menuShow', { entry: m.label })}
                      checked={entry.enabled !== false}
                      onChange={(e) => update(setMenuEntry(s, m.key, { enabled: e.currentTarget.checked }))}
                      mb={6}
                    />
                  </Group>
                  <TranslationsField
                    size="xs"
                    field={_('ws-settings.settings.menuLabel', { entry: m.label })}
                    words={entry.labelTranslations}
                    maxLength={100}
                    onChange={(words) => update(setMenuEntry(s, m.key, { labelTranslations: words }))}
                  />
                </Stack>
              );
            })}
            <TextInput
              label={_('ws-settings.settings.behaviourLabel')}
              maxLength={50}
              value={s.portalUIConfig.methodBehaviour.label}
              onChange={(e) =>
                update({
                  ...s,
                  portalUIConfig: {
                    ...s.portalUIConfig,
                    methodBehaviour: { ...s.portalUIConfig.methodBehaviour, label: e.currentTarget.value },
                  },
                })
              }
            />
          </Stack>
        </Card>
        <Card withBorder padding="md" component="fieldset">
          <Title order={3} size="h5" component="legend">
            {_('ws-settings.settings.email')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={_('ws-settings.settings.pattern')}
              description={_('ws-settings.settings.patternHelp')}
              value={pattern}
              error={problem}
              onChange={(e) => update(setEmailPattern(s, e.currentTarget.value))}
            />
            <TextInput
              label={_('ws-settings.settings.sample')}
              value={sample}
              onChange={(e) => setSample(e.currentTarget.value)}
              description={
                matches === null
                  ? ' '
                  : matches
                    ? _('ws-settings.settings.sampleOk')
                    : _('ws-settings.settings.sampleNo')
              }
            />
          </SimpleGrid>
        </Card>
        {save.isError ? (
          <Alert color="red" role="alert" title={_('ws-settings.settings.notSaved')}>
            {errorText(save.error)}
          </Alert>
        ) : null}
        {save.isSuccess ? (
          <Alert color="green" role="status">
            {_('ws-settings.settings.saved')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={problem !== null}>
            {_('ws-settings.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Portal settings: navigation, feature flags, menu labels, email pattern and the access template. */
export function SettingsPanel() {
  const { _ } = useLingui();
  const settings = useQuery(settingsOptions());
  return (
    <Stack gap="xl">
      <section aria-labelledby="settings-portal">
        <Title order={2} size="h4" mb="sm" id="settings-portal">
          {_('ws-settings.settings.portal')}
        </Title>
        {settings.isPending ? <Text size="sm">{_('ws-settings.settings.loading')}</Text> : null}
        {settings.isError ? <Alert color="red">{describeError(settings.error).title}</Alert> : null}
        {settings.data ? <SettingsForm stored={settings.data} /> : null}
      </section>
      <section aria-labelledby="settings-template">
        <Title order={2} size="h4" mb="sm" id="settings-template">
          {_('ws-settings.settings.template')}
        </Title>
        <TemplateEditor />
      </section>
    </Stack>
  );
}
