import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { defineResource } from '../src/framework';
import { DECIDERS, DECISIONS, MANAGE_ACCESS, MANAGED_REQUEST_FIELDS } from './accessRequestDecisions';

/**
 * "Manage Access" → data-access-details: the approved requests, active or run out, at
 * `/data/access/manage/data-access-details`; an active grant can be revoked from its view.
 */
export default defineResource({
  name: 'accessGrants',
  labels: {
    singular: 'Data access grant',
    plural: 'Data access details',
    empty: 'No one has been granted data access yet.',
    noMatches: 'No data access grants match the current search and filters.',
  },
  icon: VerifiedUserIcon,
  recordRepresentation: 'reason',
  api: { service: 'gateway', simpleRest: 'access-requests', permanentFilter: { status: ['Active', 'Expired'] } },
  route: {
    base: '/data/access/manage/data-access-details',
    listSegment: '',
    listPage: MANAGE_ACCESS,
    views: { list: true, view: true },
    tabs: [{ path: 'details', label: 'Details' }],
    rowClick: 'view',
  },
  // The status is fixed by the permanent filter, so it is not offered as a filter here.
  fields: MANAGED_REQUEST_FIELDS.map((f) => (f.source === 'status' ? { ...f, filter: false } : f)),
  sort: { field: 'expiresAt', order: 'DESC' },
  access: { list: DECIDERS, show: DECIDERS, decide: DECIDERS },
  recordActions: DECISIONS,
  // An approval or a revocation shows here as it is made, by whoever makes it.
  live: { topic: 'accessRequests' },
});
