import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { logoProblem, removeLogo, uploadLogo } from './api/logo.ts';
import { errorText } from './error-text.ts';

/** Upload (PNG, JPEG, GIF, WebP or script-free SVG, 1 MiB) or remove the header logo, previewed first. */
export function LogoField() {
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
        Logo
      </Text>
      <Group gap="sm">
        <FileButton onChange={choose} accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml">
          {(props) => (
            <Button variant="default" size="xs" {...props}>
              Choose a logo…
            </Button>
          )}
        </FileButton>
        {file ? (
          <Button size="xs" loading={upload.isPending} onClick={() => upload.mutate(file)}>
            Upload {file.name}
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate()}
        >
          Use the default logo
        </Button>
      </Group>
      {preview ? <Image src={preview} alt="The chosen logo" h={40} w="auto" fit="contain" /> : null}
      {problem || failure ? (
        <Text c="red" size="sm" role="alert">
          {problem ?? errorText(failure)}
        </Text>
      ) : null}
      {upload.isSuccess || remove.isSuccess ? (
        <Text size="sm" role="status">
          Logo {upload.isSuccess ? 'uploaded' : 'reset to the default'}: consumers see it on their next page
          load.
        </Text>
      ) : null}
    </Stack>
  );
}
