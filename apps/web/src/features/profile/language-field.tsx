import { useLingui } from '@lingui/react';
import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { activateLanguage, applyStoredLanguage } from '../../lib/i18n/i18n.ts';
import { browserLanguage, isLanguage, LANGUAGES, type LanguageCode } from '../../lib/i18n/languages.ts';
import { putPreferences } from '../../lib/preferences.ts';
import { useMe } from '../../lib/startup.ts';

const nameOf = (code: LanguageCode) => LANGUAGES.find((l) => l.code === code)?.name ?? code;

/**
 * The user's language (issue 31): the browser's by default, or one picked here. It switches at
 * once and is kept on the server, so the user's other browsers start in it too.
 */
export function LanguageField() {
  const { _ } = useLingui();
  const me = useMe();
  const [value, setValue] = useState<LanguageCode | ''>(me.language ?? '');
  const save = useMutation({
    mutationFn: async (next: LanguageCode | null) => {
      await putPreferences({ language: next });
      await applyStoredLanguage(next);
    },
  });
  const browser = browserLanguage(navigator.languages ?? [navigator.language]);
  return (
    <Stack gap="xs" component="section" aria-labelledby="language-heading">
      <Title order={2} size="h3" id="language-heading">
        {_('profile.language.heading')}
      </Title>
      <NativeSelect
        label={_('profile.language.label')}
        value={value}
        maw={320}
        onChange={(event) => {
          const next = isLanguage(event.currentTarget.value) ? event.currentTarget.value : null;
          setValue(next ?? '');
          // Shown at once; the save follows (a failure says so, and the next load uses the server's).
          void activateLanguage(next ?? browser);
          save.mutate(next);
        }}
      >
        <option value="">{_('profile.language.browser', { language: nameOf(browser) })}</option>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </NativeSelect>
      {save.isError ? (
        <Text c="red" size="sm" role="alert">
          {_('profile.language.failed')}
        </Text>
      ) : null}
      {save.isSuccess ? (
        <Text size="sm" role="status">
          {_('profile.language.saved')}
        </Text>
      ) : null}
    </Stack>
  );
}
