import { getConfig } from '../../providers/config';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { AuthLayout } from './AuthLayout';
import { TextLink } from './ui';

/** 'Lost your MFA?': nobody can reset MFA on their own without it, so this points to the support help centre. */
export const MfaHelpPage = () => {
  const translate = useTranslate();
  return (
    <AuthLayout title={translate('portico.auth.mfaHelp.title')}>
      <p>{translate('portico.auth.mfaHelp.body')}</p>
      <a className="auth-button auth-button--primary" href={getConfig().supportUrl} target="_blank" rel="noopener noreferrer">
        {translate('portico.auth.mfaHelp.helpCentre')}
      </a>
      <div className="auth-links">
        <TextLink to="/auth/login">{translate('portico.auth.mfaHelp.backToLogin')}</TextLink>
      </div>
    </AuthLayout>
  );
};
