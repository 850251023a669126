/**
 * What the check of a chosen file found, GOV.UK style (the framework's ProblemSummary): "There is a problem", how many
 * rows need changing and a link per row that moves focus to it in the table below (a line per problem: the row, the
 * column, the value as written, the rule in words), then the rows with warnings the user may accept, or a line saying
 * every row is ready. Only the first rows are given (FileCheck); the rest are counted.
 * @custom Part of the upload page's check: the outcome of a file judged in the browser, not a record of a resource.
 */
import { Alert, Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { ProblemRows, ProblemSummary } from '../../src/framework/views';
import { ONBOARDING_COLUMNS } from '../../src/shared/onboardingCsv';
import { formatProblem } from '../../src/shared/onboardingRuleWords';
import type { CheckedRow, FileCheck } from '../../src/shared/onboardingFileCheck';

const M = 'resources.onboardingUploads';
/** Links in the summary; the table below lists more. */
const LINKS = 10;

const rowTarget = (prefix: string, line: number) => `${prefix}-row-${line}`;
const code = (text: string) => (
  <Box component="code" sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
    {text}
  </Box>
);

/** A rule in the catalogue's words: the same entries the sandbox renders its answers with. */
const useRuleWords = () => {
  const translate = useTranslate();
  return (problem: Parameters<typeof formatProblem>[0]) => formatProblem(problem, (key, params) => translate(`${M}.rules.${key}`, params));
};

const RowTable = ({ rows, total, caption, prefix }: { rows: CheckedRow[]; total: number; caption: string; prefix: string }) => {
  const translate = useTranslate();
  const words = useRuleWords();
  return (
    <ProblemRows
      caption={caption}
      columns={['row', 'column', 'value', 'rule'].map((column) => translate(`${M}.check.${column}`))}
      rows={rows.map(({ line, problems }) => ({
        target: rowTarget(prefix, line),
        lines: problems.map((p) => [line, code(p.column), p.value ? code(p.value) : translate(`${M}.check.empty`), words(p)]),
      }))}
      more={total > rows.length ? translate(`${M}.check.shown`, { shown: rows.length, smart_count: total }) : undefined}
    />
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
  const words = useRuleWords();
  const prefix = useId();
  const blocked = Boolean(check.fileProblem) || check.blockingRows > 0;
  const links = check.blocking.slice(0, LINKS);
  return (
    <>
      {blocked && (
        <ProblemSummary
          title={translate(`${M}.check.problem`)}
          focusWhen={check}
          links={links.map(({ line, problems }) => ({
            target: rowTarget(`${prefix}b`, line),
            label: translate(`${M}.check.rowLink`, { line, rule: words(problems[0]!) }),
          }))}
          more={
            check.blockingRows > links.length
              ? translate(`${M}.check.moreRows`, { smart_count: check.blockingRows - links.length })
              : undefined
          }
        >
          {check.fileProblem && (
            <Typography sx={{ mt: 1 }}>{words({ code: check.fileProblem, header: ONBOARDING_COLUMNS.join(',') })}</Typography>
          )}
          {check.blockingRows > 0 && (
            <Typography sx={{ mt: 1 }}>{translate(`${M}.check.blocking`, { smart_count: check.blockingRows })}</Typography>
          )}
        </ProblemSummary>
      )}
      {check.blockingRows > 0 && (
        <RowTable rows={check.blocking} total={check.blockingRows} caption={translate(`${M}.check.blockingTable`)} prefix={`${prefix}b`} />
      )}
      {check.warningRows > 0 && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2">
            {translate(`${M}.check.warnings`, { smart_count: check.warningRows })}
          </Typography>
          <RowTable rows={check.warnings} total={check.warningRows} caption={translate(`${M}.check.warningTable`)} prefix={`${prefix}w`} />
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
