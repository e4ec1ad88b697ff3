import { useLingui } from '@lingui/react';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type { Translations } from '@storefront/contract/translations';
import type { LanguageCode } from '../../../lib/i18n/languages.ts';
import { removeTranslation, setTranslation, translationLanguages } from './words-rules.ts';

interface TranslationsFieldProps {
  /** The field's name as its own input shows it ("Landing title"). */
  field: string;
  words: Translations | undefined;
  onChange: (next: Translations | undefined) => void;
  maxLength: number;
  multiline?: boolean;
  size?: 'xs' | 'sm';
}

/**
 * A provider's text in other languages (issue 31 part 3): one input per language given, and a picker
 * to add one. Consumers in a language without one see the default field's text.
 */
export function TranslationsField({
  field,
  words,
  onChange,
  maxLength,
  multiline = false,
  size = 'sm',
}: TranslationsFieldProps) {
  const { _ } = useLingui();
  const { given, free } = translationLanguages(words);
  const Input = multiline ? Textarea : TextInput;
  return (
    <Stack gap={4} role="group" aria-label={_('ws-settings.words.group', { field })}>
      {given.map((l) => (
        <Group key={l.code} gap="xs" align="end" wrap="nowrap">
          <Input
            size={size}
            style={{ flex: 1 }}
            label={_('ws-settings.words.inLanguage', { field, language: l.name })}
            lang={l.code}
            dir="auto"
            maxLength={maxLength}
            value={words?.[l.code] ?? ''}
            onChange={(e) => onChange(setTranslation(words, l.code, e.currentTarget.value))}
          />
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={_('ws-settings.words.remove', { field, language: l.name })}
            onClick={() => onChange(removeTranslation(words, l.code))}
          >
            {_('ws-settings.words.removeShort')}
          </Button>
        </Group>
      ))}
      {free.length > 0 ? (
        <Select
          size="xs"
          maw={280}
          label={_('ws-settings.words.add', { field })}
          placeholder={_('ws-settings.words.pick')}
          data={free.map((l) => ({ value: l.code, label: l.name }))}
          value={null}
          onChange={(code) => code && onChange(setTranslation(words, code as LanguageCode, ''))}
        />
      ) : null}
    </Stack>
  );
}
