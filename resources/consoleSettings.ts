import TuneIcon from '@mui/icons-material/Tune';
import { lazy } from 'react';
import { definePage } from '../src/framework';

/**
 * The console's general settings (`/administration/console/general`): the support contact users are pointed to (a
 * platform default, overridable for one company: Setting scope Default or Company) and the maintenance notice the
 * sign-in pages show. SuperAdmin changes them; Support reads them (docs/decisions.md).
 */
export default definePage({
  name: 'consoleSettings',
  path: '/administration/console/general',
  labels: { title: 'General settings' },
  icon: TuneIcon,
  component: lazy(() => import('./consoleSettings/GeneralSettings')),
  access: { open: ['SuperAdmin', 'Support'], edit: ['SuperAdmin'] },
  menu: [{ group: 'console', order: 1 }],
  messages: {
    intro: 'Settings that apply across the platform. A company can have its own support contact.',
    defaults: 'Platform defaults',
    keys: {
      supportEmail: 'Support email',
      supportPhone: 'Support phone',
      maintenanceNotice: 'Maintenance notice',
    },
    help: {
      supportEmail: 'Where users are told to write when they cannot reach what they need.',
      supportPhone: 'As it is dialled, like 020 7946 0000 or +44 20 7946 0000; kept in international form.',
      maintenanceNotice: 'Shown on the sign-in pages while set, e.g. planned downtime. Plain text; leave empty for none.',
    },
    save: 'Save defaults',
    saved: 'Settings saved.',
    scope: 'Setting scope',
    scopes: { Default: 'Default', Company: 'Company' },
    overrides: 'Company overrides',
    overridesIntro: "A company's own support contact replaces the default for its users.",
    none: 'No company has its own support contact.',
    company: 'Company',
    setting: 'Setting',
    value: 'Value',
    add: 'Add override',
    remove: 'Remove override for %{company}',
    removed: 'Override removed.',
    actions: 'Actions',
    readOnly: 'Only a SuperAdmin can change these settings.',
  },
});
