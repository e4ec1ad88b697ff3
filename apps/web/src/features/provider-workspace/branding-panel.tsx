import { useLingui } from '@lingui/react';
import { Alert, Button, Center, Group, Loader, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { Branding } from '@storefront/contract/config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../components/error-state.tsx';
import { brandingQueryOptions } from './api/branding.ts';
import { putBranding } from './api/put-branding.ts';
import {
  type BrandingDraft,
  brandingUpdate,
  checkContrast,
  checkSchemes,
  draftErrors,
  draftFrom,
  hoverColour,
  RADIUS_MAX,
  ratioText,
  type SchemeCheck,
} from './branding-rules.ts';
import { errorText } from './error-text.ts';
import { LogoField } from './logo-field.tsx';
import { TranslationsField } from './settings/translations-field.tsx';

/** The colour format, the same in every language. */
const HEX = '#rrggbb';
/**
 * Brand name, primary and button text colours, corner radius, landing texts and logo, with a live
 * preview and a contrast check.
 */
export function BrandingPanel() {
  const { _ } = useLingui();
  const stored = useQuery(brandingQueryOptions());
  if (stored.isPending)
    return (
      <Center py="xl">
        <Loader aria-label={_('ws-settings.branding.loading')} />
      </Center>
    );
  if (stored.isError) return <ErrorState error={stored.error} />;
  return <BrandingForm stored={stored.data} />;
}

function BrandingForm({ stored }: { stored: Branding }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<BrandingDraft>(() => draftFrom(stored));
  const [submitted, setSubmitted] = useState(false);
  // The landing texts in other languages (issue 31 part 3), saved beside the default texts.
  const [titleWords, setTitleWords] = useState(stored.landingTitleTranslations);
  const [messageWords, setMessageWords] = useState(stored.landingMessageTranslations);
  // A hover colour the provider did not set in this visit follows a new primary colour (derived),
  // rather than keeping the old brand's hover.
  const [hoverTouched, setHoverTouched] = useState(false);
  const errors = draftErrors(draft);
  const contrast = checkContrast(draft);
  const hover = hoverColour(draft);
  const schemes = checkSchemes(draft);

  const save = useMutation({
    mutationFn: () => putBranding(brandingUpdate(draft, titleWords, messageWords)),
    onSuccess: (saved) => queryClient.setQueryData(brandingQueryOptions().queryKey, saved),
  });
  const set =
    (field: keyof BrandingDraft) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft({
        ...draft,
        [field]: e.currentTarget.value,
        ...(field === 'primaryColor' && !hoverTouched ? { primaryBtnHoverColor: '' } : {}),
      });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length === 0) save.mutate();
  };
  const shown = (field: keyof BrandingDraft) => (submitted ? errors[field] : undefined);
  return (
    <Stack gap="md" maw={720}>
      <form onSubmit={submit} aria-label={_('ws-settings.branding.form')} noValidate>
        <Stack gap="sm">
          <TextInput
            label={_('ws-settings.branding.brandName')}
            description={_('ws-settings.branding.brandNameHelp')}
            maxLength={100}
            value={draft.brandName}
            onChange={set('brandName')}
            error={shown('brandName')}
          />
          <Group align="end" gap="xs">
            <TextInput
              label={_('ws-settings.branding.primary')}
              description={HEX}
              value={draft.primaryColor}
              onChange={set('primaryColor')}
              error={shown('primaryColor')}
            />
            <input
              type="color"
              aria-label={_('ws-settings.branding.pickPrimary')}
              value={/^#[0-9a-f]{6}$/i.test(draft.primaryColor) ? draft.primaryColor : '#000000'}
              onChange={set('primaryColor')}
            />
          </Group>
          <TextInput
            label={_('ws-settings.branding.hover')}
            description={
              hover ? _('ws-settings.branding.hoverHelpNow', { hover }) : _('ws-settings.branding.hoverHelp')
            }
            value={draft.primaryBtnHoverColor}
            onChange={(e) => {
              setHoverTouched(true);
              set('primaryBtnHoverColor')(e);
            }}
            error={shown('primaryBtnHoverColor')}
          />
          <TextInput
            label={_('ws-settings.branding.buttonText')}
            description={_('ws-settings.branding.buttonTextHelp')}
            value={draft.primaryBtnTextColor}
            onChange={set('primaryBtnTextColor')}
            error={shown('primaryBtnTextColor')}
          />
          <TextInput
            label={_('ws-settings.branding.radius')}
            description={_('ws-settings.branding.radiusHelp', { max: RADIUS_MAX })}
            inputMode="numeric"
            value={draft.borderRadius}
            onChange={set('borderRadius')}
            error={shown('borderRadius')}
          />
          <TextInput
            label={_('ws-settings.branding.landingTitle')}
            description={_('ws-settings.branding.landingTitleHelp')}
            maxLength={200}
            value={draft.landingTitle}
            onChange={set('landingTitle')}
            error={shown('landingTitle')}
          />
          <TranslationsField
            field={_('ws-settings.branding.landingTitle')}
            words={titleWords}
            onChange={setTitleWords}
            maxLength={200}
          />
          <Textarea
            label={_('ws-settings.branding.landingMessage')}
            maxLength={2000}
            rows={2}
            value={draft.landingMessage}
            onChange={set('landingMessage')}
            error={shown('landingMessage')}
          />
          <TranslationsField
            field={_('ws-settings.branding.landingMessage')}
            words={messageWords}
            onChange={setMessageWords}
            maxLength={2000}
            multiline
          />
          {contrast?.warning ? (
            <Alert color="yellow" role="alert" title={_('ws-settings.branding.lowContrast')}>
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
              {_('ws-settings.branding.saved')}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {_('ws-settings.branding.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <LogoField />
      {contrast ? (
        <section aria-label={_('ws-settings.branding.preview')}>
          <Text fw={600} mb="xs">
            {_('ws-settings.branding.preview')}
          </Text>
          <Group align="stretch" grow>
            {(schemes ?? []).map((check) => (
              <SchemePreview
                key={check.scheme}
                check={check}
                draft={draft}
                hover={hover}
                buttonText={contrast.text}
              />
            ))}
          </Group>
          <Text size="sm" c="dimmed" mt="xs">
            {_('ws-settings.branding.contrast', { ratio: ratioText(contrast.ratio) })}
          </Text>
          {(schemes ?? []).map((check) =>
            check.warning ? (
              <Alert
                key={check.scheme}
                color="yellow"
                mt="xs"
                title={
                  check.scheme === 'dark'
                    ? _('ws-settings.branding.lowContrastDark')
                    : _('ws-settings.branding.lowContrastLight')
                }
              >
                {check.warning}
              </Alert>
            ) : null,
          )}
        </section>
      ) : null}
    </Stack>
  );
}

/**
 * The landing panel and buttons as consumers see them in one colour scheme: the page's own colours,
 * links in the primary colour as the theme adapts it for that scheme (issue 31).
 */
function SchemePreview({
  check,
  draft,
  hover,
  buttonText,
}: {
  check: SchemeCheck;
  draft: BrandingDraft;
  hover: string | null;
  buttonText: string;
}) {
  const { _ } = useLingui();
  const scheme =
    check.scheme === 'dark' ? _('ws-settings.branding.schemeDark') : _('ws-settings.branding.schemeLight');
  const radius = /^[0-9]{1,2}$/.test(draft.borderRadius.trim()) ? Number(draft.borderRadius) : 6;
  const button = { display: 'inline-block', color: buttonText, padding: '6px 14px', borderRadius: radius };
  return (
    <section
      aria-label={scheme}
      data-scheme={check.scheme}
      style={{
        background: check.background,
        color: check.text,
        border: '1px solid #868e96',
        borderRadius: radius,
        padding: 16,
      }}
    >
      <p style={{ margin: '0 0 4px', fontSize: 12, fontWeight: 600 }}>{scheme}</p>
      <p style={{ margin: '0 0 4px', fontWeight: 700 }}>{draft.brandName.trim() || 'Storefront'}</p>
      <p style={{ margin: '0 0 4px', fontSize: 20, fontWeight: 700 }}>
        {draft.landingTitle.trim() || 'Welcome to the API Storefront'}
      </p>
      <p style={{ margin: '0 0 8px', fontSize: 14, whiteSpace: 'pre-wrap' }}>
        {draft.landingMessage.trim() || 'Discover, try and get access to our APIs.'}
      </p>
      <p style={{ margin: '0 0 8px', fontSize: 14 }}>
        <span style={{ color: check.shown, textDecoration: 'underline' }}>
          {_('ws-settings.branding.previewLink')}
        </span>
      </p>
      <Group gap="xs">
        <span style={{ ...button, background: draft.primaryColor }}>
          {_('ws-settings.branding.previewButton')}
        </span>
        {hover ? (
          <span data-testid={`hover-preview-${check.scheme}`} style={{ ...button, background: hover }}>
            {_('ws-settings.branding.previewHover', { hover })}
          </span>
        ) : null}
      </Group>
    </section>
  );
}
