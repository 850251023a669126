/**
 * The assignment tab's way to give by searching (`give: { search: 'companies' }`): one company of thousands, searched
 * on the server as the user types, those the record has already left out, then Assign. A refusal shows under the
 * picker (the API says why, e.g. the company's tenant does not offer the module) and the choice stays for another try.
 */
import { Box, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CompanyChoice } from '../../company/search';
import type { AssignmentItem } from '../../types';
import { CompanyAutocomplete } from '../CompanyAutocomplete';
import { ServerError } from '../ServerError';

interface AssignFromSearchProps {
  /** The picker's label. */
  label: string;
  assign: string;
  having: AssignmentItem[];
  /** Sends the assignment, notifies and reads again; rejects with the refusal. */
  send: (item: AssignmentItem) => Promise<void>;
}

export const AssignFromSearch = ({ label, assign, having, send }: AssignFromSearchProps) => {
  const translate = useTranslate();
  const [chosen, setChosen] = useState<CompanyChoice | null>(null);
  const run = useMutation({ mutationFn: send, onSuccess: () => setChosen(null) });
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <CompanyAutocomplete
          label={label}
          value={chosen}
          onChange={setChosen}
          exclude={having.map((h) => h.id)}
          sx={{ minWidth: 320, flex: 1, maxWidth: 480 }}
        />
        <Box>
          <Button variant="contained" onClick={() => chosen && run.mutate({ ...chosen })} disabled={!chosen || run.isPending}>
            {translate(assign)}
          </Button>
        </Box>
      </Stack>
      <ServerError error={run.error} kind="action" />
    </Box>
  );
};
