import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { Branding } from '@storefront/contract/config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/error-state.tsx';
import { brandingQueryOptions } from './api/branding.ts';
import { putBranding } from './api/put-branding.ts';
import {
  type BrandingDraft,
  checkContrast,
  draftErrors,
  draftFrom,
  mergeDraft,
  RADIUS_MAX,
} from './branding-rules.ts';
import { errorText } from './error-text.ts';
import { LogoField } from './logo-field.tsx';

/**
 * Brand name, primary and button text colours, corner radius, landing texts and logo, with a live
 * preview and a contrast check.
 */
export function BrandingPanel() {
  const stored = useQuery(brandingQueryOptions());
  if (stored.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the branding" />
      </Center>
    );
  if (stored.isError) return <ErrorState error={stored.error} />;
  return <BrandingForm stored={stored.data} />;
}

function BrandingForm({ stored }: { stored: Branding }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<BrandingDraft>(() => draftFrom(stored));
  const [submitted, setSubmitted] = useState(false);
  const errors = draftErrors(draft);
  const contrast = checkContrast(draft);
  const save = useMutation({
    mutationFn: () => putBranding(mergeDraft(stored, draft)),
    onSuccess: (saved) => queryClient.setQueryData(brandingQueryOptions().queryKey, saved),
  });
  const set =
    (field: keyof BrandingDraft) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft({ ...draft, [field]: e.currentTarget.value });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length === 0) save.mutate();
  };
  const shown = (field: keyof BrandingDraft) => (submitted ? errors[field] : undefined);
  return (
    <Stack gap="md" maw={720}>
      <form onSubmit={submit} aria-label="Branding" noValidate>
        <Stack gap="sm">
          <TextInput
            label="Brand name"
            description="Shown in the header and the page title; empty uses the default."
            maxLength={100}
            value={draft.brandName}
            onChange={set('brandName')}
            error={shown('brandName')}
          />
          <Group align="end" gap="xs">
            <TextInput
              label="Primary colour"
              description="#rrggbb"
              value={draft.primaryColor}
              onChange={set('primaryColor')}
              error={shown('primaryColor')}
            />
            <input
              type="color"
              aria-label="Pick the primary colour"
              value={/^#[0-9a-f]{6}$/i.test(draft.primaryColor) ? draft.primaryColor : '#000000'}
              onChange={set('primaryColor')}
            />
          </Group>
          <TextInput
            label="Button text colour"
            description="#rrggbb; empty picks black or white, whichever reads better."
            value={draft.primaryBtnTextColor}
            onChange={set('primaryBtnTextColor')}
            error={shown('primaryBtnTextColor')}
          />
          <TextInput
            label="Corner radius (px)"
            description={`0 to ${RADIUS_MAX}; empty uses the default.`}
            inputMode="numeric"
            value={draft.borderRadius}
            onChange={set('borderRadius')}
            error={shown('borderRadius')}
          />
          <TextInput
            label="Landing title"
            description="The home page's heading; empty uses the default."
            maxLength={200}
            value={draft.landingTitle}
            onChange={set('landingTitle')}
            error={shown('landingTitle')}
          />
          <Textarea
            label="Landing message"
            maxLength={2000}
            rows={2}
            value={draft.landingMessage}
            onChange={set('landingMessage')}
            error={shown('landingMessage')}
          />
          {contrast?.warning ? (
            <Alert color="yellow" role="alert" title="Low contrast">
              {contrast.warning}
            </Alert>
          ) : null}
          {save.isError ? (
            <Text c="red" size="sm" role="alert">
              {errorText(save.error)}
            </Text>
          ) : null}
          {save.isSuccess ? (
            <Text size="sm" role="status">
              Branding saved. Consumers see it on their next page load.
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save branding
            </Button>
          </Group>
        </Stack>
      </form>
      <LogoField />
      {contrast ? (
        <section aria-label="Preview">
          <Text fw={600} mb="xs">
            Preview
          </Text>
          <Paper withBorder p="md">
            <Text fw={700} mb="xs">
              {draft.brandName.trim() || 'Storefront'}
            </Text>
            <Title order={3} size="h4">
              {draft.landingTitle.trim() || 'Welcome to the API Storefront'}
            </Title>
            <Text size="sm" mb="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {draft.landingMessage.trim() || 'Discover, try and get access to our APIs.'}
            </Text>
            <span
              style={{
                display: 'inline-block',
                background: draft.primaryColor,
                color: contrast.text,
                padding: '6px 14px',
                borderRadius: /^[0-9]{1,2}$/.test(draft.borderRadius.trim()) ? Number(draft.borderRadius) : 6,
              }}
            >
              Get API Access
            </span>
            <Text size="sm" c="dimmed" mt="xs">
              Contrast {contrast.ratio.toFixed(2)}:1 (WCAG AA needs 4.5:1)
            </Text>
          </Paper>
        </section>
      ) : null}
    </Stack>
  );
}
