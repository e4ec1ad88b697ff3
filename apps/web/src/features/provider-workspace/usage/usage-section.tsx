import { Alert, Loader, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorText } from '../error-text.ts';

/**
 * The frame every Usage tab report shares: a titled section, a loader while the first answer is
 * pending and the error text when it failed; the report itself renders once there is data.
 */
export function UsageSection({
  id,
  title,
  loadingLabel,
  state,
  children,
}: {
  id: string;
  title: string;
  loadingLabel: string;
  state: { isPending: boolean; isError: boolean; error: unknown };
  children: ReactNode;
}) {
  return (
    <Paper component="section" withBorder p="md" aria-labelledby={id}>
      <Title order={3} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {state.isPending ? <Loader size="sm" aria-label={loadingLabel} /> : null}
      {state.isError ? (
        <Alert color="red" role="alert">
          {errorText(state.error)}
        </Alert>
      ) : null}
      {children}
    </Paper>
  );
}
