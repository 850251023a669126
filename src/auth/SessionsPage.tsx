/**
 * "Your sessions" (ASVS 5.0 V7.5.2): where the account is logged in, this browser marked, and a way to log any other
 * session out, one at a time or all at once, each after a confirmation. The user's own session ends by logging out,
 * which tidies up this browser too. Loaded lazily by the sign-in app, with its strings, so no first load grows.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { sessions as messages } from '../../providers/i18n/en/sessions';
import { lazyCatalogue } from '../../providers/i18n/lazyCatalogue';
import { endOtherSessions, endOwnSession, listOwnSessions, type OwnSession } from '../../providers/ownSessions';
import { formatDateTime } from '../shared/format';
import { describeUserAgent } from '../shared/userAgent';
import { AuthLayout } from './AuthLayout';
import { Alert, Busy, Button, Dialog, TextLink } from './ui';
import './sessions.css';

const catalogue = lazyCatalogue('sessions', messages);

/** What the user is asked to confirm: logging out one session, or every other one. */
type Ending = { session: OwnSession } | 'others';
type Outcome = { severity: 'success' | 'error'; message: string };

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

const SessionsPage = () => {
  const appTranslate = useTranslate();
  const t = useMemo(() => catalogue(appTranslate), [appTranslate]);
  const [sessions, setSessions] = useState<OwnSession[]>();
  const [loadError, setLoadError] = useState<string>();
  const [ending, setEnding] = useState<Ending>();
  const [working, setWorking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const outcomeRef = useRef<HTMLDivElement>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    setLoadError(undefined);
    try {
      setSessions(await listOwnSessions(signal));
    } catch (error) {
      if (!signal?.aborted) setLoadError(failure(error));
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  // The button that opened the dialog may be gone with its row: the result takes the focus, so it is read out and
  // the keyboard carries on from there.
  useEffect(() => outcomeRef.current?.focus(), [outcome]);

  const device = (session: OwnSession) => {
    const { browser, version, system } = describeUserAgent(session.userAgent);
    const key = browser ? (system ? 'browserOn' : 'browserOnly') : system ? 'unknownOn' : 'unknown';
    return t(`agent.${key}`, { browser, version: version ?? '', system })
      .replace(/\s+/g, ' ')
      .trim();
  };

  const confirm = async () => {
    if (!ending) return;
    setWorking(true);
    try {
      if (ending === 'others') await endOtherSessions();
      else await endOwnSession(ending.session.id);
      setOutcome({
        severity: 'success',
        message: ending === 'others' ? t('endedOthers') : t('endedOne', { device: device(ending.session) }),
      });
    } catch (error) {
      setOutcome({ severity: 'error', message: failure(error) });
    } finally {
      setWorking(false);
      setEnding(undefined);
      await load();
    }
  };

  const others = sessions?.filter((s) => !s.current) ?? [];
  return (
    <AuthLayout title={t('title')} wide footer={<TextLink to="/">{t('back')}</TextLink>}>
      <p>{t('intro')}</p>
      {!sessions && !loadError && <Busy>{t('loading')}</Busy>}
      {sessions && (
        // Scrolls sideways on a narrow screen; every row has a link or button, so a keyboard reaches what is hidden.
        <div className="auth-sessions-scroll">
          <table className="auth-sessions" aria-labelledby="auth-title">
            <thead>
              <tr>
                {(['device', 'signedInAt', 'lastUsedAt', 'ipAddress', 'action'] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id}>
                  <th scope="row">
                    {device(session)}
                    {session.current && <span className="auth-sessions-current">{t('thisDevice')}</span>}
                  </th>
                  <td>
                    <time dateTime={session.signedInAt}>{formatDateTime(session.signedInAt)}</time>
                  </td>
                  <td>
                    <time dateTime={session.lastUsedAt}>{formatDateTime(session.lastUsedAt)}</time>
                  </td>
                  <td>{session.ipAddress}</td>
                  <td>
                    {session.current ? (
                      // Logging this browser out is the ordinary log-out, which also clears what it keeps.
                      <TextLink to="/auth/logout">{t('endOne')}</TextLink>
                    ) : (
                      <Button
                        look="text"
                        aria-label={t('endOneLabel', { device: device(session), signedInAt: formatDateTime(session.signedInAt) })}
                        onClick={() => setEnding({ session })}
                      >
                        {t('endOne')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {sessions && (
        <div className="auth-sessions-actions">
          {others.length > 0 ? (
            <Button onClick={() => setEnding('others')}>{t('endOthers')}</Button>
          ) : (
            <p className="auth-muted">{t('noOthers')}</p>
          )}
        </div>
      )}
      {/* Failures under the list, where the user acted (spec 8), as the sign-in app's forms show theirs. */}
      {loadError && (
        <Alert severity="error">
          {loadError}{' '}
          <Button look="text" onClick={() => void load()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {outcome && (
        <div ref={outcomeRef} tabIndex={-1} className="auth-sessions-outcome">
          <Alert severity={outcome.severity}>{outcome.message}</Alert>
        </div>
      )}
      {ending && (
        <Dialog labelledBy="sessions-confirm-title" onClose={() => !working && setEnding(undefined)}>
          <div className="auth-sessions-confirm">
            <h2 id="sessions-confirm-title">{t(ending === 'others' ? 'confirmOthersTitle' : 'confirmOneTitle')}</h2>
            <p>
              {ending === 'others'
                ? t('confirmOthers')
                : t('confirmOne', { device: device(ending.session), signedInAt: formatDateTime(ending.session.signedInAt) })}
            </p>
            <div className="auth-dialog-actions">
              <Button look="text" onClick={() => setEnding(undefined)} disabled={working}>
                {t('cancel')}
              </Button>
              <Button onClick={() => void confirm()} disabled={working}>
                {t('confirm')}
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </AuthLayout>
  );
};

export default SessionsPage;
