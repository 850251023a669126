/**
 * What the check of a chosen file found, GOV.UK style: a focused error summary at the top ("There is a problem", how
 * many rows need changing, a link per row that moves focus to it in the table below), then the rows with warnings the
 * user may accept, or a line saying every row is ready.
 * @custom Part of the upload page's check: the outcome of a file judged in the browser, not a record of a resource.
 */
import { Alert, Box, Checkbox, FormControlLabel, Link, List, ListItem, Typography } from '@mui/material';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ONBOARDING_COLUMNS } from '../../src/shared/onboardingCsv';
import { formatProblem } from '../../src/shared/onboardingRuleWords';
import type { FileCheck } from '../../src/shared/onboardingFileCheck';
import { ProblemTable, rowTarget, useRuleWords } from './ProblemTable';

const M = 'resources.onboardingUploads';
/** Links in the summary; the table below lists more. */
const LINKS = 10;

const focusRow = (event: MouseEvent, id: string) => {
  event.preventDefault();
  document.getElementById(id)?.focus();
};

const ErrorSummary = ({ check, prefix }: { check: FileCheck; prefix: string }) => {
  const translate = useTranslate();
  const words = useRuleWords();
  const titleId = useId();
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => summary.current?.focus(), [check]);
  const links = check.blocking.slice(0, LINKS);
  return (
    <Box
      ref={summary}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      sx={{
        mt: 2,
        p: 2,
        border: 4,
        borderColor: 'error.main',
        '&:focus': { outline: 3, outlineStyle: 'solid', outlineColor: 'warning.main' },
      }}
    >
      <Typography id={titleId} variant="h6" component="h2">
        {translate(`${M}.check.problem`)}
      </Typography>
      {check.fileProblem && (
        <Typography sx={{ mt: 1 }}>
          {formatProblem({ code: check.fileProblem, header: ONBOARDING_COLUMNS.join(',') }, (key, params) =>
            translate(`${M}.rules.${key}`, params),
          )}
        </Typography>
      )}
      {check.blockingRows > 0 && (
        <>
          <Typography sx={{ mt: 1 }}>{translate(`${M}.check.blocking`, { smart_count: check.blockingRows })}</Typography>
          <List dense disablePadding>
            {links.map(({ line, problems }) => (
              <ListItem key={line} disableGutters>
                <Link href={`#${rowTarget(prefix, line)}`} onClick={(event) => focusRow(event, rowTarget(prefix, line))} color="error">
                  {translate(`${M}.check.rowLink`, { line, rule: words(problems[0]!) })}
                </Link>
              </ListItem>
            ))}
          </List>
          {check.blockingRows > links.length && (
            <Typography variant="body2">{translate(`${M}.check.moreRows`, { smart_count: check.blockingRows - links.length })}</Typography>
          )}
        </>
      )}
    </Box>
  );
};

export const CheckSummary = ({
  check,
  accepted,
  onAccept,
}: {
  check: FileCheck;
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
}) => {
  const translate = useTranslate();
  const prefix = useId();
  const blocked = Boolean(check.fileProblem) || check.blockingRows > 0;
  return (
    <>
      {blocked && <ErrorSummary check={check} prefix={`${prefix}b`} />}
      {check.blockingRows > 0 && (
        <ProblemTable
          rows={check.blocking}
          total={check.blockingRows}
          caption={translate(`${M}.check.blockingTable`)}
          prefix={`${prefix}b`}
        />
      )}
      {check.warningRows > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2">
            {translate(`${M}.check.warnings`, { smart_count: check.warningRows })}
          </Typography>
          <ProblemTable
            rows={check.warnings}
            total={check.warningRows}
            caption={translate(`${M}.check.warningTable`)}
            prefix={`${prefix}w`}
          />
          {!blocked && (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Checkbox checked={accepted} onChange={(event) => onAccept(event.target.checked)} />}
              label={translate(`${M}.check.accept`)}
            />
          )}
        </Box>
      )}
      {!blocked && check.warningRows === 0 && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {translate(`${M}.check.ready`, { smart_count: check.rows })}
        </Alert>
      )}
    </>
  );
};
