import PublishIcon from '@mui/icons-material/Publish';
import { lazy } from 'react';
import { defineResource } from '../src/framework';
import { email } from '../src/shared/validation';

const INTERNAL = ['SuperAdmin', 'Support'] as const;

/**
 * Data Publish Configuration (spec 2.4 `/data/publish/configuration`): one configuration, shown and edited in place
 * (`GET`/`PUT /data-publish/configuration`, SuperAdmin and Support only).
 */
export default defineResource({
  name: 'dataPublishConfiguration',
  labels: {
    singular: 'Data publish configuration',
    plural: 'Data publish configuration',
    empty: 'Nothing is set up for data publishing yet.',
    noMatches: 'No data publish settings match the current search and filters.',
  },
  icon: PublishIcon,
  recordRepresentation: () => 'Data publish configuration',
  api: {
    service: 'gateway',
    getOne: { path: '/api/v1/data-publish/configuration' },
    update: { method: 'PUT', path: '/api/v1/data-publish/configuration' },
  },
  route: { base: '/data/publish', listSegment: 'configuration', views: { list: true } },
  overrides: { list: lazy(() => import('./dataPublishConfiguration/PublishConfiguration')) },
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
    },
    { source: 'lastJob.startedAt', type: 'dateTime', label: 'Last job started', show: true },
    { source: 'lastJob.finishedAt', type: 'dateTime', label: 'Last job finished', show: true },
    { source: 'updatedAt', type: 'dateTime', label: 'Last updated', show: true },
  ],
  access: { list: INTERNAL, show: INTERNAL, edit: INTERNAL },
  menu: [{ group: 'dataPublish', label: 'Data Publish Configuration', view: 'list' }],
  messages: { title: 'Data Publish Configuration', lastJob: 'Last publishing job', noJob: 'No job has run yet.' },
});
