/** The drill-down's reads, keyed under 'users' so one invalidation after a change refreshes every level. */
import { useQuery } from '@tanstack/react-query';
import { companiesOfUser, companyById, employersOf, permissionsOf, productRoles, productSchemes, productsOfCompany } from '../api';

export const useCompaniesOfUser = (userId: string) =>
  useQuery({ queryKey: ['users', 'companiesOfUser', userId], queryFn: ({ signal }) => companiesOfUser(userId, signal) });

export const useCompany = (companyId: string) =>
  useQuery({ queryKey: ['users', 'company', companyId], queryFn: ({ signal }) => companyById(companyId, signal), staleTime: 60_000 });

export const usePermissionsOf = (userId: string) =>
  useQuery({ queryKey: ['users', 'permissions', userId], queryFn: ({ signal }) => permissionsOf(userId, signal) });

export const useCompanyProducts = (companyId: string) =>
  useQuery({ queryKey: ['users', 'companyProducts', companyId], queryFn: ({ signal }) => productsOfCompany(companyId, signal) });

export const useProductSchemes = (companyId: string) =>
  useQuery({ queryKey: ['users', 'productSchemes', companyId], queryFn: ({ signal }) => productSchemes(companyId, signal) });

export const useProductRoles = (productId: string) =>
  useQuery({
    queryKey: ['users', 'productRoles', productId],
    queryFn: ({ signal }) => productRoles(productId, signal),
    staleTime: 300_000,
  });

export const useEmployers = (userId: string, schemeId: string) =>
  useQuery({ queryKey: ['users', 'employers', userId, schemeId], queryFn: ({ signal }) => employersOf(userId, schemeId, signal) });
