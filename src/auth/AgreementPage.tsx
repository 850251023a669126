import { useEffect, useState } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { AuthLayout, BrandLogo } from './AuthLayout';
import { useBranding } from './useBranding';

/** Public agreement pages: the tenant's own HTML, sanitised, with the logo in header and footer. */
export const AgreementPage = ({ variant }: { variant: 'terms' | 'dataProtection' }) => {
  const translate = useTranslate();
  const { branding, loaded } = useBranding();
  const raw = variant === 'terms' ? branding.termsAndConditions : branding.dataProtection;
  // Sanitised HTML; null until the sanitiser (loaded with this page only, not with the login page) has run.
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setHtml(raw ? null : '');
    if (raw) void import('../shared/sanitize').then(({ sanitiseHtml }) => live && setHtml(sanitiseHtml(raw)));
    return () => {
      live = false;
    };
  }, [raw]);

  const footer = (
    <Link
      component={RouterLink}
      to="/"
      aria-label={translate('portico.auth.agreements.backToRoot', { name: branding.name })}
      sx={{ display: 'inline-flex' }}
    >
      <BrandLogo height={32} />
    </Link>
  );

  return (
    <AuthLayout title={translate(`portico.auth.agreements.${variant}Title`)} footer={footer} wide>
      {html ? (
        <Box
          data-testid="agreement"
          sx={{ '& h1, & h2, & h3': { mt: 3, mb: 1 }, '& p': { mb: 1.5 }, overflowWrap: 'anywhere' }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        loaded && html === '' && <Typography>{translate('portico.auth.agreements.nothingPublished')}</Typography>
      )}
    </AuthLayout>
  );
};
