import HandshakeIcon from '@mui/icons-material/Handshake';
import { defineResource } from '../src/framework';
import { optionalEmail } from '../src/shared/validation';
import schemes, { SCHEME_ACCESS } from './schemes';

/**
 * A scheme's strategic partners (its actuary, adviser, auditor, insurer, investment managers), in the scheme's
 * Strategic partners tab: `…/strategic-partners`, `/create`, `/{strategicPartnerId}` (spec 2.5).
 */
export default defineResource({
  name: 'strategicPartners',
  labels: { singular: 'Strategic partner', plural: 'Strategic partners' },
  icon: HandshakeIcon,
  recordRepresentation: 'name',
  api: { service: 'portal', simpleRest: 'strategic-partners' },
  parent: { definition: schemes, idParam: 'schemeId', tab: { path: 'strategic-partners', label: 'Strategic partners', after: 'sections' } },
  fields: [
    { source: 'name', type: 'text', label: 'Partner name', required: true, list: true, show: true, create: true, edit: true },
    {
      source: 'partnerType',
      type: 'select',
      label: 'Role for the scheme',
      choices: ['Actuary', 'Adviser', 'Auditor', 'Insurer', 'Investment Manager'],
      required: true,
      list: true,
      filter: true,
      show: true,
      create: true,
      edit: true,
    },
    {
      source: 'contactEmail',
      type: 'email',
      label: 'Contact email',
      validate: [optionalEmail('Contact email')],
      list: true,
      show: true,
      create: true,
      edit: true,
    },
  ],
  sort: { field: 'name', order: 'ASC' },
  access: SCHEME_ACCESS,
});
