import type { Company, Employer, PensionSchemeType, Scheme, Section, StrategicPartner } from '../types';
import { createRandom, daysBefore } from './random';

const TYPES: PensionSchemeType[] = ['DB', 'DC', 'HYB', 'AVC', 'CB', 'CDC'];
const SCHEME_TITLE: Record<PensionSchemeType, string> = {
  DB: 'Final Salary Pension Scheme',
  DC: 'Defined Contribution Pension Plan',
  HYB: 'Hybrid Pension Scheme',
  AVC: 'AVC Plan',
  CB: 'Cash Balance Plan',
  CDC: 'Collective Money Purchase Scheme',
};
const SECTION_NAMES = [
  'Final Salary Section',
  'Career Average Section',
  'Money Purchase Section',
  'Executive Section',
  'Closed 1998 Section',
];
const PARTNERS: Array<[string, StrategicPartner['partnerType']]> = [
  ['Barnett Waddingham LLP', 'Actuary'],
  ['Hymans Robertson LLP', 'Actuary'],
  ['Lane Clark & Peacock LLP', 'Adviser'],
  ['Isio Group Ltd', 'Adviser'],
  ['Legal & General Investment Management', 'Investment Manager'],
  ['Baillie Gifford & Co', 'Investment Manager'],
  ['Crowe U.K. LLP', 'Auditor'],
  ['Rothesay Life plc', 'Insurer'],
];
const SUBSIDIARY_SUFFIXES = ['Services Ltd', 'Holdings Ltd', 'Trading Ltd', 'Property Ltd', '(Scotland) Ltd'];

const shortName = (company: Company) => company.name.replace(/\s+(Ltd|plc)$/, '');

export interface SchemeSeed {
  schemes: Scheme[];
  sections: Section[];
  strategicPartners: StrategicPartner[];
  employers: Employer[];
}

export const seedSchemes = (companies: Company[]): SchemeSeed => {
  const random = createRandom(1066);
  const out: SchemeSeed = { schemes: [], sections: [], strategicPartners: [], employers: [] };
  let typeCursor = 0;
  companies.forEach((company, companyIndex) => {
    const count = 2 + (companyIndex % 3);
    for (let s = 1; s <= count; s++) {
      const type = TYPES[typeCursor++ % TYPES.length]!;
      const id = `${company.id}-sch-${s}`;
      // Every seventh scheme is winding up or in a PPF assessment, so inactive reasons show up in lists.
      const inactive = typeCursor % 7 === 0;
      out.schemes.push({
        id,
        companyId: company.id,
        name: `${shortName(company)} ${SCHEME_TITLE[type]}`,
        pensionSchemeType: type,
        pstr: `${random.digits(8)}${random.letters(2)}`,
        status: inactive ? 'Inactive' : 'Active',
        ...(inactive ? { inactiveReason: typeCursor % 2 === 0 ? 'IWU' : 'IPPF' } : {}),
        createdAt: daysBefore(360 - companyIndex * 10 - s),
      } as Scheme);
      const sectionCount = type === 'HYB' || type === 'DB' ? 2 : 1;
      for (let k = 1; k <= sectionCount; k++) {
        out.sections.push({
          id: `${id}-sec-${k}`,
          companyId: company.id,
          schemeId: id,
          name: SECTION_NAMES[(companyIndex + s + k) % SECTION_NAMES.length]!,
          code: `S${random.digits(3)}`,
          status: k === 2 && companyIndex % 2 === 0 ? 'Closed' : 'Active',
        });
      }
      for (let k = 1; k <= 1 + ((companyIndex + s) % 2); k++) {
        const [name, partnerType] = PARTNERS[(companyIndex * 3 + s + k) % PARTNERS.length]!;
        out.strategicPartners.push({
          id: `${id}-sp-${k}`,
          companyId: company.id,
          schemeId: id,
          name,
          partnerType,
          contactEmail: `pensions@${name
            .toLowerCase()
            .replace(/[^a-z]/g, '')
            .slice(0, 18)}.co.uk`,
        });
      }
      for (let k = 1; k <= 2 + ((companyIndex + s) % 2); k++) {
        out.employers.push({
          id: `${id}-emp-${k}`,
          companyId: company.id,
          schemeId: id,
          name: k === 1 ? company.name : `${shortName(company)} ${SUBSIDIARY_SUFFIXES[(s + k) % SUBSIDIARY_SUFFIXES.length]}`,
          employerType: k === 3 ? 'FOR' : 'OTH',
          payeReference: `${random.digits(3)}/${random.letters(2)}${random.digits(5)}`,
        });
      }
    }
  });
  return out;
};
