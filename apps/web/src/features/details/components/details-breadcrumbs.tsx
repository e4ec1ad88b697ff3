import { useLingui } from '@lingui/react';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Crumb } from './origin.ts';

/** The trail follows the path; the last crumb is the current page. */
export function DetailsBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { _ } = useLingui();
  return (
    <nav aria-label={_('profile.breadcrumb')}>
      <Breadcrumbs
        separator={<span aria-hidden="true">{'>'}</span>}
        separatorMargin={6}
        style={{ flexWrap: 'wrap' }}
      >
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 || !crumb.to ? (
            <Text
              key={crumb.to ?? crumb.label}
              size="sm"
              aria-current={index === crumbs.length - 1 ? 'page' : undefined}
            >
              {crumb.label}
            </Text>
          ) : (
            <Anchor key={crumb.to ?? crumb.label} component={Link} to={crumb.to} size="sm">
              {crumb.label}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
