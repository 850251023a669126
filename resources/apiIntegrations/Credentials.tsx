/**
 * The credentials tab: client ID, whether a secret is set, and the allowed IP addresses. Generating or rotating the
 * secret shows it here once, with a copy button; the API never returns it again, and nothing else on the screen
 * keeps it. `credentials/ip-address` (update screen only) edits the allow-list.
 */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import KeyIcon from '@mui/icons-material/Key';
import { Alert, Box, Button, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Labeled, useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link, Navigate, Route, Routes } from 'react-router-dom';
import { ServerError, useRecordScreen } from '../../src/framework/views';
import { issueSecret, keys } from './api';
import { IpAddresses } from './IpAddresses';
import type { ApiConnection } from './types';

const M = 'resources.apiIntegrations.credentials';

const OneTimeSecret = ({ secret }: { secret: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify(`${M}.copied`, { type: 'success' });
    } catch {
      notify(`${M}.copyFailed`, { type: 'warning' });
    }
  };
  return (
    <Alert severity="warning" role="status" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography sx={{ mb: 1.5 }}>{translate(`${M}.showOnce`)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <TextField
          label={translate(`${M}.newSecret`)}
          value={secret}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
          fullWidth
          size="small"
        />
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
          {translate(`${M}.copy`)}
        </Button>
      </Stack>
    </Alert>
  );
};

const CredentialsPanel = () => {
  const connection = useRecordContext<ApiConnection>();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const screen = useRecordScreen();
  const { canAccess } = useCanAccess({ action: 'edit', resource: 'apiIntegrations', record: connection });
  const editable = screen === 'update' && Boolean(canAccess);
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const issue = useMutation({
    mutationFn: () => issueSecret(connection!.id),
    onSuccess: async (clientSecret) => {
      setSecret(clientSecret);
      await queryClient.invalidateQueries({ queryKey: keys.connections });
    },
  });
  if (!connection) return null;

  const issueNow = () => {
    setConfirming(false);
    issue.mutate();
  };

  const ips = connection.allowedIpAddresses;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Labeled label={`${M}.clientId`}>
        <Typography sx={{ fontFamily: 'monospace' }}>{connection.clientId}</Typography>
      </Labeled>
      <Labeled label={`${M}.secret`}>
        <Typography>{translate(connection.hasSecret || secret ? `${M}.secretSet` : `${M}.secretNone`)}</Typography>
      </Labeled>
      {secret && <OneTimeSecret secret={secret} />}
      {editable && (
        <Box>
          <Button
            variant="outlined"
            startIcon={<KeyIcon />}
            disabled={issue.isPending}
            onClick={() => (connection.hasSecret || secret ? setConfirming(true) : issueNow())}
          >
            {translate(connection.hasSecret || secret ? `${M}.rotate` : `${M}.generate`)}
          </Button>
          <ServerError error={issue.error} kind="action" />
        </Box>
      )}
      <Confirm
        isOpen={confirming}
        title={`${M}.rotateTitle`}
        content={`${M}.rotateContent`}
        confirm={`${M}.rotate`}
        onConfirm={issueNow}
        onClose={() => setConfirming(false)}
      />
      <Labeled label={`${M}.ips`}>
        {ips.length === 0 ? (
          <Typography>{translate(`${M}.ipsNone`)}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {ips.map((ip) => (
              <li key={ip}>
                <Typography sx={{ fontFamily: 'monospace' }}>{ip}</Typography>
              </li>
            ))}
          </Box>
        )}
      </Labeled>
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
      {/* The allow-list is edited on the update screen only (spec 2.5); elsewhere the address goes back to the tab. */}
      <Route path="ip-address" element={screen === 'update' ? <IpAddresses /> : <Navigate to=".." replace />} />
      <Route path="*" element={<Navigate to=".." replace />} />
    </Routes>
  );
};

export default Credentials;
