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
} from './settings-rules.ts';
import { TemplateEditor } from './template-editor.tsx';

function SettingsForm({ stored }: { stored: CustomerSettings }) {
  const queryClient = useQueryClient();
  const [s, setS] = useState(stored);
  const [sample, setSample] = useState('');
  const save = useMutation({
    mutationFn: () => putSettings(s),
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
    <form onSubmit={submit} aria-label="Portal settings">
      <Stack gap="lg">
        <Card withBorder padding="md" component="fieldset">
          <Title order={3} size="h5" component="legend">
            Main navigation
          </Title>
          <Group gap="xl">
            <Switch
              label="Top APIs"
              checked={s.portalUIConfig.mainNavigation.topApis.enabled}
              onChange={(e) => update(setNavigation(s, 'topApis', e.currentTarget.checked))}
            />
            <Switch
              label="Taxonomy"
              checked={s.portalUIConfig.mainNavigation.taxonomy.enabled}
              onChange={(e) => update(setNavigation(s, 'taxonomy', e.currentTarget.checked))}
            />
          </Group>
        </Card>
        <Card withBorder padding="md" component="fieldset">
          <Title order={3} size="h5" component="legend">
            Features
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
              label="Manage Access (API keys)"
              checked={s.portalUIConfig.visual.apiAccess}
              onChange={(e) =>
                update({
                  ...s,
                  portalUIConfig: { ...s.portalUIConfig, visual: { apiAccess: e.currentTarget.checked } },
                })
              }
            />
            <Switch
              label="Methods: behaviour column"
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
            Item menu labels
          </Title>
          <Text size="sm" c="dimmed" mb="xs">
            Empty labels use the default shown as placeholder.
          </Text>
          <Stack gap="xs">
            {MENU_ENTRIES.map((m) => {
              const entry = s.portalUIConfig.detailsMenu[m.key] ?? {};
              return (
                <Group key={m.key} gap="sm" align="end" wrap="nowrap">
                  <TextInput
                    label={`${m.label} label`}
                    placeholder={m.label}
                    maxLength={100}
                    value={entry.label ?? ''}
                    onChange={(e) => update(setMenuEntry(s, m.key, { label: e.currentTarget.value }))}
                    style={{ flex: 1 }}
                  />
                  <Switch
                    label={`Show ${m.label}`}
                    checked={entry.enabled !== false}
                    onChange={(e) => update(setMenuEntry(s, m.key, { enabled: e.currentTarget.checked }))}
                    mb={6}
                  />
                </Group>
              );
            })}
            <TextInput
              label="Methods: behaviour column label"
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
            Notification email
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Email pattern (regular expression)"
              description="My Profile accepts only notification emails matching it; empty accepts any address."
              value={pattern}
              error={problem}
              onChange={(e) => update(setEmailPattern(s, e.currentTarget.value))}
            />
            <TextInput
              label="Try an address"
              value={sample}
              onChange={(e) => setSample(e.currentTarget.value)}
              description={
                matches === null ? ' ' : matches ? 'Accepted by the pattern.' : 'Refused by the pattern.'
              }
            />
          </SimpleGrid>
        </Card>
        {save.isError ? (
          <Alert color="red" role="alert" title="The settings were not saved">
            {errorText(save.error)}
          </Alert>
        ) : null}
        {save.isSuccess ? (
          <Alert color="green" role="status">
            Settings saved: consumers see them on their next page load.
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={problem !== null}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Portal settings: navigation, feature flags, menu labels, email pattern and the access template. */
export function SettingsPanel() {
  const settings = useQuery(settingsOptions());
  return (
    <Stack gap="xl">
      <section aria-labelledby="settings-portal">
        <Title order={2} size="h4" mb="sm" id="settings-portal">
          Portal configuration
        </Title>
        {settings.isPending ? <Text size="sm">Loading the settings…</Text> : null}
        {settings.isError ? <Alert color="red">{describeError(settings.error).title}</Alert> : null}
        {settings.data ? <SettingsForm stored={settings.data} /> : null}
      </section>
      <section aria-labelledby="settings-template">
        <Title order={2} size="h4" mb="sm" id="settings-template">
          Access-request template
        </Title>
        <TemplateEditor />
      </section>
    </Stack>
  );
}
