import { useEffect, useState } from 'react';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { AuthLayout, BrandLogo } from './AuthLayout';
import { TextLink } from './ui';
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
    <TextLink to="/" aria-label={translate('portico.auth.agreements.backToRoot', { name: branding.name })} className="auth-logo-link">
      <BrandLogo height={32} />
    </TextLink>
  );

  return (
    <AuthLayout title={translate(`portico.auth.agreements.${variant}Title`)} footer={footer} wide>
      {html ? (
        <div data-testid="agreement" className="auth-agreement" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        loaded && html === '' && <p>{translate('portico.auth.agreements.nothingPublished')}</p>
      )}
    </AuthLayout>
  );
};
