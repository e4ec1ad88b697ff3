import { useLingui } from '@lingui/react';
import { Loader, NavLink, Stack, Tooltip } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useDownloadOpenApi } from '../api/download-openapi.ts';
import type { MenuEntry } from './menu-rules.ts';

interface DetailsMenuProps {
  itemId: string;
  /** The version chosen on the page (null: the default one): Download follows it. */
  version: string | null;
  root: string;
  entries: MenuEntry[];
  activePath: string;
}

/** Left menu: tabs (links that keep the origin), the OpenAPI download action and external links. */
export function DetailsMenu({ itemId, version, root, entries, activePath }: DetailsMenuProps) {
  const { _ } = useLingui();
  const location = useLocation();
  const download = useDownloadOpenApi();

  return (
    <nav aria-label={_('det.nav')}>
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.kind === 'tab' && entry.disabled ? (
              <Tooltip label={entry.tooltip} events={{ hover: true, focus: true, touch: true }}>
                <NavLink
                  component="button"
                  type="button"
                  label={entry.label}
                  aria-disabled="true"
                  aria-description={entry.tooltip}
                  c="dimmed"
                  style={{ cursor: 'not-allowed' }}
                  onClick={(event) => event.preventDefault()}
                />
              </Tooltip>
            ) : entry.kind === 'tab' ? (
              <NavLink
                component={Link}
                to={{ pathname: entry.path ? `${root}/${entry.path}` : root, search: location.search }}
                state={location.state}
                label={entry.label}
                active={entry.path === activePath}
                aria-current={entry.path === activePath ? 'page' : undefined}
              />
            ) : entry.kind === 'download' ? (
              <NavLink
                component="button"
                type="button"
                label={entry.label}
                aria-busy={download.isPending}
                disabled={download.isPending}
                rightSection={
                  download.isPending ? <Loader size={14} aria-label={_('det.downloading')} /> : null
                }
                onClick={() => download.mutate({ id: itemId, version })}
              />
            ) : (
              <NavLink
                component="a"
                href={entry.href}
                target="_blank"
                rel="noopener noreferrer"
                label={entry.label}
                aria-description={_('det.newWindow')}
              />
            )}
          </li>
        ))}
      </Stack>
    </nav>
  );
}
