/**
 * The update and view screens of a versioned record (`ResourceDefinition.versions`, docs/architecture.md, Blocks):
 * `{record}` goes on to the current version; `{record}/version/{versionId}/{tab}` shows the version's name, number
 * and status, a link to the other screen at the same version and tab, the definition's tabs (fields to read, or
 * forms each saved by its own call) and the history, the same on both screens.
 */
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Button, Loading, ResourceContextProvider, useTranslate, type RaRecord } from 'react-admin';
import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { recordPath, type RecordMode } from '../../paths';
import { representation } from '../../recordValue';
import { useDefinition } from '../DefinitionContext';
import { RecordScreenContext } from '../RecordScreen';
import { RouteTabs } from '../RouteTabs';
import { currentVersionRead, useNameInTrail, useVersioned, versionRead } from './versionedRead';
import { Problem, VersionHistory, VersionTab } from './VersionTabs';
import { useAccessNow } from '../useAccessNow';

/** The other screen (view ↔ update) at the same version and tab; update only for those who may. */
const OtherScreenLink = ({ screen }: { screen: RecordMode }) => {
  const { definition, parentValues } = useDefinition();
  const other: RecordMode = screen === 'view' ? 'update' : 'view';
  const { id, versionId, '*': tab } = useParams();
  const canAccess = useAccessNow(other === 'update' ? 'edit' : 'show', definition.name);
  if (!canAccess) return null;
  const first = definition.route.tabs?.[0]?.path ?? '';
  return (
    <Button
      component={Link}
      to={`${recordPath(definition, other, id!, parentValues, '')}/version/${encodeURIComponent(versionId!)}/${tab || first}`}
      label={other === 'update' ? 'ra.action.edit' : 'ra.action.show'}
    >
      {other === 'update' ? <EditIcon /> : <VisibilityIcon />}
    </Button>
  );
};

/** Name, version and status over the tabs, the other screen's link to the right. */
const VersionHeading = ({ screen, version }: { screen: RecordMode; version: RaRecord }) => {
  const { definition, versions, words } = useVersioned(screen);
  const translate = useTranslate();
  const status: unknown = version[versions.sources.status];
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
      <Typography variant="h5" component="h1">
        {translate(`${words}.title.${screen}`, { name: representation(definition, version) })}
      </Typography>
      <Chip label={translate(`${words}.version`, { number: version[versions.sources.number] as number })} />
      <Chip color={status === versions.activeStatus ? 'success' : 'default'} label={String(status)} />
      <Box sx={{ ml: 'auto' }}>
        <OtherScreenLink screen={screen} />
      </Box>
    </Stack>
  );
};

const VersionScreen = ({ screen }: { screen: RecordMode }) => {
  const { definition, versions, values, base } = useVersioned(screen);
  const { versionId } = useParams();
  const translate = useTranslate();
  const { data, error, isPending } = useQuery(versionRead(definition, screen, values, versionId!));
  useNameInTrail(data);
  if (isPending) return <Loading />;
  if (error) return <Problem error={error} />;
  const tabs = (definition.route.tabs ?? []).map((tab) => ({
    path: tab.path,
    labelKey: `resources.${definition.name}.tabs.${tab.path}`,
    element: <VersionTab tab={tab} screen={screen} version={data} />,
  }));
  tabs.push({
    path: versions.history,
    labelKey: `resources.${definition.name}.fields.${versions.history}`,
    element: <VersionHistory screen={screen} />,
  });
  return (
    <>
      <VersionHeading screen={screen} version={data} />
      <RouteTabs
        basePath={`${base}/version/${encodeURIComponent(versionId!)}`}
        ariaLabel={translate(`resources.${definition.name}.name`, { smart_count: 1 })}
        tabs={tabs}
      />
    </>
  );
};

/** `{record}[/{tab}]` without a version: the current version, same tab. */
const CurrentVersion = ({ screen }: { screen: RecordMode }) => {
  const { definition, values, base } = useVersioned(screen);
  const tab = useParams()['*'] || definition.route.tabs?.[0]?.path || '';
  const { data, error, isPending } = useQuery(currentVersionRead(definition, values));
  if (isPending) return <Loading />;
  if (error || !data) return <Problem error={error ?? new Error(String(values.id))} />;
  return <Navigate to={`${base}/version/${encodeURIComponent(data)}/${tab}`} replace />;
};

const VersionedScreen = ({ screen }: { screen: RecordMode }) => {
  const { definition } = useDefinition();
  return (
    <ResourceContextProvider value={definition.name}>
      <RecordScreenContext.Provider value={screen}>
        <Card sx={{ mt: 1 }}>
          <CardContent>
            <Routes>
              <Route path="version/:versionId/*" element={<VersionScreen screen={screen} />} />
              <Route path="*" element={<CurrentVersion screen={screen} />} />
            </Routes>
          </CardContent>
        </Card>
      </RecordScreenContext.Provider>
    </ResourceContextProvider>
  );
};

export const VersionedUpdate = () => <VersionedScreen screen="update" />;
export const VersionedView = () => <VersionedScreen screen="view" />;
