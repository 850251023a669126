/**
 * The rows of a checked file that need changing (or carry warnings): one table line per problem, with the row number,
 * the column, the value as written and the rule in words. The first line of each row can take focus, so the error
 * summary's links land on it; only the first rows are given (FileCheck), the rest are counted under the table.
 * @custom Part of the upload page's check: rows of the user's file, not records of a resource.
 */
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatProblem } from '../../src/shared/onboardingRuleWords';
import type { CheckedRow } from '../../src/shared/onboardingFileCheck';

const M = 'resources.onboardingUploads';

/** The id of a row's first table line, where the summary's link moves focus. */
export const rowTarget = (prefix: string, line: number) => `${prefix}-row-${line}`;

/** A rule in the catalogue's words: the same entries the sandbox renders its answers with. */
export const useRuleWords = () => {
  const translate = useTranslate();
  return (problem: CheckedRow['problems'][number]) => formatProblem(problem, (key, params) => translate(`${M}.rules.${key}`, params));
};

export const ProblemTable = ({ rows, total, caption, prefix }: { rows: CheckedRow[]; total: number; caption: string; prefix: string }) => {
  const translate = useTranslate();
  const words = useRuleWords();
  return (
    <Box sx={{ mt: 2, overflowX: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(`${M}.check.row`)}</TableCell>
            <TableCell>{translate(`${M}.check.column`)}</TableCell>
            <TableCell>{translate(`${M}.check.value`)}</TableCell>
            <TableCell>{translate(`${M}.check.rule`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.flatMap(({ line, problems }) =>
            problems.map((problem, i) => (
              <TableRow
                key={`${line}-${i}`}
                {...(i === 0 ? { id: rowTarget(prefix, line), tabIndex: -1 } : {})}
                sx={{ '&:focus': { outline: 3, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -3 } }}
              >
                <TableCell>{line}</TableCell>
                <TableCell>
                  <Box component="code" sx={{ fontFamily: 'monospace' }}>
                    {problem.column}
                  </Box>
                </TableCell>
                <TableCell>
                  {problem.value ? (
                    <Box component="code" sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
                      {problem.value}
                    </Box>
                  ) : (
                    translate(`${M}.check.empty`)
                  )}
                </TableCell>
                <TableCell>{words(problem)}</TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
      {total > rows.length && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate(`${M}.check.shown`, { shown: rows.length, smart_count: total })}
        </Typography>
      )}
    </Box>
  );
};
