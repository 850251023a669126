/**
 * The resource invented to prove issue 24's promise (tests/unit/scripts/newResource.test.ts): a scheme's documents,
 * nested under its scheme, with record tabs, a create wizard whose second step is a checklist block, access rules and
 * catalogue words — all in this one definition. The test copies it to `resources/schemeDocuments.ts` of a copy of
 * the project (its imports then start at `../`), after `npm run new:resource` started it there.
 */
import DescriptionIcon from '@mui/icons-material/Description';
import { defineResource } from '../../../../src/framework';
import schemes from '../../../../resources/schemes';

export default defineResource({
  name: 'schemeDocuments',
  labels: { singular: 'Scheme document', plural: 'Scheme documents' },
  icon: DescriptionIcon,
  recordRepresentation: 'title',
  api: { service: 'portal', simpleRest: 'scheme-documents' },
  parent: { definition: schemes, idParam: 'schemeId', tab: { path: 'documents', label: 'Documents' } },
  route: {
    views: { list: true, create: { steps: ['details', 'readers'] }, update: true, view: true },
    tabs: [
      { path: 'details', label: 'Details', fields: ['title', 'kind', 'publishedOn'] },
      {
        path: 'readers',
        label: 'Readers',
        block: {
          kind: 'checklist',
          options: { service: 'portal', path: '/api/v1/member-groups' },
          chosen: { source: 'memberGroupIds' },
          save: { service: 'portal', method: 'PUT', path: '/api/v1/scheme-documents/{id}', field: 'memberGroupIds' },
          messages: 'readers',
        },
      },
    ],
  },
  fields: [
    { source: 'title', type: 'text', label: 'Document title', required: true, list: true, show: true, create: true, edit: true },
    {
      source: 'kind',
      type: 'select',
      label: 'Kind of document',
      choices: [
        { id: 'SIP', name: 'Statement of investment principles' },
        { id: 'ChairStatement', name: "Chair's statement" },
      ],
      list: true,
      show: true,
      create: true,
      edit: true,
    },
    { source: 'publishedOn', type: 'date', label: 'Published on', list: true, show: true, edit: true },
  ],
  access: {
    list: ['SuperAdmin', 'Support', 'Viewer'],
    show: ['SuperAdmin', 'Support', 'Viewer'],
    create: ['SuperAdmin', 'Support'],
    edit: ['SuperAdmin', 'Support'],
  },
  messages: {
    readers: {
      intro: 'The member groups who may read this document.',
      save: 'Save readers',
      saved: 'Readers saved.',
      noneChosen: 'No member group may read it yet.',
    },
  },
});
