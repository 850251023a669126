/**
 * The lines of a processed file, each with what it was taken to do, its outcome and its notes (spec 3.2).
 * @custom Part of the file's page: the service's outcome of each line of the user's file, not records of a resource.
 */
import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PortalWire } from '../../providers/wire';

const M = 'resources.onboardingFiles';
const COLOURS = { Created: 'success', Updated: 'info', PartiallyCreated: 'warning', NotCreated: 'error' } as const;
const COLUMNS = ['line', 'entityType', 'name', 'processingResult', 'outcome', 'messages'] as const;

export const FileLines = ({ rows }: { rows: PortalWire['OnboardingRow'][] }) => {
  const translate = useTranslate();
  if (rows.length === 0) return null;
  return (
    <Table size="small" aria-label={translate(`${M}.rows.title`)}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableCell key={c}>{translate(`${M}.rows.${c}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.line}>
            <TableCell>{r.line}</TableCell>
            <TableCell>{r.entityType}</TableCell>
            <TableCell>{r.name}</TableCell>
            <TableCell>{translate(`${M}.processingResults.${r.processingResult}`)}</TableCell>
            <TableCell>
              <Chip size="small" color={COLOURS[r.outcome]} label={translate(`${M}.outcomes.${r.outcome}`)} />
            </TableCell>
            <TableCell>{r.messages.join(' ')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
