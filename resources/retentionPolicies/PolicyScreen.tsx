/**
 * The frame the view and edit screens of a policy share (spec 2.4): `…/policy/{view|edit}/{policyId}` goes on to the
 * current version; `…/version/{policyVersionId}/{tab}` shows the version's name, number and status, a link to the
 * other screen at the same version and tab, and the tabs details, rules and versions (the history, the same on both).
 * Each screen says which answer it reads the version from: the view the `/view` one, with names for reading; the
 * edit screen the plain one, as its forms send it back.
 */
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Card, CardContent } from '@mui/material';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button, Loading, ResourceContextProvider, useCanAccess, useTranslate } from 'react-admin';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { RouteTabs, useDefinition } from '../../src/framework/views';
import type { PolicyVersion } from './api';
import {
  CurrentVersion,
  M,
  Problem,
  usePolicyBase,
  usePolicyNameInTrail,
  VersionHeading,
  VersionsTab,
  type PolicyScreen as Screen,
} from './versionParts';

interface PolicyScreenProps<V extends PolicyVersion> {
  screen: Screen;
  /** The read of the version this screen shows (`viewedVersion` or `editedVersion` of ./api). */
  version: (companyId: string, policyId: string, versionId: string) => UseQueryOptions<V, Error, V, string[]>;
  /** The details and rules tabs of this screen; `base` is the screen's `…/{screen}/{policyId}`. */
  details: (version: V) => ReactNode;
  rules: (version: V, base: string) => ReactNode;
}

/** The other screen (view ↔ edit) at the same version and tab; edit only for those who may. */
const OtherScreenLink = ({ screen }: { screen: Screen }) => {
  const { definition } = useDefinition();
  const other: Screen = screen === 'view' ? 'edit' : 'view';
  const { base } = usePolicyBase(other);
  const { versionId, '*': tab } = useParams();
  const { canAccess } = useCanAccess({ action: other === 'edit' ? 'edit' : 'show', resource: definition.name });
  if (!canAccess) return null;
  return (
    <Button
      component={Link}
      to={`${base}/version/${encodeURIComponent(versionId!)}/${tab || 'details'}`}
      label={other === 'edit' ? 'ra.action.edit' : 'ra.action.show'}
    >
      {other === 'edit' ? <EditIcon /> : <VisibilityIcon />}
    </Button>
  );
};

const VersionScreen = <V extends PolicyVersion>({ screen, version, details, rules }: PolicyScreenProps<V>) => {
  const { base, policyId, companyId } = usePolicyBase(screen);
  const { versionId } = useParams();
  const translate = useTranslate();
  const { data, error, isPending } = useQuery(version(companyId, policyId, versionId!));
  usePolicyNameInTrail(companyId, policyId, data?.name);
  if (isPending) return <Loading />;
  if (error || !data) return <Problem error={error} />;
  return (
    <>
      <VersionHeading titleKey={`${M}.${screen}.title`} version={data} action={<OtherScreenLink screen={screen} />} />
      <RouteTabs
        basePath={`${base}/version/${encodeURIComponent(versionId!)}`}
        ariaLabel={translate(`${M}.name`, { smart_count: 1 })}
        tabs={[
          { path: 'details', labelKey: `${M}.tabs.details`, element: details(data) },
          { path: 'rules', labelKey: `${M}.tabs.rules`, element: rules(data, base) },
          { path: 'versions', labelKey: `${M}.tabs.versions`, element: <VersionsTab version={data} screen={screen} /> },
        ]}
      />
    </>
  );
};

export const PolicyScreen = <V extends PolicyVersion>(props: PolicyScreenProps<V>) => {
  const { definition } = useDefinition();
  return (
    <ResourceContextProvider value={definition.name}>
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Routes>
            <Route path="version/:versionId/*" element={<VersionScreen {...props} />} />
            <Route path="*" element={<CurrentVersion screen={props.screen} />} />
          </Routes>
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
};
