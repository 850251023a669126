/**
 * The upload form: one CSV per upload, checked in the browser as soon as it is chosen (useFileCheck: a worker applies
 * the rules the sandbox processes it with) and sent as multipart only when nothing blocks (the data provider speaks
 * JSON only); the answer is the file, which opens at once. The columns are explained in words and offered as a
 * template, from the same definition the sandbox checks the header against (src/shared/onboardingCsv.ts).
 * @custom The one upload of the portal: a file checked in a worker before it is sent as multipart, with a template and
 * column guide from the rules the sandbox shares (src/shared/onboardingCsv.ts, onboardingRules.ts).
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useState, type FormEvent } from 'react';
import { downloadCSV, useGetOne, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '../../providers/http';
import { FileDropZone, useDefinition } from '../../src/framework/views';
import { listPath, recordPath } from '../../src/framework';
import { ONBOARDING_COLUMNS, ONBOARDING_EXAMPLE, onboardingTemplate } from '../../src/shared/onboardingCsv';
import { MAX_ONBOARDING_BYTES } from '../../src/shared/onboardingRules';
import onboardingFiles from '../onboardingFiles';
import { keys, uploadOnboardingFile } from './api';
import { CheckSummary } from './CheckSummary';
import { useFileCheck, type CheckState } from './useFileCheck';

const M = 'resources.onboardingUploads';

/** The same on every render: memoised, so the check's progress does not draw it again. */
const ColumnGuide = memo(function ColumnGuide() {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate(`${M}.guide.title`)} sx={{ mt: 1, maxWidth: 900 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(`${M}.guide.column`)}</TableCell>
          <TableCell>{translate(`${M}.guide.meaning`)}</TableCell>
          <TableCell>{translate(`${M}.guide.example`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ONBOARDING_COLUMNS.map((column) => (
          <TableRow key={column}>
            <TableCell>
              <Box component="code" sx={{ fontFamily: 'monospace' }}>
                {column}
              </Box>
            </TableCell>
            <TableCell>{translate(`${M}.guide.columns.${column}`)}</TableCell>
            <TableCell>
              {/* Values as the file holds them (the downloadable template's), so literal, like the column names. */}
              <Box component="code" sx={{ fontFamily: 'monospace' }}>
                {ONBOARDING_EXAMPLE.map((line) => line[column])
                  .filter(Boolean)
                  .join(' / ')}
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
});

/** Upload is offered once the check finds nothing blocking (warnings accepted), or when it could not run at all. */
const uploadable = (check: CheckState, accepted: boolean) =>
  check.phase === 'unchecked' ||
  (check.phase === 'checked' && !check.check.fileProblem && check.check.blockingRows === 0 && (check.check.warningRows === 0 || accepted));

export const UploadPage = () => {
  const { parentValues } = useDefinition();
  const companyId = parentValues.companyId!;
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const { data: company } = useGetOne('companies', { id: companyId });
  const check = useFileCheck(companyId, file);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setAccepted(false);
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !uploadable(check, accepted)) return;
    setBusy(true);
    setProblem(null);
    try {
      const id = await uploadOnboardingFile(companyId, file);
      await queryClient.invalidateQueries({ queryKey: keys.files });
      navigate(recordPath(onboardingFiles, 'view', id, { companyId }));
    } catch (error) {
      // Said once, under the drop zone; the chosen file stays chosen.
      setProblem(isApiError(error) ? (error.fieldErrors.file ?? error.message) : String(error));
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
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          {translate(`${M}.guide.title`)}
        </Typography>
        <Typography variant="body2">{translate(`${M}.guide.intro`)}</Typography>
        <ColumnGuide />
        <Button
          variant="outlined"
          size="small"
          sx={{ mt: 1 }}
          onClick={() => downloadCSV(onboardingTemplate(), 'bulk-onboarding-template')}
        >
          {translate(`${M}.template`)}
        </Button>
        <Box component="form" onSubmit={submit} sx={{ mt: 3 }} noValidate>
          {/* The upload's limit (contract/portal/onboardingFiles.yaml) is said before the upload. */}
          <FileDropZone
            file={file}
            onChoose={choose}
            problem={problem}
            accept=".csv,text/csv"
            maxBytes={MAX_ONBOARDING_BYTES}
            messages={M}
          />
          {check.phase === 'checking' && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2">{translate(`${M}.check.checking`)}</Typography>
              <LinearProgress variant="determinate" value={Math.round(check.share * 100)} aria-label={translate(`${M}.check.checking`)} />
            </Box>
          )}
          {check.phase === 'checked' && <CheckSummary check={check.check} accepted={accepted} onAccept={setAccepted} />}
          {check.phase === 'unchecked' && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {translate(`${M}.check.unchecked`)}
            </Alert>
          )}
          {problem && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={busy || !file || !uploadable(check, accepted)}>
              {translate(busy ? `${M}.uploading` : `${M}.upload`)}
            </Button>
          </Stack>
        </Box>
        <MuiLink component={Link} to={listPath(onboardingFiles, { companyId })} sx={{ display: 'inline-block', mt: 2 }}>
          {translate(`${M}.history`)}
        </MuiLink>
      </CardContent>
    </Card>
  );
};

export default UploadPage;
