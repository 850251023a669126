/**
 * MUI's controls name their own buttons and labels (a field's Open and Clear, a pager's "Rows per page", an alert's
 * Close); the portal's theme gives them the catalogue's words, so they follow the language like every other text.
 * Checked in the en-XA pseudo-locale, where a word MUI wrote itself would stay plain English.
 */
import { Alert, Autocomplete, TablePagination, TextField } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PSEUDO_LOCALE, pseudoMessage } from '../../../providers/i18n/pseudo';

let createPorticoTheme: typeof import('../../../src/shared/theme').createPorticoTheme;

beforeAll(async () => {
  // The catalogue is built when its module loads: choose the locale first, then load it afresh.
  localStorage.setItem('portico.locale', PSEUDO_LOCALE);
  vi.resetModules();
  ({ createPorticoTheme } = await import('../../../src/shared/theme'));
});
// The theme loaded here chose en-XA as it loaded, and the next file of this worker would be given it (vite.config.ts:
// the files of a worker share one module graph): it loads its own, in English.
afterAll(() => {
  localStorage.removeItem('portico.locale');
  vi.resetModules();
});

describe("MUI's own words", () => {
  it('come from the catalogue: a field’s Open and Clear, a pager’s labels and page buttons, an alert’s Close', () => {
    render(
      <ThemeProvider theme={createPorticoTheme()}>
        <Autocomplete options={['One']} value="One" renderInput={(params) => <TextField {...params} label="Field" />} />
        <TablePagination
          component="div"
          count={60}
          page={0}
          rowsPerPage={25}
          rowsPerPageOptions={[25, 50]}
          onPageChange={() => undefined}
        />
        <Alert onClose={() => undefined}>Notice</Alert>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: pseudoMessage('Open') })).toBeInTheDocument();
    // Shown only while the field is hovered or focused: found by its name all the same.
    expect(screen.getByLabelText(pseudoMessage('Clear'))).toBeInTheDocument();
    expect(screen.getByText(pseudoMessage('Rows per page:'))).toBeInTheDocument();
    expect(
      screen.getByText(pseudoMessage('%{from}–%{to} of %{count}').replace('%{from}', '1').replace('%{to}', '25').replace('%{count}', '60')),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('button', { name: pseudoMessage('Close') })).toBeInTheDocument();
  });
});
