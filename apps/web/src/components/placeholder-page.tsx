import { Title } from '@mantine/core';

/** Stand-in for a screen another feature will provide. */
export function PlaceholderPage({ title }: { title: string }) {
  return <Title order={1}>{title}</Title>;
}
