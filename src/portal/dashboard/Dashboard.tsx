/**
 * The home page (spec 2.3): the modules the user may use for the selected company, and the others they can
 * ask to see in a demo.
 */
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Skeleton,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { lazyOnce, once } from '../../shared/loadOnce';
import { useBranding } from '../useBranding';
import { useProductRoles } from '../userPermissions';
import { useSelectedCompany } from '../../framework/company/SelectedCompany';
import { useAccessNow } from '../../framework/views/useAccessNow';
import { CompanyModules, useAccessContacts } from './CompanyModules';
import { useDemoRequest } from './useDemoRequest';
import { useModules, type ModulesState } from './useModules';
import { SupportContact } from './SupportContact';
import { TileGrid } from './TileGrid';
import type { ModuleTile } from './modules';

export const DEMO_SENT_PATH = '/dashboard/request-demo-success';

const EMPTIED: Pick<ModulesState, 'tiles' | 'companyTiles' | 'demoTiles'> = { tiles: [], companyTiles: [], demoTiles: [] };

/** Staff who onboard companies see those still being set up; loaded after the tiles, for them only. */
const CompaniesInSetup = lazy(() => import('./CompaniesInSetup'));
/**
 * Approvers see how many access requests wait for them, live; for them only, drawn last (below). Its code is asked for
 * as soon as the dashboard knows an approver is looking, and drawn without suspending once it has arrived: asked for as
 * it drew, the count waited for its code and then for React's reveal of a suspended part, at least 300 ms, before its
 * own read could start (issue 25).
 */
const accessRequestsWaitingCode = once(() => import('./AccessRequestsWaiting').then((m) => m.default));
const AccessRequestsWaiting = lazyOnce(accessRequestsWaitingCode);

/** A module tile's usual height (logo row, role, actions), for the placeholders. */
const TILE_HEIGHT = 158;

/** Tile-sized placeholders while the modules load: the page below (the footer) does not jump when they arrive. */
const TilePlaceholders = ({ label }: { label: string }) => (
  <Box role="status" aria-label={label} sx={{ mb: 4 }}>
    <Grid container spacing={2}>
      {[0, 1, 2, 3].map((i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }}>
          <Skeleton variant="rounded" height={TILE_HEIGHT} />
        </Grid>
      ))}
    </Grid>
  </Box>
);

/**
 * Room for what follows the user's tiles while it loads (the company's other modules, the demo list: a heading and
 * a row of tiles each), so the footer stays below them, off a phone's first screen, and does not jump when they arrive.
 */
const MorePlaceholder = ({ label }: { label: string }) => (
  <Box role="status" aria-label={label}>
    {[0, 1].map((i) => (
      <Box key={i} sx={{ mb: 4 }}>
        <Skeleton variant="text" sx={{ fontSize: '1.5rem', maxWidth: '20rem' }} />
        <Skeleton variant="rounded" height={TILE_HEIGHT} />
      </Box>
    ))}
  </Box>
);

