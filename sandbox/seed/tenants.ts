import type { Tenant } from '../types';
import { daysBefore } from './random';

export const TENANT_DEMO = 'ten-portico-demo';
export const TENANT_NORTHERN = 'ten-northern-trustees';
export const TENANT_HARBOUR = 'ten-harbour-pensions';

// What a client would read. Hostile HTML (scripts, handlers, javascript: links) lives in the tests that prove the
// sanitiser removes it (tests/security/html-field, tests/e2e/auth-login), never in data a demo shows.
const demoTerms = `<h1>Terms of Use</h1>
<p>These terms govern your use of the Portico Demo client portal, operated on behalf of the trustees of the schemes
it administers. By signing in you agree to them.</p>
<h2>1. Your account</h2>
<p>Keep your password and authenticator device secure. Tell us at once if you suspect unauthorised access.</p>
<h2>2. Member data</h2>
<p>Member data is processed under UK GDPR and the Data Protection Act 2018. See our
<a href="https://ico.org.uk/for-organisations/" target="_blank">guidance from the Information Commissioner's Office</a>.</p>
<h2>3. Acceptable use</h2>
<p>Use the portal only for the administration of the schemes you are authorised for. Do not share exported member
data outside your organisation.</p>
<p>Last updated 1 December 2025.</p>`;

const demoDataProtection = `<h1>Data Protection Agreement</h1>
<p>Portico acts as data processor for the scheme trustees, who are the data controllers.</p>
<ul><li>Data is held in UK data centres.</li><li>Access is logged and reviewed monthly.</li>
<li>Personal data is kept only as long as each scheme's retention policy allows.</li></ul>
<p>To exercise your rights or raise a concern, write to
<a href="mailto:dpo@portico.test">dpo@portico.test</a>.</p>`;

const plainTerms = (name: string) => `<h1>${name} terms of use</h1>
<p>Access to this portal is limited to authorised staff of participating employers and their advisers.</p>
<p>Questions: <a href="mailto:support@portico.test">support@portico.test</a></p>`;

export const seedTenants = (): Tenant[] => [
  {
    id: TENANT_DEMO,
    name: 'Portico Demo',
    domain: 'localhost',
    logoUrl: '/brand/portico-demo.svg',
    primaryColour: '#2A9D8F', // too light for white text (3.3:1): the portal themes with its computed AA shade
    termsAndConditions: demoTerms,
    dataProtection: demoDataProtection,
    productIds: [],
    createdAt: daysBefore(400),
  },
  {
    id: TENANT_NORTHERN,
    name: 'Northern Trustees Network',
    domain: 'northern.portico.test',
    logoUrl: '/brand/northern-trustees.svg',
    primaryColour: '#2E6B4F',
    termsAndConditions: plainTerms('Northern Trustees Network'),
    dataProtection: '<p>Northern Trustees Network data protection statement.</p>',
    productIds: [],
    createdAt: daysBefore(300),
  },
  {
    id: TENANT_HARBOUR,
    name: 'Harbour Pensions Partnership',
    domain: 'harbour.portico.test',
    logoUrl: '/brand/harbour-pensions.svg',
    primaryColour: '#7A2E5C',
    termsAndConditions: plainTerms('Harbour Pensions Partnership'),
    dataProtection: '<p>Harbour Pensions Partnership data protection statement.</p>',
    productIds: [],
    createdAt: daysBefore(200),
  },
];
