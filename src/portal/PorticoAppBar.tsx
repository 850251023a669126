import DevicesIcon from '@mui/icons-material/Devices';
import KeyIcon from '@mui/icons-material/Key';
import LockResetIcon from '@mui/icons-material/LockReset';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { Box, Divider, ListItemIcon, ListItemText, MenuItem, Typography, useMediaQuery, type Theme } from '@mui/material';
import { forwardRef } from 'react';
import { AppBar, Logout, TitlePortal, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PorticoIdentity } from '../../providers/authProvider';
import { displayRole } from '../shared/roles';
import { CommandPalette } from './palette/CommandPalette';
import { useBranding } from './useBranding';

const ACCOUNT_LINKS = [
  { to: '/auth/password/change', labelKey: 'portico.shell.account.changePassword', Icon: LockResetIcon },
  { to: '/auth/mfa/change', labelKey: 'portico.shell.account.changeMfa', Icon: PhonelinkLockIcon },
  { to: '/auth/ssh', labelKey: 'portico.shell.account.sshKey', Icon: KeyIcon },
  { to: '/auth/sessions', labelKey: 'portico.shell.account.sessions', Icon: DevicesIcon },
] as const;

const AccountLink = forwardRef<HTMLAnchorElement, (typeof ACCOUNT_LINKS)[number]>(({ to, labelKey, Icon }, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} ref={ref} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate(labelKey)}</ListItemText>
    </MenuItem>
  );
});

/**
 * Who is signed in, at the top of the account menu: name, email and both roles (spec 6: the client-portal role and
 * the data-gateway role, which can differ). Not a menu item: arrow keys pass over it.
 */
const SignedInAs = ({ identity }: { identity: PorticoIdentity }) => {
  const translate = useTranslate();
  const role = (name: string | undefined) => (name ? displayRole(name) : translate('portico.shell.account.noRole'));
  return (
    <Box component="li" role="none" sx={{ px: 2, pt: 1, pb: 1.5 }}>
      {/* Spans: a menu may own only menu items, so no headings or paragraphs inside it (axe). */}
      <Typography component="span" variant="subtitle2" sx={{ display: 'block' }}>
        {identity.fullName}
      </Typography>
      {[
        identity.email,
        translate('portico.shell.account.clientPortalRole', { role: role(identity.role) }),
        translate('portico.shell.account.dataGatewayRole', { role: role(identity.dataGatewayRole) }),
      ].map((line) => (
        <Typography key={line} component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
};

/** The account menu, named after the signed-in user so its accessible name includes what it shows. */
const AccountMenu = () => {
  const translate = useTranslate();
  const identity = useGetIdentity().identity as PorticoIdentity | undefined;
  // react-admin shows the name on a button from `sm` up (its own media query, asked the same way here so both agree at
  // every drawing); otherwise just the icon, whose label it translates as a key with no name to put in, falling back
  // to 'Profile'. So the icon gets a key of its own: it was otherwise named 'Profile'.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const label =
    identity?.fullName && wide ? translate('portico.shell.account.menu', { name: identity.fullName }) : 'portico.shell.account.menuShort';
  return (
    <UserMenu label={label}>
      {identity && <SignedInAs identity={identity} />}
      {identity && <Divider component="li" role="none" />}
      {ACCOUNT_LINKS.map((link) => (
        <AccountLink key={link.to} {...link} />
      ))}
      <Logout />
    </UserMenu>
  );
};

/** The tenant's logo (white label) on a white tile, so a dark logo stays visible on the brand-coloured bar. */
const TenantLogo = () => {
  const { logoUrl, name } = useBranding();
  return (
    <Box
      component="img"
      src={logoUrl}
      alt={name}
      sx={{ height: 32, maxWidth: { xs: 96, sm: 160 }, objectFit: 'contain', bgcolor: '#ffffff', borderRadius: 1, p: 0.5, mr: 1.5 }}
    />
  );
};

/** In the tenant's primary colour; the title shrinks (ellipsis) before the account menu leaves a narrow screen. */
export const PorticoAppBar = () => (
  <AppBar color="primary" userMenu={<AccountMenu />}>
    <TenantLogo />
    <TitlePortal sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} />
    <CommandPalette />
  </AppBar>
);
