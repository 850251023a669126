import type { ReactNode } from 'react';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { Alert } from './ui';
import { useBranding } from './useBranding';

/**
 * The tenant's logo; until the branding has answered, an empty box of its height: Portico's logo drawn first would
 * be swapped for the tenant's under the user's eyes (docs/decisions.md, "The first paint before any script").
 */
export const BrandLogo = ({ height = 40 }: { height?: number }) => {
  const translate = useTranslate();
  const { branding, loaded } = useBranding();
  if (!loaded) return <span className="auth-logo" style={{ height }} />;
  return (
    <img className="auth-logo" src={branding.logoUrl} alt={translate('portico.auth.logoAlt', { name: branding.name })} style={{ height }} />
  );
};

/** The sign-in app's page frame: the tenant's logo and name, one titled card, and a footer. */
export const AuthLayout = ({
  title,
  children,
  footer,
  wide = false,
  aside,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  aside?: ReactNode;
}) => {
  const translate = useTranslate();
  const { branding, loaded } = useBranding();
  return (
    <div className="auth-page">
      <a className="auth-skip" href="#auth-main">
        {translate('portico.auth.skipToContent')}
      </a>
      <header className="auth-header">
        <BrandLogo />
        <p className="auth-brand">{loaded && branding.name}</p>
        {aside}
      </header>
      <main id="auth-main" tabIndex={-1} className={wide ? 'auth-main auth-main--wide' : 'auth-main'}>
        {branding.maintenanceNotice && (
          // Plain text from the console (never HTML): planned downtime, said before anyone signs in.
          <Alert severity="warning" title={translate('portico.auth.maintenance')}>
            {branding.maintenanceNotice}
          </Alert>
        )}
        <section className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title" className="auth-title">
            {title}
          </h1>
          {children}
        </section>
      </main>
      <footer className="auth-footer">{footer}</footer>
    </div>
  );
};
