/**
 * Under the platform defaults (the page's settings form): the companies with their own support contact (Setting
 * scope Company), each added and removed with a call of its own. A table of entries with a company picker is not a
 * form over one record, so it stays a section of the page's own (docs/architecture.md, Blocks).
 * @custom A table of settings entries, each added with a company picker and removed with a call of its own, under the
 * page's settings form: not a form over one record, and the only such table.
 */
import { Box, Button, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { isApiError, request } from '../../providers/http';
import type { PortalWire } from '../../providers/wire';
import { CompanyAutocomplete, companyChoiceKey, useCompanyChoices, useSettings } from '../../src/framework/views';
import { formatPhone, phoneRule, toApiPhone } from '../../src/shared/phone';

const M = 'resources.consoleSettings';
type Key = PortalWire['SettingKey'];
type Setting = PortalWire['Setting'];
const COMPANY_KEYS: Key[] = ['supportEmail', 'supportPhone'];

/** A stored value as people read it: a phone with its digits grouped ('+44 20 7946 0000'). */
const shown = (key: Key, stored: string) => (key === 'supportPhone' ? formatPhone(stored) : stored);

export const CompanyOverrides = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const headingId = useId();
  const { answer, editable, refresh } = useSettings();
  const [company, setCompany] = useState<{ id: string; name: string } | null>(null);
  const [key, setKey] = useState<Key>('supportEmail');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const overrides = (answer as Setting[]).filter((s) => s.scope === 'Company');
  // The few companies with an override are named by reading each by id, not by fetching every company.
  const named = useCompanyChoices([...new Set(overrides.map((s) => s.companyId).filter((id): id is string => !!id))]);
  const nameOf = (id: string | null) => named.find((c) => c.id === id)?.name ?? id ?? '';
  const add = async () => {
    if (!company) return;
    const refused = key === 'supportPhone' ? phoneRule()(value) : undefined;
    setProblem(refused ?? null);
    if (refused) return;
    const typed = value.trim();
    try {
      await request<Setting>('portal', '/api/v1/console/settings', {
        method: 'PUT',
        json: { key, value: key === 'supportPhone' ? (toApiPhone(typed) ?? '') : typed, scope: 'Company', companyId: company.id },
      });
      // Its row is named at once, without reading the company again.
      queryClient.setQueryData(companyChoiceKey(company.id), { id: company.id, name: company.name });
      setValue('');
      await refresh();
      notify(`${M}.form.saved`, { type: 'success' });
    } catch (error) {
      setProblem(isApiError(error) ? (error.fieldErrors.value ?? error.message) : String(error));
    }
  };
  const remove = async (setting: Setting) => {
    try {
      await request('portal', `/api/v1/console/settings/${encodeURIComponent(setting.id)}`, { method: 'DELETE' });
      await refresh();
      notify(`${M}.removed`, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate(`${M}.overrides`)}
      </Typography>
      <Stack spacing={2}>
        <Typography>{translate(`${M}.overridesIntro`)}</Typography>
        {overrides.length === 0 ? (
          <Typography color="text.secondary">{translate(`${M}.none`)}</Typography>
        ) : (
          <Table size="small" aria-label={translate(`${M}.overrides`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${M}.company`)}</TableCell>
                <TableCell>{translate(`${M}.setting`)}</TableCell>
                <TableCell>{translate(`${M}.scope`)}</TableCell>
                <TableCell>{translate(`${M}.value`)}</TableCell>
                {editable && <TableCell>{translate(`${M}.actions`)}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {overrides.map((setting) => (
                <TableRow key={setting.id}>
                  <TableCell>{nameOf(setting.companyId)}</TableCell>
                  <TableCell>{translate(`${M}.fields.${setting.key}`)}</TableCell>
                  <TableCell>{translate(`${M}.scopes.${setting.scope}`)}</TableCell>
                  <TableCell>{shown(setting.key, setting.value)}</TableCell>
                  {editable && (
                    <TableCell>
                      <Button size="small" color="error" onClick={() => void remove(setting)}>
                        {translate(`${M}.remove`, { company: nameOf(setting.companyId) })}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {editable && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'flex-start' }}>
            <CompanyAutocomplete label={translate(`${M}.company`)} value={company} onChange={setCompany} sx={{ minWidth: 260 }} />
            <TextField
              select
              label={translate(`${M}.setting`)}
              value={key}
              onChange={(e) => setKey(e.target.value as Key)}
              sx={{ minWidth: 180 }}
            >
              {COMPANY_KEYS.map((k) => (
                <MenuItem key={k} value={k}>
                  {translate(`${M}.fields.${k}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate(`${M}.value`)}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              error={problem !== null}
              helperText={problem ?? ' '}
              sx={{ minWidth: 260 }}
            />
            <Button variant="outlined" onClick={() => void add()} disabled={!company || !value.trim()} sx={{ mt: 1 }}>
              {translate(`${M}.add`)}
            </Button>
          </Stack>
        )}
      </Stack>
    </Box>
  );
};

export default CompanyOverrides;
