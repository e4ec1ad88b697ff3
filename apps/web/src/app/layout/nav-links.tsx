import { useLingui } from '@lingui/react';
import { Badge } from '@mantine/core';
import { NavLink } from 'react-router';
import { announcementsLabel, formatBadgeCount } from '../../lib/format.ts';
import type { NavItem } from './main-nav.ts';

interface NavLinksProps {
  items: NavItem[];
  announcements: number;
  stacked?: boolean;
  onNavigate?: () => void;
}

/** The main navigation links; Latest News carries a badge when announcements exist. */
export function NavLinks({ items, announcements, stacked, onNavigate }: NavLinksProps) {
  const { _ } = useLingui();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: stacked ? 'block' : 'flex', gap: 4 }}>
      {items.map((item) => (
        <li key={item.key}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={stacked ? 'nav-link nav-link--stacked' : 'nav-link'}
          >
            {_(`nav.${item.key}`)}
            {item.key === 'news' && announcements > 0 ? (
              <Badge size="sm" circle={announcements < 10} aria-label={announcementsLabel(announcements)}>
                {formatBadgeCount(announcements)}
              </Badge>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