export const Dashboard = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const branding = useBranding();
  const { companyId, company, isPending: companyPending, errors: companyErrors, retry: retryCompanies } = useSelectedCompany();
  // Deferred: the tiles are drawn in slices between which the page still answers input (see PorticoLayout).
  const modules = useDeferredValue(useModules(companyId, translate('portico.shell.dashboard.untitled'), companyPending));
  const roles = useProductRoles(companyId);
  const decides = useAccessNow('decide', 'accessRequestDecisions');
  useEffect(() => {
    // A failure is the count's to report, when it draws (its lazy import asks again).
    if (decides) accessRequestsWaitingCode().catch(() => undefined);
  }, [decides]);
  const onSent = useCallback(() => void navigate({ pathname: DEMO_SENT_PATH, search: location.search }), [navigate, location.search]);
  const demo = useDemoRequest(onSent);
  // Spec 8: a failed demo request empties the module lists; the one box above them says why (for this company only).
  const demoErrors = demo.failure && demo.failure.companyId === companyId ? demo.failure.messages : [];
  const lists = demoErrors.length > 0 ? EMPTIED : modules;
  const errors = [...companyErrors, ...modules.errors, ...demoErrors];
  const { pending: demoPending, send: sendDemo } = demo;
  const demoAction = useCallback(
    (tile: ModuleTile) => (
      <Button
        variant="outlined"
        disabled={demoPending}
        onClick={() => companyId && void sendDemo(tile.id, companyId)}
        aria-label={translate('portico.shell.dashboard.requestDemoFor', { title: tile.title })}
      >
        {translate('portico.shell.dashboard.requestDemo')}
      </Button>
    ),
    [demoPending, sendDemo, companyId, translate],
  );
  const sentOpen = location.pathname === DEMO_SENT_PATH;
  const companyHasOthers = lists.companyTiles.length > 0 && Boolean(companyId);
  const contacts = useAccessContacts(companyId, companyHasOthers && !modules.companyModulesPending);
  const companyName = company?.name ?? translate('portico.shell.dashboard.yourCompany');
  // The tiles never wait for the company's modules: only what follows them does (with no tiles, nothing precedes it).
  const morePending = modules.companyModulesPending || contacts.isPending;
  const waiting = modules.isPending || (morePending && lists.tiles.length === 0);

  return (
    <Box component="section" sx={{ py: 2 }} aria-busy={modules.isPending || morePending}>
      <Title title={translate('portico.shell.dashboard.title')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('portico.shell.dashboard.welcome', { name: branding.name })}
      </Typography>
      {errors.length > 0 && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            // Without its companies, or after a failed demo request, the page shows nothing of use: asking again is the way on.
            (companyErrors.length > 0 || demoErrors.length > 0) && (
              <Button color="inherit" size="small" onClick={companyErrors.length > 0 ? retryCompanies : demo.retry}>
                {translate('portico.shell.record.retry')}
              </Button>
            )
          }
        >
          <AlertTitle>
            {translate(demoErrors.length === errors.length ? 'portico.shell.dashboard.demoFailed' : 'portico.shell.dashboard.problems')}
          </AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {errors.map((message, i) => (
              <li key={i}>{message}</li>
            ))}
          </Box>
        </Alert>
      )}
      {waiting ? (
        <TilePlaceholders label={translate('portico.shell.dashboard.loading')} />
      ) : (
        <>
          {lists.tiles.length > 0 && (
            <Box component="section" aria-labelledby="your-modules" sx={{ mb: 4 }}>
              <Typography id="your-modules" variant="h5" component="h2" gutterBottom>
                {translate('portico.shell.dashboard.modulesHeading')}
              </Typography>
              <TileGrid tiles={lists.tiles} roles={roles} />
            </Box>
          )}
          {modules.seesAll && (
            <Suspense fallback={null}>
              <CompaniesInSetup />
            </Suspense>
          )}
          {morePending && <MorePlaceholder label={translate('portico.shell.dashboard.loadingMore')} />}
          {!morePending && lists.tiles.length === 0 && !modules.seesAll && errors.length === 0 && (
            <Alert severity="info" sx={{ mb: 4 }}>
              <AlertTitle>{translate('portico.shell.dashboard.noAccess')}</AlertTitle>
              {companyHasOthers ? (
                translate('portico.shell.dashboard.noAccessCompanyAdvice', { company: companyName })
              ) : (
                <>
                  {translate('portico.shell.dashboard.noAccessAdvice')}
                  <SupportContact companyId={companyId} />
                </>
              )}
            </Alert>
          )}
          {companyId && companyHasOthers && !morePending && (
            <CompanyModules tiles={lists.companyTiles} companyId={companyId} company={companyName} contacts={contacts.contacts} />
          )}
          {lists.demoTiles.length > 0 && companyId && !morePending && (
            <Box component="section" aria-labelledby="demo-modules">
              <Typography id="demo-modules" variant="h5" component="h2" gutterBottom>
                {translate('portico.shell.dashboard.demoHeading')}
              </Typography>
              <TileGrid tiles={lists.demoTiles} action={demoAction} />
            </Box>
          )}
          {/* Last, and once what precedes it has arrived: the placeholder above cannot know the height of the company's
              modules and their contacts, and the section moved down by the difference (a layout shift at desktop sizes). */}
          {decides && !morePending && (
            <Suspense fallback={null}>
              <AccessRequestsWaiting />
            </Suspense>
          )}
        </>
      )}
      <Dialog
        open={sentOpen}
        onClose={() => navigate({ pathname: '/dashboard', search: location.search })}
        aria-labelledby="demo-sent-title"
      >
        <DialogTitle id="demo-sent-title">{translate('portico.shell.dashboard.demoSentTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{translate('portico.shell.dashboard.demoSent')}</Typography>
        </DialogContent>
        <DialogActions>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog takes focus (WAI-ARIA dialog pattern); its one action is where it goes */}
          <Button variant="contained" autoFocus onClick={() => navigate({ pathname: '/dashboard', search: location.search })}>
            {translate('portico.shell.dashboard.continue')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
