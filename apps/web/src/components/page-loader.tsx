import { Center, Loader } from '@mantine/core';

export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="xl" mih={200}>
      <Loader aria-label={label} role="status" />
    </Center>
  );
}
