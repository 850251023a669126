/**
 * A company's `products` tab: the modules it has, with how many of its schemes each covers and who would lose them,
 * and the modules its tenant offers that it does not have yet. On the update screen, users who may `assign`
 * (companyProducts' access) assign a module to all the company's schemes and remove one after confirming; everyone
 * else, and everyone on the view screen, gets the same lists without actions.
 */
import AppsIcon from '@mui/icons-material/Apps';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  Link as MuiLink,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Confirm, Loading, useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LoadFailure } from '../../src/framework/views/LoadFailure';
import { useRecordScreen } from '../../src/framework/views/RecordScreen';
import { isSafeDataUrl } from '../../src/shared/urls';
import {
  assignModule,
  assignedModules,
  availableModules,
  keys,
  moduleSchemes,
  removeModule,
  type AssignedModule,
  type Module,
} from '../companyProducts/api';

const t = (key: string) => `resources.companyProducts.tab.${key}`;

/** The spec's route for one module's scheme coverage in one company. */
export const coveragePath = (companyId: string, productId: string) =>
  `/administration/company/${encodeURIComponent(companyId)}/product/update/${encodeURIComponent(productId)}/scheme`;

const ModuleLogo = ({ module }: { module: Module }) => (
  <ListItemAvatar>
    {/* The name is next to it, so the logo is decorative; only https or relative addresses are loaded. */}
    {isSafeDataUrl(module.logoUrl) ? (
      <Avatar variant="rounded" src={module.logoUrl} alt="" />
    ) : (
      <Avatar variant="rounded">
        <AppsIcon aria-hidden />
      </Avatar>
    )}
  </ListItemAvatar>
);

const Section = ({ title, empty, children, count }: { title: string; empty: string; children: ReactNode; count: number }) => {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      {count === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <List aria-labelledby={headingId} dense>
          {children}
        </List>
      )}
    </Box>
  );
};

export const CompanyProducts = () => {
  const company = useRecordContext();
  const screen = useRecordScreen();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const companyId = company ? String(company.id) : '';
  const { canAccess: mayAssign } = useCanAccess({ action: 'assign', resource: 'companyProducts' });
  const { canAccess: mayOpenCoverage } = useCanAccess({ action: 'edit', resource: 'companyProducts' });
  const editable = screen === 'update' && Boolean(mayAssign);
  const linked = screen === 'update' && Boolean(mayOpenCoverage);
  const assigned = useQuery({
    queryKey: keys.assigned(companyId),
    queryFn: ({ signal }) => assignedModules(companyId, signal),
    enabled: Boolean(companyId),
  });
  const available = useQuery({
    queryKey: keys.available(companyId),
    queryFn: ({ signal }) => availableModules(companyId, signal),
    enabled: Boolean(companyId),
  });
  // One call for the company's scheme count (every entry lists all of its schemes), shared with the coverage screen.
  const schemes = useQuery({
    queryKey: keys.schemes(companyId),
    queryFn: ({ signal }) => moduleSchemes(companyId, signal),
    enabled: Boolean(companyId),
  });
  const [busy, setBusy] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const [removing, setRemoving] = useState<AssignedModule>();

  if (!company) return null;
  const readError = assigned.error ?? available.error ?? schemes.error;
  if (readError) {
    return <LoadFailure error={readError} retry={() => Promise.all([assigned.refetch(), available.refetch(), schemes.refetch()])} />;
  }
  if (!assigned.data || !available.data || !schemes.data) return <Loading />;

  const names = { company: String(company.name) };
  const schemeTotal = schemes.data[0]?.schemes.length ?? 0;

  const change = async (productId: string, call: () => Promise<unknown>, done: string) => {
    setBusy(productId);
    setFailure(undefined);
    try {
      await call();
      notify(done, { type: 'success' });
      // The company's setup progress may move with its modules, so its record is read again too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['portico', 'companyProducts', companyId] }),
        queryClient.invalidateQueries({ queryKey: keys.schemes(companyId) }),
        queryClient.invalidateQueries({ queryKey: ['companies'] }),
      ]);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Stack spacing={3}>
      {screen === 'update' && !mayAssign && (
        <Alert severity="info" role="note">
          {translate(t('internalOnly'))}
        </Alert>
      )}
      {failure !== undefined && (
        <Alert severity="error" role="alert" onClose={() => setFailure(undefined)}>
          {failure instanceof Error ? failure.message : translate('portico.errors.server')}
        </Alert>
      )}
      <Section title={translate(t('assigned'))} empty={translate(t('noneAssigned'), names)} count={assigned.data.length}>
        {assigned.data.map((module) => {
          const labels = { ...names, module: module.name };
          return (
            <ListItem
              key={module.id}
              divider
              secondaryAction={
                editable && (
                  <Button
                    color="error"
                    size="small"
                    disabled={busy !== undefined}
                    aria-label={translate(t('removeLabel'), labels)}
                    onClick={() => setRemoving(module)}
                  >
                    {translate(t('remove'))}
                  </Button>
                )
              }
            >
              <ModuleLogo module={module} />
              <ListItemText
                primary={
                  <>
                    {module.name}
                    {module.retiring && <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={translate(t('retiring'))} />}
                  </>
                }
                secondaryTypographyProps={{ component: 'div' }}
                secondary={
                  <>
                    <Typography variant="body2">{module.description}</Typography>
                    <Typography variant="body2" color="text.primary">
                      {translate(t('covers'), { covered: module.schemeIds.length, smart_count: schemeTotal })}
                      {' · '}
                      {translate(t('users'), { smart_count: module.userCount })}
                      {linked && (
                        <>
                          {' · '}
                          <MuiLink
                            component={Link}
                            to={coveragePath(companyId, module.id)}
                            aria-label={translate(t('schemesLabel'), labels)}
                          >
                            {translate(t('schemes'))}
                          </MuiLink>
                        </>
                      )}
                    </Typography>
                  </>
                }
              />
            </ListItem>
          );
        })}
      </Section>
      <Section title={translate(t('available'))} empty={translate(t('noneAvailable'))} count={available.data.length}>
        {available.data.map((module) => {
          const labels = { ...names, module: module.name };
          return (
            <ListItem
              key={module.id}
              divider
              secondaryAction={
                editable && (
                  <Button
                    variant="outlined"
                    size="small"
                    disabled={busy !== undefined}
                    aria-label={translate(t('assignLabel'), labels)}
                    onClick={() => void change(module.id, () => assignModule(companyId, module.id), translate(t('assigned_done'), labels))}
                  >
                    {translate(t('assign'))}
                  </Button>
                )
              }
            >
              <ModuleLogo module={module} />
              <ListItemText primary={module.name} secondary={module.description} />
            </ListItem>
          );
        })}
      </Section>
      <Confirm
        isOpen={removing !== undefined}
        title={translate(t('removeTitle'), { ...names, module: removing?.name ?? '' })}
        content={translate(t('removeContent'), { ...names, module: removing?.name ?? '', smart_count: removing?.userCount ?? 0 })}
        confirm={t('remove')}
        confirmColor="warning"
        onClose={() => setRemoving(undefined)}
        onConfirm={() => {
          const module = removing!;
          setRemoving(undefined);
          return change(
            module.id,
            () => removeModule(companyId, module.id),
            translate(t('removed_done'), { ...names, module: module.name }),
          );
        }}
      />
    </Stack>
  );
};

export default CompanyProducts;
