import ViewModuleIcon from '@mui/icons-material/ViewModule';
import { regex } from 'react-admin';
import { defineResource } from '../src/framework';
import schemes, { SCHEME_ACCESS } from './schemes';

/**
 * A scheme's sections (benefit sections, e.g. 'Final Salary Section'), in the scheme's Sections tab:
 * `…/scheme/{update|view}/{schemeId}/sections`, `sections/create`, `sections/{sectionId}` (spec 2.5).
 */
export default defineResource({
  name: 'sections',
  labels: { singular: 'Section', plural: 'Sections' },
  icon: ViewModuleIcon,
  recordRepresentation: 'name',
  api: { service: 'portal', simpleRest: 'sections' },
  parent: { definition: schemes, idParam: 'schemeId', tab: { path: 'sections', label: 'Sections', after: 'details' } },
  fields: [
    { source: 'name', type: 'text', label: 'Section name', required: true, list: true, show: true, create: true, edit: true },
    {
      source: 'code',
      type: 'text',
      label: 'Section code',
      validate: [regex(/^\s*[A-Za-z0-9-]{1,12}\s*$/, 'resources.sections.validation.code')],
      helperText: 'Up to 12 letters, digits and hyphens, as used in member records',
      list: true,
      show: true,
      create: true,
      edit: true,
    },
    {
      source: 'status',
      type: 'select',
      label: 'Status',
      choices: [
        { id: 'Active', name: 'Open to new members' },
        { id: 'Closed', name: 'Closed to new members' },
      ],
      required: true,
      list: true,
      filter: true,
      show: true,
      create: true,
      edit: true,
    },
  ],
  sort: { field: 'name', order: 'ASC' },
  access: SCHEME_ACCESS,
  messages: { validation: { code: 'Use up to 12 letters, digits and hyphens' } },
});
