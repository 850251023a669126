import { List, ListSubheader } from '@mui/material';
import { Fragment, useMemo } from 'react';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { getConfig } from '../../providers/config';
import { buildMenu } from '../framework/menu';
import type { ResourceDefinition } from '../framework/types';

/** The sidebar: groups and entries from the definitions, filtered for the signed-in user's role. */
export const PorticoMenu = ({ definitions }: { definitions: ResourceDefinition[] }) => {
  const { permissions } = usePermissions();
  const [open] = useSidebarState();
  const translate = useTranslate();
  const groups = useMemo(
    () => buildMenu(definitions, { role: permissions, platform: getConfig().targetPlatform, params: {} }),
    [definitions, permissions],
  );
  return (
    <Menu aria-label={translate('portico.shell.menu.label')}>
      {groups.map((group) => (
        <Fragment key={group.id}>
          <List
            dense
            aria-label={translate(group.labelKey)}
            subheader={open ? <ListSubheader component="div" sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>{translate(group.labelKey)}</ListSubheader> : undefined}
          >
            {group.items.map((item) => {
              const Icon = definitions.find((d) => d.name === item.resource)?.icon;
              return <Menu.Item key={item.key} to={item.to} primaryText={translate(item.labelKey)} leftIcon={Icon ? <Icon /> : undefined} />;
            })}
          </List>
        </Fragment>
      ))}
    </Menu>
  );
};
