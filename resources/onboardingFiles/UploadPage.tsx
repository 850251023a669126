/**
 * The upload form: one CSV per upload, sent as multipart (the data provider speaks JSON only); the answer is the
 * processed file, which opens at once.
 */
import { Alert, Box, Button, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError, request } from '../../providers/http';
import { useDefinition } from '../../src/framework/views/DefinitionContext';
import { listPath, recordPath } from '../../src/framework/paths';
import onboardingFiles from '../onboardingFiles';

/** The header the gateway expects (docs/api.md, Bulk onboarding files). */
export const ONBOARDING_HEADER = 'type,name,pensionSchemeType,pstr,schemePstr,employerType,payeReference';

const M = 'resources.onboardingUploads';

export const UploadPage = () => {
  const { parentValues } = useDefinition();
  const companyId = parentValues.companyId!;
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const files = onboardingFiles;
  const { data: company } = useGetOne('companies', { id: companyId });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(translate(`${M}.chooseFile`));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const form = new FormData();
      form.set('companyId', companyId);
      form.set('file', file);
      const { json } = await request<{ id: string }>('portal', '/api/v1/onboarding-files', { method: 'POST', body: form });
      await queryClient.invalidateQueries({ queryKey: [onboardingFiles.name] });
      navigate(recordPath(files, 'view', json.id, { companyId }));
    } catch (error) {
      const message = isApiError(error) ? (error.fieldErrors.file ?? error.message) : String(error);
      setProblem(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ mt: 1 }}>
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate(`${M}.title`)}
        </Typography>
        <Typography sx={{ mt: 1 }}>{translate(`${M}.intro`, { company: company?.name ?? '' })}</Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(`${M}.columns`)}{' '}
          <Box component="code" sx={{ fontFamily: 'monospace' }}>
            {ONBOARDING_HEADER}
          </Box>
        </Typography>
        <Box component="form" onSubmit={submit} sx={{ mt: 2 }} noValidate>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            <label htmlFor={inputId}>{translate(`${M}.file`)}</label>
            <input id={inputId} type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            <Button type="submit" variant="contained" disabled={busy}>
              {translate(busy ? `${M}.uploading` : `${M}.upload`)}
            </Button>
          </Stack>
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </Box>
        <MuiLink component={Link} to={listPath(files, { companyId })} sx={{ display: 'inline-block', mt: 2 }}>
          {translate(`${M}.history`)}
        </MuiLink>
      </CardContent>
    </Card>
  );
};

export default UploadPage;
