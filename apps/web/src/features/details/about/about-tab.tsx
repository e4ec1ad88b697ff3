import { useLingui } from '@lingui/react';
import { Stack, Title } from '@mantine/core';
import { useCustomerConfig } from '../../../lib/startup.ts';
import { useDetailsContext } from '../components/details-context.ts';
import { parseDeployment } from './deployment.ts';
import { DeploymentTable, ItemAttributes } from './item-attributes.tsx';
import { MetricsBlock } from './metrics-block.tsx';
import { ProviderDescription } from './provider-description.tsx';

/** About: description, attributes, deployment and (when enabled) metric headlines. */
export function AboutTab() {
  const { item, tabLabel } = useDetailsContext();
  const { _ } = useLingui();
  const config = useCustomerConfig();
  const deployment = parseDeployment(item.storefront);
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {tabLabel}
      </Title>
      <ProviderDescription text={item.description} />
      <section aria-labelledby="attributes-heading">
        <Title order={3} size="h4" id="attributes-heading" mb="xs">
          {_('det.attributes')}
        </Title>
        <ItemAttributes item={item} />
      </section>
      {deployment ? (
        <section aria-labelledby="deployment-heading">
          <Title order={3} size="h4" id="deployment-heading" mb="xs">
            {_('det.deployment')}
          </Title>
          <DeploymentTable deployment={deployment} />
        </section>
      ) : null}
      {config.features?.metrics ? <MetricsBlock itemId={item.id} /> : null}
    </Stack>
  );
}

export const Component = AboutTab;
