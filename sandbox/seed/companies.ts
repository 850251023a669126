import type { Company, SetupCompleteness } from '../types';
import { TENANT_DEMO, TENANT_HARBOUR, TENANT_NORTHERN } from './tenants';
import { createRandom, daysBefore, pad } from './random';

type Row = [name: string, companyNumber: string, line1: string, town: string, county: string | null, postcode: string, contact: string];

// Plausible UK employers; numbers follow the Companies House format (8 digits, or SC/NI prefixes).
const ROWS: Row[] = [
  ['Thames Valley Logistics Ltd', '04829317', 'Unit 4, Green Park Way', 'Reading', 'Berkshire', 'RG2 6GP', 'Helen Marsh'],
  ['Pennine Building Society', '00218844', '1 Westgate', 'Halifax', 'West Yorkshire', 'HX1 1PW', 'Gareth Holroyd'],
  ['Severn Estuary Ports plc', '02113875', 'Royal Portbury Dock', 'Bristol', null, 'BS20 7XL', 'Sian Pritchard'],
  ['Caledonian Distillers Ltd', 'SC184562', '22 Speyside Road', 'Elgin', 'Moray', 'IV30 1HQ', 'Alasdair Fraser'],
  ['Midlands Precision Engineering Ltd', '03392018', '88 Tyseley Lane', 'Birmingham', 'West Midlands', 'B11 2PQ', 'Rajesh Patel'],
  ['Cotswold Care Homes Ltd', '06671203', 'The Old Rectory, Sheep Street', 'Cirencester', 'Gloucestershire', 'GL7 1QW', 'Fiona Hartley'],
  ['Northumbria Water Services Ltd', '02366703', 'Boldon House, Wheatlands Way', 'Durham', 'County Durham', 'DH1 5FA', 'Mark Robson'],
  ['Kentish Orchards Cooperative Ltd', '07813346', 'Hop Farm, Maidstone Road', 'Paddock Wood', 'Kent', 'TN12 6PY', 'Claire Ashdown'],
  ['Mersey Maritime Insurance Ltd', '01953210', 'Cunard Building, Water Street', 'Liverpool', 'Merseyside', 'L3 1DS', 'Paul Gallagher'],
  ['Fenland Agricultural Supplies Ltd', '05527761', 'Station Yard', 'Wisbech', 'Cambridgeshire', 'PE13 2RE', 'Karen Dobbs'],
  ['Brecon Beacons Outdoor Ltd', '08842291', 'Glamorgan Street', 'Brecon', 'Powys', 'LD3 7DW', 'Rhys Llewellyn'],
  ['Solent Marine Electronics Ltd', '04417788', 'Ocean Village Quay', 'Southampton', 'Hampshire', 'SO14 3TG', 'Nadia Rahman'],
  ['Yorkshire Dales Dairies Ltd', '03018874', 'Hawes Creamery, Gayle Lane', 'Hawes', 'North Yorkshire', 'DL8 3RN', 'Andrew Metcalfe'],
  ['Chiltern Housing Association', '09927714', 'Oakley House, Tring Road', 'Aylesbury', 'Buckinghamshire', 'HP20 1HU', 'Susan Okafor'],
  ['Lakeland Hospitality Group Ltd', '05120493', 'Lake Road', 'Bowness-on-Windermere', 'Cumbria', 'LA23 3BJ', 'Thomas Birkett'],
  ['Anglia Rail Maintenance Ltd', '06295530', 'Crown Point Depot, Sandy Lane', 'Norwich', 'Norfolk', 'NR1 2NA', 'Deborah Kerrison'],
  ['Clyde Shipbuilding Services Ltd', 'SC298117', '1048 Govan Road', 'Glasgow', null, 'G51 4XS', 'Iain McAllister'],
  ['Belfast Linen Heritage Ltd', 'NI045721', '15 Linenhall Street', 'Belfast', 'County Antrim', 'BT2 8AA', 'Niamh Doherty'],
  ['Peak District Quarries Ltd', '02871406', 'Hope Valley Works', 'Castleton', 'Derbyshire', 'S33 8WA', 'Graham Eyre'],
  ['Cornish Tin & Minerals Ltd', '07361185', 'Wheal Jane, Baldhu', 'Truro', 'Cornwall', 'TR3 6EE', 'Jenna Trevithick'],
  ['Wessex Regional Bus Company Ltd', '01480932', 'Central Garage, Bournemouth Road', 'Poole', 'Dorset', 'BH14 0QL', 'Malcolm Hayes'],
  ['Humber Chemicals plc', '00991244', 'Saltend Chemicals Park', 'Hull', 'East Riding of Yorkshire', 'HU12 8DS', 'Victoria Lamb'],
  [
    'Tyne Valley Builders Merchants Ltd',
    '04033871',
    'Haugh Lane Industrial Estate',
    'Hexham',
    'Northumberland',
    'NE46 3PU',
    'Craig Charlton',
  ],
  ['Sheffield Cutlery Works Ltd', '00375512', 'Portland Works, Randall Street', 'Sheffield', 'South Yorkshire', 'S2 4SJ', 'Lorraine Booth'],
  ['Harbourside Credit Union', '08102276', '3 Harbour Parade', 'Plymouth', 'Devon', 'PL1 3EY', 'Ewan Stapleton'],
  ['Medway Foods Ltd', '05664820', 'Chatham Maritime, Dock Road', 'Chatham', 'Kent', 'ME4 4ZJ', 'Priya Shah'],
];

