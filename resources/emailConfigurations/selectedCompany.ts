import { useGetList, useStore } from 'react-admin';

/**
 * The company chosen in the sidebar's picker. The portal keeps the choice in react-admin's store under this key
 * (src/portal/company/CompanyContext.tsx) and otherwise selects the first company by name; resources may not import
 * the portal, so this reads the same two sources. The store can lose the key when react-admin re-initialises it
 * after sign-in, hence the fallback.
 */
export const useSelectedCompanyId = (): string | undefined => {
  const [saved] = useStore<string | undefined>('portico.companyId');
  const { data } = useGetList(
    'companies',
    { pagination: { page: 1, perPage: 1 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: !saved },
  );
  return saved ?? (data?.[0]?.id as string | undefined);
};
