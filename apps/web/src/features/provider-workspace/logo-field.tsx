import { useLingui } from '@lingui/react';
import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { logoProblem, removeLogo, uploadLogo } from './api/logo.ts';
import { errorText } from './error-text.ts';

/** Upload (PNG, JPEG, GIF, WebP or script-free SVG, 1 MiB) or remove the header logo, previewed first. */
export function LogoField() {
  const { _ } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const upload = useMutation({ mutationFn: (f: File) => uploadLogo(f), onSuccess: () => setFile(null) });
  const remove = useMutation({ mutationFn: removeLogo });
  const choose = (f: File | null) => {
    upload.reset();
    remove.reset();
    setProblem(f ? logoProblem(f) : null);
    setFile(f && !logoProblem(f) ? f : null);
  };
  const failure = upload.error ?? remove.error;
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={500} size="sm">
        {_('ws-settings.logo.legend')}
      </Text>
      <Group gap="sm">
        <FileButton onChange={choose} accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml">
          {(props) => (
            <Button variant="default" size="xs" {...props}>
              {_('ws-settings.logo.choose')}
            </Button>
          )}
        </FileButton>
        {file ? (
          <Button size="xs" loading={upload.isPending} onClick={() => upload.mutate(file)}>
            {_('ws-settings.logo.upload', { name: file.name })}
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {_('ws-settings.logo.useDefault')}
        </Button>
      </Group>
      {preview ? <Image src={preview} alt={_('ws-settings.logo.alt')} h={40} w="auto" fit="contain" /> : null}
      {problem || failure ? (
        <Text c="red" size="sm" role="alert">
          {problem ?? errorText(failure)}
        </Text>
      ) : null}
      {upload.isSuccess || remove.isSuccess ? (
        <Text size="sm" role="status">
          {upload.isSuccess ? _('ws-settings.logo.uploaded') : _('ws-settings.logo.reset')}
        </Text>
      ) : null}
    </Stack>
  );
}