/** Companies 24 and 25 belong to the Northern tenant, 26 to Harbour; the rest to the demo tenant on localhost. */
const tenantFor = (index: number) => (index >= 25 ? TENANT_HARBOUR : index >= 23 ? TENANT_NORTHERN : TENANT_DEMO);

export const companyId = (n: number) => `cmp-${pad(n)}`;

/**
 * Companies part-way through onboarding (spec 3.2), by row index. Their data really lacks what the step asks for
 * (the sandbox derives setup completeness from it): 'None' has only a name, 'DetailsIncomplete' misses its contact
 * preferences, 'BrandingIncomplete' has no logo, 'AssignProductsIncomplete' has no module (see `seedCompanyProducts`).
 * Every other company is 'Available': details, a logo and modules.
 */
const HALF_ONBOARDED: Record<number, SetupCompleteness> = {
  20: 'None',
  21: 'DetailsIncomplete',
  22: 'BrandingIncomplete',
  24: 'AssignProductsIncomplete',
  25: 'DetailsIncomplete',
};

/** Modules are assigned last, so only Available companies have any in the seed. */
export const hasSeededProducts = (company: Company) => company.setupCompleteness === 'Available';

const CONTACT_METHODS = ['Email', 'Phone', 'Email', 'Mail', 'Website'] as const;
/** Brand colours a designer might pick: a dark primary and a lighter accent. */
const COLOURS: [string, string][] = [
  ['#0b3d91', '#f2a900'],
  ['#1d4f3a', '#8cc63f'],
  ['#5b2a86', '#f4c2c2'],
  ['#003b5c', '#00a3e0'],
  ['#7a1e2c', '#d9b36c'],
  ['#263238', '#ff7043'],
];

const emailDomain = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\b(ltd|plc)\b/g, '')
    .replace(/[^a-z]/g, '') + '.co.uk';

export const seedCompanies = (): Company[] => {
  const random = createRandom(2026);
  return ROWS.map(([name, companyNumber, line1, town, county, postcode, contact], index) => {
    const [first, last] = contact.split(' ') as [string, string];
    const created = daysBefore(380 - index * 11);
    const stage: SetupCompleteness = HALF_ONBOARDED[index] ?? 'Available';
    const [primaryColour, secondaryColour] = COLOURS[index % COLOURS.length]!;
    // UK numbers: a mobile (07…) and, for every third company, a London landline (020…), without the leading 0.
    const phones = [
      { order: 1, countryCode: '+44', number: `7${random.digits(9)}` },
      ...(index % 3 === 0 ? [{ order: 2, countryCode: '+44', number: `20${random.digits(8)}` }] : []),
    ];
    const company: Company = {
      id: companyId(index + 1),
      name,
      companyNumber,
      tenantId: tenantFor(index),
      setupCompleteness: stage,
      logoUrl: '/brand/company-generic.svg',
      address: { line1, line2: null, town, county, postcode },
      adminContact: {
        name: contact,
        email: `${first.toLowerCase()}.${last.toLowerCase()}@${emailDomain(name)}`,
        administratorPhones: phones,
      },
      preferredContactMethod: CONTACT_METHODS[index % CONTACT_METHODS.length]!,
      directDebit: index % 4 === 3 ? 'NoDirectDebit' : 'DirectDebit',
      primaryColour,
      secondaryColour,
      defaultSchemeAccess: index % 5 === 0 ? 'Disabled' : 'Enabled',
      userDefaultSchemeAccess: {},
      createdAt: created,
      updatedAt: daysBefore(40 - (index % 30)),
    };
    if (stage === 'None') {
      // Created with a name only: nothing else filled in yet.
      Object.assign(company, {
        companyNumber: '',
        logoUrl: null,
        address: { line1: '', line2: null, town: '', county: null, postcode: '' },
        adminContact: { name: '', email: '', administratorPhones: [] },
        preferredContactMethod: null,
        directDebit: null,
        primaryColour: null,
        secondaryColour: null,
      });
    } else if (stage === 'DetailsIncomplete') {
      Object.assign(company, {
        logoUrl: null,
        preferredContactMethod: null,
        directDebit: null,
        primaryColour: null,
        secondaryColour: null,
      });
    } else if (stage === 'BrandingIncomplete') {
      Object.assign(company, { logoUrl: null, primaryColour: null, secondaryColour: null });
    }
    return company;
  });
};

export const companyEmailDomain = (company: { name: string }) => emailDomain(company.name);
