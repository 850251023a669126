/**
 * "There is a problem", GOV.UK style, for problems found in something that is not a form (a chosen file's rows): a
 * focused, announced box with its lines and a link per problem that moves focus to where it is (an element with that
 * id, such as a `ProblemRows` row), and the rows themselves in a table whose first line per row can take focus. The
 * caller gives the words; a form's own mistakes have `FormErrorSummary`.
 */
import { Box, Link, List, ListItem, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';

const focusTarget = (event: MouseEvent, id: string) => {
  event.preventDefault();
  document.getElementById(id)?.focus();
};

/** `focusWhen` changing moves focus to the box again (a new check of a new file); `more` is said under the links. */
export const ProblemSummary = ({
  title,
  links,
  focusWhen,
  more,
  children,
}: {
  title: string;
  links: { target: string; label: string }[];
  focusWhen: unknown;
  more?: string;
  children?: ReactNode;
}) => {
  const titleId = useId();
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => summary.current?.focus(), [focusWhen]);
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
        {title}
      </Typography>
      {children}
      {links.length > 0 && (
        <List dense disablePadding>
          {links.map(({ target, label }) => (
            <ListItem key={target} disableGutters>
              <Link href={`#${target}`} onClick={(event) => focusTarget(event, target)} color="error">
                {label}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
      {more && <Typography variant="body2">{more}</Typography>}
    </Box>
  );
};

/**
 * Rows with problems, one table line per problem: `cells` of each line under `columns`; a row's first line takes the
 * row's `target` id and can take focus, so a summary's link lands on it. `more` is said under the table.
 */
export const ProblemRows = ({
  caption,
  columns,
  rows,
  more,
}: {
  caption: string;
  columns: string[];
  rows: { target: string; lines: ReactNode[][] }[];
  more?: string;
}) => (
  <Box sx={{ mt: 2, overflowX: 'auto' }}>
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column}>{column}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.flatMap(({ target, lines }) =>
          lines.map((cells, i) => (
            <TableRow
              key={`${target}-${i}`}
              {...(i === 0 ? { id: target, tabIndex: -1 } : {})}
              sx={{ '&:focus': { outline: 3, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: -3 } }}
            >
              {cells.map((cell, c) => (
                <TableCell key={c}>{cell}</TableCell>
              ))}
            </TableRow>
          )),
        )}
      </TableBody>
    </Table>
    {more && (
      <Typography variant="body2" sx={{ mt: 1 }}>
        {more}
      </Typography>
    )}
  </Box>
);
