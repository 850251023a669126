/**
 * `/administration/console/general`: the platform defaults (support contact, maintenance notice) and the companies
 * with their own support contact (Setting scope Company). Each value is checked by the API as it saves.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, Labeled, Loading, SaveButton, TextInput, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { isApiError, request } from '../../providers/http';
import type { PortalWire } from '../../providers/wire';
import { CompanyAutocomplete, companyChoiceKey, FormServerError, fetchCompanyChoice, LoadFailure } from '../../src/framework/views';
import { formatPhone, phoneRule, toApiPhone } from '../../src/shared/phone';
import { email, required } from '../../src/shared/validation';

const M = 'resources.consoleSettings';
type Key = PortalWire['SettingKey'];
const KEYS: Key[] = ['supportEmail', 'supportPhone', 'maintenanceNotice'];
const COMPANY_KEYS: Key[] = ['supportEmail', 'supportPhone'];

type Setting = PortalWire['Setting'];

const SETTINGS_KEY = ['portico', 'console', 'settings'];

/** What the API is sent: a phone as typed becomes its international form ('020 7946 0000' → '+44 2079460000'). */
const sent = (key: Key, typed: string | undefined) => (key === 'supportPhone' ? (toApiPhone(typed) ?? '') : (typed ?? ''));

/** A stored value as people read it: a phone with its digits grouped ('+44 20 7946 0000'). */
const shown = (key: Key, stored: string) => (key === 'supportPhone' ? formatPhone(stored) : stored);

const save = (key: Key, value: string, companyId?: string) =>
  request<Setting>('portal', '/api/v1/console/settings', {
    method: 'PUT',
    json: { key, value, scope: companyId ? 'Company' : 'Default', ...(companyId ? { companyId } : {}) },
  });

const Defaults = ({ settings, editable }: { settings: Setting[]; editable: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const value = (key: Key) => settings.find((s) => s.key === key && s.scope === 'Default')?.value ?? '';
  const label = (key: Key) => translate(`${M}.keys.${key}`);
  if (!editable)
    return (
      <Stack spacing={1}>
        {KEYS.map((key) => (
          <Labeled key={key} label={`${M}.keys.${key}`}>
            <Typography>{shown(key, value(key)) || '—'}</Typography>
          </Labeled>
        ))}
      </Stack>
    );
  const submit = async (values: Record<Key, string>) => {
    for (const key of KEYS) {
      const next = sent(key, values[key]);
      if (next === value(key)) continue;
      try {
        await save(key, next);
      } catch (error) {
        // The API names the value; the form names the setting it belongs to.
        if (isApiError(error)) return { [key]: error.fieldErrors.value ?? error.message, root: { serverError: error.message } };
        notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        return undefined;
      }
    }
    await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    notify(`${M}.saved`, { type: 'success' });
    return undefined;
  };
  return (
    <Form
      defaultValues={Object.fromEntries(KEYS.map((key) => [key, value(key)]))}
      onSubmit={submit as never}
      disableInvalidFormNotification
      key={settings.map((s) => s.value).join('|')}
    >
      <Stack sx={{ maxWidth: 640 }}>
        <TextInput
          source="supportEmail"
          label={label('supportEmail')}
          helperText={`${M}.help.supportEmail`}
          validate={[required(label('supportEmail')), email(label('supportEmail'))]}
          type="email"
        />
        <TextInput
          source="supportPhone"
          label={label('supportPhone')}
          helperText={`${M}.help.supportPhone`}
          validate={[required(label('supportPhone')), phoneRule()]}
          type="tel"
        />
        <TextInput
          source="maintenanceNotice"
          label={label('maintenanceNotice')}
          helperText={`${M}.help.maintenanceNotice`}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <FormServerError />
        <Box sx={{ mt: 1 }}>
          <SaveButton label={`${M}.save`} />
        </Box>
      </Stack>
    </Form>
  );
};

const Overrides = ({ settings, editable }: { settings: Setting[]; editable: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [company, setCompany] = useState<{ id: string; name: string } | null>(null);
  const [key, setKey] = useState<Key>('supportEmail');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const overrides = settings.filter((s) => s.scope === 'Company');
  // The few companies with an override are named by reading each by id, not by fetching every company.
  const named = useQueries({
    queries: [...new Set(overrides.map((s) => s.companyId).filter((id): id is string => !!id))].map((id) => ({
      queryKey: companyChoiceKey(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchCompanyChoice(id, signal),
      staleTime: 60_000,
    })),
  });
  const nameOf = (id: string | null) => named.find((q) => q.data?.id === id)?.data?.name ?? id ?? '';
  const refresh = () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
  const add = async () => {
    if (!company) return;
    const refused = key === 'supportPhone' ? phoneRule()(value) : undefined;
    setProblem(refused ?? null);
    if (refused) return;
    try {
      await save(key, sent(key, value.trim()), company.id);
      // Its row is named at once, without reading the company again.
      queryClient.setQueryData(companyChoiceKey(company.id), { id: company.id, name: company.name });
      setValue('');
      await refresh();
      notify(`${M}.saved`, { type: 'success' });
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
                <TableCell>{translate(`${M}.keys.${setting.key}`)}</TableCell>
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
                {translate(`${M}.keys.${k}`)}
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
  );
};

const GeneralSettings = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ action: 'edit', resource: 'consoleSettings' });
  const editable = Boolean(canAccess);
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async ({ signal }) => (await request<Setting[]>('portal', '/api/v1/console/settings', { signal })).json ?? [],
  });
  return (
    <Card sx={{ mt: 1 }}>
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate(`${M}.title`)}
        </Typography>
        <Typography sx={{ mt: 1, mb: 2 }}>{translate(`${M}.intro`)}</Typography>
        {!editable && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(`${M}.readOnly`)}
          </Alert>
        )}
        {settings.isPending ? (
          <Loading />
        ) : settings.error ? (
          <LoadFailure error={settings.error} retry={() => void settings.refetch()} />
        ) : (
          <Stack spacing={4}>
            <Box component="section" aria-labelledby="settings-defaults">
              <Typography id="settings-defaults" variant="h6" component="h2" gutterBottom>
                {translate(`${M}.defaults`)}
              </Typography>
              <Defaults settings={settings.data} editable={editable} />
            </Box>
            <Box component="section" aria-labelledby="settings-overrides">
              <Typography id="settings-overrides" variant="h6" component="h2" gutterBottom>
                {translate(`${M}.overrides`)}
              </Typography>
              <Overrides settings={settings.data} editable={editable} />
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

export default GeneralSettings;
