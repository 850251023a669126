import TuneIcon from '@mui/icons-material/Tune';
import { lazy } from 'react';
import { definePage } from '../src/framework';
import { email } from '../src/shared/validation';

const SETTINGS = { service: 'portal', path: '/api/v1/console/settings' } as const;

/**
 * The console's general settings (`/administration/console/general`): the support contact users are pointed to (a
 * platform default, overridable for one company: Setting scope Default or Company) and the maintenance notice the
 * sign-in pages show. SuperAdmin changes them; Support reads them (docs/decisions.md). The defaults are a settings
 * form over the API's `{ key, value, scope }` entries; the companies' overrides follow in a section of their own.
 */
export default definePage({
  name: 'consoleSettings',
  path: '/administration/console/general',
  labels: { title: 'General settings' },
  icon: TuneIcon,
  block: {
    kind: 'settingsForm',
    read: SETTINGS,
    save: { ...SETTINGS, method: 'PUT' },
    messages: 'form',
    entries: { match: { scope: 'Default' } },
  },
  fields: [
    {
      source: 'supportEmail',
      type: 'email',
      label: 'Support email',
      required: true,
      validate: [email('Support email')],
      helperText: 'Where users are told to write when they cannot reach what they need.',
      edit: true,
    },
    {
      source: 'supportPhone',
      type: 'phone',
      label: 'Support phone',
      required: true,
      helperText: 'As it is dialled, like 020 7946 0000 or +44 20 7946 0000; kept in international form.',
      edit: true,
    },
    {
      source: 'maintenanceNotice',
      type: 'longText',
      label: 'Maintenance notice',
      helperText: 'Shown on the sign-in pages while set, e.g. planned downtime. Plain text; leave empty for none.',
      edit: true,
    },
  ],
  component: lazy(() => import('./consoleSettings/CompanyOverrides')),
  access: { open: ['SuperAdmin', 'Support'], edit: ['SuperAdmin'] },
  menu: [{ group: 'console', order: 1 }],
  messages: {
    form: {
      intro: 'Settings that apply across the platform. A company can have its own support contact.',
      heading: 'Platform defaults',
      save: 'Save defaults',
      saved: 'Settings saved.',
      readOnly: 'Only a SuperAdmin can change these settings.',
    },
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
  },
});
