import { List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Tooltip } from '@mui/material';
import { useMemo } from 'react';
import { usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { NavLink } from 'react-router-dom';
import { getConfig } from '../../providers/config';
import { buildMenu, type MenuItem } from '../framework/menu';
import type { ResourceDefinition } from '../framework/types';

const MenuLink = ({ item, definitions }: { item: MenuItem; definitions: ResourceDefinition[] }) => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const Icon = definitions.find((d) => d.name === item.resource)?.icon;
  const label = translate(item.labelKey);
  const link = (
    <ListItemButton
      component={NavLink}
      to={item.to}
      end
      sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
      aria-label={open ? undefined : label}
    >
      {Icon && (
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon />
        </ListItemIcon>
      )}
      {open && <ListItemText primary={label} />}
    </ListItemButton>
  );
  return <li>{open ? link : <Tooltip title={label} placement="right">{link}</Tooltip>}</li>;
};

/**
 * The sidebar: a navigation landmark of links, grouped as spec 2.6 lists them, built from the definitions
 * and filtered for the signed-in user's role and the target platform.
 */
export const PorticoMenu = ({ definitions }: { definitions: ResourceDefinition[] }) => {
  const { permissions } = usePermissions();
  const [open] = useSidebarState();
  const translate = useTranslate();
  const groups = useMemo(
    () => buildMenu(definitions, { role: permissions, platform: getConfig().targetPlatform, params: {} }),
    [definitions, permissions],
  );
  return (
    <nav aria-label={translate('portico.shell.menu.label')}>
      <List disablePadding sx={{ pt: 1 }}>
        {groups.map((group) => (
          <li key={group.id}>
            {open && (
              <ListSubheader component="div" id={`menu-group-${group.id}`} sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
                {translate(group.labelKey)}
              </ListSubheader>
            )}
            <List dense disablePadding aria-labelledby={open ? `menu-group-${group.id}` : undefined} aria-label={open ? undefined : translate(group.labelKey)}>
              {group.items.map((item) => (
                <MenuLink key={item.key} item={item} definitions={definitions} />
              ))}
            </List>
          </li>
        ))}
      </List>
    </nav>
  );
};
