import { i18n } from '@lingui/core';
import { Center, Loader } from '@mantine/core';

export function PageLoader({ label = i18n._('common.loading') }: { label?: string }) {
  return (
    <Center py="xl" mih={200}>
      <Loader aria-label={label} role="status" />
    </Center>
  );
}
