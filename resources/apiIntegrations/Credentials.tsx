/**
 * The credentials tab: the client ID, whether a secret is set, and the allowed IP addresses. Those who may edit the
 * connection, on the update screen, issue its secret (a rotation asked first, the old one then stops working), shown
 * here once as the API answers it and kept nowhere, and open `credentials/ip-address`, the allow-list's page (update
 * screen only: elsewhere that address goes back to the tab).
 * @custom A secret shown once as the API answers it and kept nowhere (not in a form's state, a cache or a record),
 * and its rotation asked first: no other resource has a write-only credential, so a block for it would have one user.
 */
import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import type { TabRecordAction } from '../../src/framework';
import { FieldsPage, RecordActions, renderField, useAccessNow, useDefinition, useRecordScreen } from '../../src/framework/views';

const M = 'resources.apiIntegrations.credentials';
const ISSUE = { method: 'POST', path: '/api/v1/api-connections/{id}/credentials' } as const;
const SECRET_ACTIONS: TabRecordAction[] = [
  { name: 'generate', call: ISSUE, ask: false, reveal: 'clientSecret', look: { emphasis: 'outlined' } },
  { name: 'rotate', call: ISSUE, reveal: 'clientSecret', look: { emphasis: 'outlined' } },
];

const CredentialsPanel = () => {
  const connection = useRecordContext();
  const { definition } = useDefinition();
  const translate = useTranslate();
  const screen = useRecordScreen();
  const canAccess = useAccessNow('edit', definition.name);
  if (!connection) return null;
  const editable = screen === 'update' && Boolean(canAccess);
  const fact = (source: string) => (
    <Labeled label={`resources.${definition.name}.fields.${source}`}>
      <Box>
        {renderField(
          definition,
          definition.fields.find((f) => f.source === source)!,
        )}
      </Box>
    </Labeled>
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      {fact('clientId')}
      <Labeled label={`${M}.secret`}>
        <Typography>{translate(connection.hasSecret ? `${M}.secretSet` : `${M}.secretNone`)}</Typography>
      </Labeled>
      {editable && (
        <RecordActions
          record={connection}
          actions={SECRET_ACTIONS}
          allowed={[connection.hasSecret ? 'rotate' : 'generate']}
          messages={M}
          label={translate(`${M}.secret`)}
        />
      )}
      {fact('allowedIpAddresses')}
      {editable && (
        <MuiLink component={Link} to="ip-address">
          {translate(`${M}.editIps`)}
        </MuiLink>
      )}
    </Stack>
  );
};

const Credentials = () => {
  const screen = useRecordScreen();
  return (
    <Routes>
      <Route index element={<CredentialsPanel />} />
      <Route
        path="ip-address"
        element={
          screen === 'update' ? <FieldsPage fields={['allowedIpAddresses']} messages={`${M}.ipAddresses`} /> : <Navigate to=".." replace />
        }
      />
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
};

export default Credentials;
