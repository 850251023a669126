import { Tooltip, useTheme } from '@mui/material';
import { memo, useMemo, type ComponentType, type CSSProperties } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { NavLink } from 'react-router-dom';
import { getConfig } from '../../providers/config';
import { buildMenu, type MenuGroup, type MenuItem } from '../framework/menu';
import type { ResourceDefinition } from '../framework/types';
import { usePhoneWidth } from '../framework/views/usePhoneWidth';
import { useUserRoles } from '../framework/views/useUserRoles';
import { useSelectedCompany } from '../framework/company/SelectedCompany';
import { useRecordLabel } from './useRecordLabel';
import './menu.css';

interface MenuLinkProps {
  to: string;
  label: string;
  icon?: ComponentType;
  inset?: boolean;
}

/**
 * Memoised, with the icon passed as a component: the menu draws again whenever the selected company or the user's
 * roles settle, and an unchanged link need not draw again.
 */
const MenuLink = memo(({ to, label, icon: Icon, inset = false }: MenuLinkProps) => {
  const [open, setOpen] = useSidebarState();
  // On a phone the menu is a drawer over the page: once an entry is chosen, the page it opens is what the user wants.
  const phone = usePhoneWidth();
  const link = (
    <NavLink
      to={to}
      end
      className={inset ? 'portico-menu-link portico-menu-link--inset' : 'portico-menu-link'}
      onClick={phone ? () => setOpen(false) : undefined}
      aria-label={open ? undefined : label}
    >
      {Icon && (
        <span className="portico-menu-icon">
          <Icon />
        </span>
      )}
      {open && label}
    </NavLink>
  );
  return (
    <li>
      {open ? (
        link
      ) : (
        <Tooltip title={label} placement="right">
          {link}
        </Tooltip>
      )}
    </li>
  );
});
MenuLink.displayName = 'MenuLink';

/** The selected record's entry (e.g. the selected company): its name, then its tabs. */
const RecordEntry = ({ item }: { item: MenuItem & { record: NonNullable<MenuItem['record']> } }) => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const label = useRecordLabel(item.resource, item.record.id).label ?? translate(item.labelKey);
  return (
    <>
      <MenuLink to={item.to} label={label} icon={item.icon} />
      {open && item.record.tabs.length > 1 && (
        <li>
          <ul aria-label={label}>
            {item.record.tabs.map((tab) => (
              <MenuLink key={tab.to} to={tab.to} label={translate(tab.labelKey)} inset />
            ))}
          </ul>
        </li>
      )}
    </>
  );
};

/**
 * Where a company-scoped entry will be once the companies have loaded, so the sidebar does not jump: its row, and
 * those of the tabs a record entry lists beneath it (RecordEntry).
 */
const PendingEntry = ({ icon: Icon, tabs = 0 }: { icon?: ComponentType; tabs?: number }) => {
  const [open] = useSidebarState();
  return (
    <>
      <li aria-hidden className="portico-menu-pending">
        {Icon && (
          <span className="portico-menu-icon">
            <Icon />
          </span>
        )}
        {open && <span className="portico-menu-pending-text" />}
      </li>
      {open &&
        Array.from({ length: tabs }, (_, tab) => (
          <li key={tab} aria-hidden className="portico-menu-pending portico-menu-pending--inset">
            <span className="portico-menu-pending-text" />
          </li>
        ))}
    </>
  );
};

/**
 * An entry with a run-time condition: its hook decides, on every render, whether the entry shows. Until it can tell,
 * the entry's place is kept (`placeholder`), so the entries below do not move when it appears.
 */
const WhenVisible = ({
  when,
  params,
  placeholder,
  children,
}: {
  when: NonNullable<MenuItem['visibleWhen']>;
  params: Record<string, string | undefined>;
  placeholder: React.ReactNode;
  children: React.ReactNode;
}) => {
  const visible = when(params);
  if (visible === undefined) return <>{placeholder}</>;
  return visible ? <>{children}</> : null;
};

/**
 * The menu's groups and entries, memoised: the menu's hooks answer to every change of the selected company and the
 * user's roles as they load, and most of those changes leave the entries as they were.
 */
const MenuGroups = memo(({ groups, open, params }: { groups: MenuGroup[]; open: boolean; params: Record<string, string | undefined> }) => {
  const translate = useTranslate();
  return (
    <ul className="portico-menu">
      {groups.map((group) => {
        // A group of one entry shows just the link: a heading repeating its only item's name adds nothing.
        const headed = open && group.items.length > 1;
        return (
          <li key={group.id}>
            {headed && (
              <div className="portico-menu-heading" id={`menu-group-${group.id}`}>
                {translate(group.labelKey)}
              </div>
            )}
            <ul aria-labelledby={headed ? `menu-group-${group.id}` : undefined} aria-label={headed ? undefined : translate(group.labelKey)}>
              {group.items.map((item) => {
                const entry = item.pending ? (
                  <PendingEntry key={item.key} icon={item.icon} tabs={item.pending.tabs} />
                ) : item.record ? (
                  <RecordEntry key={item.key} item={{ ...item, record: item.record }} />
                ) : (
                  <MenuLink key={item.key} to={item.to} label={translate(item.labelKey)} icon={item.icon} />
                );
                return item.visibleWhen ? (
                  <WhenVisible key={item.key} when={item.visibleWhen} params={params} placeholder={<PendingEntry icon={item.icon} />}>
                    {entry}
                  </WhenVisible>
                ) : (
                  entry
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
});
MenuGroups.displayName = 'MenuGroups';

/**
 * The sidebar: a navigation landmark of links, grouped as spec 2.6 lists them, built from the definitions
 * and filtered for the signed-in user's role, the target platform and the selected company.
 */
export const PorticoMenu = ({ definitions }: { definitions: ResourceDefinition[] }) => {
  const { role, dataGatewayRole } = useUserRoles();
  const [open] = useSidebarState();
  const translate = useTranslate();
  const { companyId, isPending } = useSelectedCompany();
  const { palette } = useTheme();
  // The theme's colours for the stylesheet (menu.css): the tenant's for the focus ring, as MUI's buttons draw theirs.
  const colours = {
    '--portico-menu-text': palette.text.primary,
    '--portico-menu-heading': palette.text.secondary,
    '--portico-menu-focus': palette.primary.main,
  } as CSSProperties;
  const params = useMemo(() => ({ companyId }), [companyId]);
  const groups = useMemo(
    () =>
      buildMenu(definitions, {
        role,
        dataGatewayRole,
        platform: getConfig().targetPlatform,
        params,
        pendingParams: isPending ? ['companyId'] : [],
      }),
    [definitions, role, dataGatewayRole, params, isPending],
  );
  return (
    <nav aria-label={translate('portico.shell.menu.label')} style={colours}>
      <MenuGroups groups={groups} open={open} params={params} />
    </nav>
  );
};
