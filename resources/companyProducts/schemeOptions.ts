/**
 * A company's schemes as checklist options (`ChecklistField`), for the coverage page and the Assign dialog: each named
 * with its type, its employers listed beneath it for context.
 */
import { useTranslate } from 'react-admin';
import type { ChecklistOption } from '../../src/framework/views';
import type { CompanyScheme } from './api';

export const useSchemeOptions = () => {
  const translate = useTranslate();
  const t = (key: string) => `resources.companyProducts.coverage.${key}`;
  return (schemes: CompanyScheme[]): ChecklistOption[] =>
    schemes.map((scheme) => ({
      id: scheme.id,
      name: scheme.name,
      label: `${scheme.name} (${translate(`resources.schemes.choices.pensionSchemeType.${scheme.pensionSchemeType}`, { _: scheme.pensionSchemeType })})`,
      details: {
        label: translate(t('employers'), { scheme: scheme.name }),
        items: scheme.employers.map((e) => `${e.name} (${translate(t(`employerType.${e.employerType}`), { _: e.employerType })})`),
        none: translate(t('noEmployers')),
      },
    }));
};
