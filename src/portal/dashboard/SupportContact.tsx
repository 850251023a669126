/** Whom to contact, as the console sets it for the user's company (its own support contact, else the default). */
import { Link, Typography } from '@mui/material';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { request } from '../../../providers/http';
import type { PortalWire } from '../../../providers/wire';

/** One query for the contact, so a page can wait for it before drawing what holds it (the home page does). */
export const supportContactQuery = (companyId: string | undefined) =>
  queryOptions({
    queryKey: ['portico', 'support-contact', companyId],
    // Asked for by the page before it draws the contact, then read where it is shown: one call, not one per reader.
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      (
        await request<PortalWire['SupportContact']>('portal', '/api/v1/console/support-contact', {
          query: companyId ? { companyId } : {},
          signal,
        })
      ).json,
  });

export const SupportContact = ({ companyId }: { companyId: string | undefined }) => {
  const translate = useTranslate();
  const { data } = useQuery(supportContactQuery(companyId));
  if (!data?.email && !data?.phone) return null;
  return (
    <Typography variant="body2" sx={{ mt: 1 }}>
      {translate('portico.shell.dashboard.supportContact')} {data.email && <Link href={`mailto:${data.email}`}>{data.email}</Link>}
      {data.email && data.phone && ` ${translate('portico.shell.dashboard.or')} `}
      {data.phone && <Link href={`tel:${data.phone.replace(/\s/g, '')}`}>{data.phone}</Link>}
    </Typography>
  );
};
