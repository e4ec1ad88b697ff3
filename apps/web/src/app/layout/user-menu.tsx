import { useLingui } from '@lingui/react';
import { Button, type MantineColorScheme, Menu, useMantineColorScheme } from '@mantine/core';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { putPreferences } from '../../lib/preferences.ts';

const SCHEMES: MantineColorScheme[] = ['light', 'dark', 'auto'];

/**
 * "Hi, {name}" with My Profile (and Provider workspace for providers), the colour scheme (light,
 * dark or the system's, kept on the server so it follows the user) and Logout.
 */
export function UserMenu({
  name,
  onLogout,
  defaultOpened,
  provider = false,
}: {
  name: string;
  onLogout: () => void;
  defaultOpened?: boolean;
  provider?: boolean;
}) {
  const { _ } = useLingui();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const choose = (value: MantineColorScheme) => {
    setColorScheme(value);
    // Kept in this browser already; a failed save only means other browsers keep the old scheme.
    putPreferences({ colorScheme: value }).catch(() => {});
  };
  return (
    // No initial-focus placeholder: Mantine's is a focusable role=presentation div, and a menu may
    // hold only menu items (axe aria-required-children); opened by keyboard, the first item takes
    // the focus. Set here, not in the theme: the theme is on the first page and Menu is not.
    <Menu
      position="bottom-end"
      withinPortal
      defaultOpened={defaultOpened}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          rightSection={<ChevronDownIcon />}
          aria-label={_('menu.triggerLabel', { name })}
        >
          {_('menu.greeting', { name })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile">
          {_('menu.profile')}
        </Menu.Item>
        {provider ? (
          <Menu.Item component={Link} to="/provider">
            {_('menu.provider')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Label id="color-scheme-label">{_('menu.colorScheme')}</Menu.Label>
        {/* biome-ignore lint/a11y/useSemanticElements: a menu may own groups, not a fieldset (form semantics) */}
        <div role="group" aria-labelledby="color-scheme-label">
          <Menu.RadioGroup value={colorScheme} onChange={(value) => choose(value as MantineColorScheme)}>
            {SCHEMES.map((s) => (
              <Menu.RadioItem key={s} value={s}>
                {_(`menu.scheme.${s}`)}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </div>
        <Menu.Divider />
        <Menu.Item onClick={onLogout}>{_('menu.logout')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
