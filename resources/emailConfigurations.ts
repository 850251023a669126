import EmailIcon from '@mui/icons-material/Email';
import { defineResource } from '../src/framework';
import { email, optionalEmail } from '../src/shared/validation';

const CONFIGURERS = ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'] as const;

/**
 * Email configurations (spec 2.4 `/configuration/emailConfiguration/{list,create}`): a company's sender per
 * channel and variant. Designed simple-rest endpoints. They follow the selected company (`company`): the list's
 * company filter starts at it each time the page opens, a new one starts with it (and as a Default Draft), and a save
 * returns to the list, there being no record screen.
 * Spec 2.6 gives these pages no sidebar entry; without one nobody found them (issue 15), so they are listed with
 * the company's onboarding, where its senders are set up (docs/decisions.md).
 */
export default defineResource({
  name: 'emailConfigurations',
  labels: { singular: 'Email configuration', plural: 'Email configurations' },
  icon: EmailIcon,
  recordRepresentation: 'name',
  api: { service: 'gateway', simpleRest: 'email-configurations' },
  route: { base: '/configuration/emailConfiguration', views: { list: true, create: true }, search: false },
  company: { field: 'companyId' },
  fields: [
    {
      source: 'companyId',
      type: 'reference',
      reference: 'companies',
      label: 'Company',
      required: true,
      create: true,
      filter: true,
      filterAlwaysOn: true,
    },
    { source: 'name', type: 'text', label: 'Name', required: true, list: true, create: true },
    {
      source: 'channel',
      type: 'select',
      label: 'Channel',
      choices: [
        { id: 'Main', name: 'Main' },
        { id: 'NonUK', name: 'Non-UK' },
        { id: 'SMS', name: 'SMS' },
        { id: 'Welsh', name: 'Welsh' },
        { id: 'WhatsApp', name: 'WhatsApp' },
      ],
      required: true,
      list: true,
      create: true,
    },
    {
      source: 'variant',
      type: 'select',
      label: 'Variant',
      choices: ['Default', 'Alternative'],
      required: true,
      list: true,
      create: true,
      initial: 'Default',
    },
    {
      source: 'senderAddress',
      type: 'email',
      label: 'Sender address',
      required: true,
      list: true,
      create: true,
      validate: [email('Sender address')],
    },
    {
      source: 'replyToAddress',
      type: 'email',
      label: 'Reply-to address',
      list: true,
      create: true,
      validate: [optionalEmail('Reply-to address')],
      helperText: 'Leave empty to use the sender address',
    },
    {
      source: 'status',
      type: 'select',
      label: 'Status',
      choices: [
        { id: 'Draft', name: 'Draft' },
        { id: 'Active', name: 'Active' },
        { id: 'ApprovalPending', name: 'Approval pending' },
      ],
      list: true,
      create: true,
      initial: 'Draft',
    },
    { source: 'createdAt', type: 'dateTime', label: 'Created', list: true },
  ],
  sort: { field: 'name', order: 'ASC' },
  access: { list: CONFIGURERS, create: CONFIGURERS },
  menu: [{ group: 'onboarding', label: 'Email Configuration', view: 'list', order: 6 }],
  messages: { created: 'Email configuration created' },
});
