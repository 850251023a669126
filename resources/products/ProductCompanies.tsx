/** The product's `company` tab: the companies that have it (`GET /companies/assignedToProduct/{id}`), read-only. */
import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { request } from '../../providers/http';

interface CompanyRow {
  id: string;
  name: string;
  companyNumber: string | null;
}

export const ProductCompanies = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data, isPending, error } = useQuery({
    queryKey: ['portico', 'products', 'companies', record?.id],
    queryFn: async ({ signal }) =>
      (await request<CompanyRow[]>('portal', `/api/v1/companies/assignedToProduct/${encodeURIComponent(String(record!.id))}`, { signal }))
        .json ?? [],
    enabled: Boolean(record),
  });
  if (isPending) return <Loading />;
  if (error)
    return (
      <Typography role="alert" color="error">
        {error.message}
      </Typography>
    );
  if (data.length === 0) return <Typography>{translate('resources.products.companies.empty')}</Typography>;
  return (
    <Table size="small" aria-label={translate('resources.products.tabs.company')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('resources.products.companies.name')}</TableCell>
          <TableCell>{translate('resources.products.companies.companyNumber')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((c) => (
          <TableRow key={c.id}>
            <TableCell>
              <MuiLink component={Link} to={`/administration/onboarding/company/view/${encodeURIComponent(c.id)}/details`}>
                {c.name}
              </MuiLink>
            </TableCell>
            <TableCell>{c.companyNumber}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export default ProductCompanies;
