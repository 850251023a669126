import StoreIcon from '@mui/icons-material/Store';
import { regex } from 'react-admin';
import { defineResource } from '../src/framework';
import { EMPLOYER_TYPES } from '../src/shared/employerTypes';
import schemes, { SCHEME_ACCESS } from './schemes';

/**
 * A scheme's participating employers, in the scheme's Employers tab: `…/employers`, `employers/create`,
 * `employers/{employerId}/details` (spec 2.5). Employer type is spec 3.2's OTH/FOR, shown in words.
 */
export default defineResource({
  name: 'employers',
  labels: { singular: 'Employer', plural: 'Employers' },
  icon: StoreIcon,
  recordRepresentation: 'name',
  search: { describe: (employer) => (employer.payeReference ? `PAYE ${String(employer.payeReference)}` : null) },
  api: { service: 'portal', simpleRest: 'employers' },
  parent: { definition: schemes, idParam: 'schemeId', tab: { path: 'employers', label: 'Employers', after: 'strategic-partners' } },
  route: { tabs: [{ path: 'details', label: 'Details' }] },
  fields: [
    { source: 'name', type: 'text', label: 'Employer name', required: true, list: true, show: true, create: true, edit: true },
    {
      source: 'employerType',
      type: 'select',
      label: 'Employer type',
      choices: [...EMPLOYER_TYPES],
      required: true,
      list: true,
      filter: true,
      show: true,
      create: true,
      edit: true,
    },
    {
      source: 'payeReference',
      type: 'text',
      label: 'Employer PAYE reference',
      required: true,
      validate: [regex(/^\s*\d{3}\/[A-Za-z0-9]{1,10}\s*$/, 'resources.employers.validation.payeReference')],
      helperText: 'The tax office number, a slash, then the reference, e.g. 123/AB45678',
      list: true,
      show: true,
      create: true,
      edit: true,
    },
  ],
  sort: { field: 'name', order: 'ASC' },
  access: SCHEME_ACCESS,
  messages: { validation: { payeReference: 'Enter the PAYE reference like 123/AB45678' } },
});
