/**
 * The roles-and-permissions drill-down as data: company → product → scheme → employer, each level's reads and calls
 * (spec section 7, Permissions). A user's permission entries (`GET /permissions/{userId}`) say what they hold below the
 * company level: one entry per module of a company, with its schemes and employers.
 */
import type { DrillDownLevel, DrillDownRows } from '../../../src/framework/views';
import RoleCell from './RoleCell';

const API = '/api/v1';
const PERMISSIONS = `${API}/permissions/{id}`;
const COMPANY = `${API}/companies/{companyId}`;
const IN_MODULE = { companyId: '{companyId}', productId: '{productId}' };
const post = (path: string, body: Record<string, unknown>) => ({ method: 'POST', path: `${API}${path}`, body }) as const;

/** The levels, the company level listing `companies`: a client administrator's own, or searched by staff. */
export const levelsFor = (companies: DrillDownRows): DrillDownLevel[] => [
  {
    segment: 'company',
    param: 'companyId',
    words: { caption: 'companies', empty: 'noCompanies' },
    rows: companies,
    held: { path: `${API}/companies/assignedToUser/{id}`, id: 'id' },
    assign: { method: 'PATCH', path: `${API}/users/addUserToCompany`, body: { userId: '{id}', companyId: '{row}' }, each: true },
    unassign: { method: 'PATCH', path: `${API}/users/removeUserFromCompany`, body: { userId: '{id}', companyId: '{row}' }, each: true },
    all: {
      assign: post('/permissions/assign-all-companies/users/{id}', {}),
      unassign: post('/permissions/unassign-all-companies/users/{id}', {}),
    },
  },
  {
    segment: 'product',
    param: 'productId',
    words: { caption: 'products', empty: 'noProducts', first: 'memberFirst', count: 'count.products' },
    rows: { path: `${API}/products/assignedToCompany/{companyId}` },
    held: { path: PERMISSIONS, where: { companyId: '{companyId}' }, id: 'productId' },
    checks: [COMPANY],
    columns: [{ label: 'productRole', cell: RoleCell }],
    // One module alone is strict: one another administrator gave meanwhile is reported, not given twice.
    assign: {
      one: { ...post('/permissions/userProduct', { userId: '{id}', companyId: '{companyId}', productId: '{row}' }), each: true },
      many: post('/permissions/bulk', { userId: '{id}', permissions: [{ companyId: '{companyId}', productId: '{row}' }] }),
    },
    unassign: {
      method: 'DELETE',
      path: `${API}/permissions/userProduct`,
      body: { userId: '{id}', companyId: '{companyId}', productId: '{row}' },
      each: true,
      goneIsDone: true,
    },
  },
  {
    segment: 'scheme',
    param: 'schemeId',
    words: { caption: 'schemes', empty: 'noSchemes', first: 'productFirst', count: 'count.schemes', takes: 'schemesTakeEmployers' },
    rows: {
      path: `${API}/products/availableProductSchemes/{companyId}`,
      within: { where: { productId: '{productId}' }, list: 'schemes' },
      where: { assigned: true },
    },
    held: { path: PERMISSIONS, where: IN_MODULE, id: 'schemeIds' },
    checks: [COMPANY],
    columns: [{ label: 'schemeType', source: 'pensionSchemeType' }],
    assign: post('/permissions/bulkAssignSchemeToUserProduct', { userId: '{id}', ...IN_MODULE, schemeIds: '{rows}' }),
    unassign: post('/permissions/bulkUnassignSchemeFromUserProduct', { userId: '{id}', ...IN_MODULE, schemeIds: '{rows}' }),
  },
  {
    segment: 'employer',
    param: 'employerId',
    words: { caption: 'employers', empty: 'noEmployers', first: 'schemeFirst', count: 'count.employers' },
    rows: { path: `${API}/permissions/useremployer/{id}/{schemeId}`, id: 'employerId' },
    // A module's employers are one set across its schemes: changing them replaces the set.
    held: { path: PERMISSIONS, where: IN_MODULE, id: 'employerIds' },
    checks: [COMPANY, `${API}/products/availableProductSchemes/{companyId}`],
    columns: [{ label: 'payeReference', source: 'payeReference' }],
    assign: post('/permissions/update', { userId: '{id}', ...IN_MODULE, employerIds: '{held+rows}' }),
    unassign: post('/permissions/update', { userId: '{id}', ...IN_MODULE, employerIds: '{held-rows}' }),
  },
];
