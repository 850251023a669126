import PublishIcon from '@mui/icons-material/Publish';
import { definePage } from '../src/framework';
import { email } from '../src/shared/validation';

const INTERNAL = ['SuperAdmin', 'Support'] as const;
const CONFIGURATION = { service: 'gateway', path: '/api/v1/data-publish/configuration' } as const;
/** The last job's facts are shown once a job has run (`lastJob` is null before the first); till then `noFacts`. */
const ONCE_A_JOB_HAS_RUN = { source: 'lastJob.status', notIn: [''] };

/**
 * Data Publish Configuration (spec 2.4 `/data/publish/configuration`): the gateway's one configuration, a settings
 * form (`GET`/`PUT /data-publish/configuration`, SuperAdmin and Support only), with its last publishing job under it
 * (the fields placed `show` alone).
 */
export default definePage({
  name: 'dataPublishConfiguration',
  path: '/data/publish/configuration',
  labels: { title: 'Data Publish Configuration', crumb: 'Data publish configuration' },
  icon: PublishIcon,
  block: {
    kind: 'settingsForm',
    read: CONFIGURATION,
    save: { ...CONFIGURATION, method: 'PUT' },
    messages: 'form',
  },
  fields: [
    { source: 'status', type: 'select', label: 'Status', choices: ['Enabled', 'Disabled'], required: true, edit: true },
    {
      source: 'limitType',
      type: 'select',
      label: 'Limit type',
      choices: [
        { id: 'TimeFrame', name: 'Time frame' },
        { id: 'Files', name: 'Number of files' },
      ],
      required: true,
      edit: true,
    },
    { source: 'limitValue', type: 'number', label: 'Limit', required: true, edit: true, helperText: 'A whole number of at least 1' },
    { source: 'durationUnit', type: 'select', label: 'Duration unit', choices: ['Hours', 'Days'], required: true, edit: true },
    {
      source: 'notifyEmail',
      type: 'email',
      label: 'Notification email',
      required: true,
      edit: true,
      validate: [email('Notification email')],
    },
    {
      source: 'lastJob.status',
      type: 'select',
      label: 'Last job status',
      choices: [
        { id: 'InProgress', name: 'In progress' },
        { id: 'Succeed', name: 'Succeeded' },
        { id: 'Failed', name: 'Failed' },
      ],
      show: true,
      showWhen: ONCE_A_JOB_HAS_RUN,
    },
    { source: 'lastJob.startedAt', type: 'dateTime', label: 'Last job started', show: true, showWhen: ONCE_A_JOB_HAS_RUN },
    { source: 'lastJob.finishedAt', type: 'dateTime', label: 'Last job finished', show: true, showWhen: ONCE_A_JOB_HAS_RUN },
    { source: 'updatedAt', type: 'dateTime', label: 'Last updated', show: true, showWhen: ONCE_A_JOB_HAS_RUN },
  ],
  access: { open: INTERNAL, edit: INTERNAL },
  menu: [{ group: 'dataPublish' }],
  messages: { form: { facts: 'Last publishing job', noFacts: 'No job has run yet.' } },
});
