/**
 * `update/{id}/credentials/ip-address`: the addresses a client system may call from, one per row, each checked with
 * spec 5's rule and message. An empty list is said plainly: no calls are accepted, never "all". As the API does
 * (src/shared/networkAddresses.ts), a row may not be the any-address and the list stops at its maximum.
 */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, TextInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useEffect, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { FormErrorSummary, FormServerError, LeaveWarning, useSubmissionFailure } from '../../src/framework/views';
import { translate as translateText } from '../../providers/i18n/translate';
import { MAX_ALLOWED_IP_ADDRESSES, isUnspecifiedAddress } from '../../src/shared/networkAddresses';
import { emptyToUndefined, ipAddress, required, type Validator } from '../../src/shared/validation';
import { keys, saveAllowedIpAddresses } from './api';
import type { ApiConnection } from './types';

const M = 'resources.apiIntegrations.credentials';
/** Spec 5's message names the field 'IP address' whichever row it is on. */
const IP_LABEL = 'IP address';
/** `0.0.0.0` or `::` would read as every caller to many gateways. */
const singleAddress: Validator = (value) => {
  const address = emptyToUndefined(value);
  return typeof address === 'string' && isUnspecifiedAddress(address)
    ? translateText('portico.validation.ipAnyAddress', { label: IP_LABEL })
    : undefined;
};
const validateIp = [required(IP_LABEL), ipAddress(IP_LABEL), singleAddress];

interface Values {
  ips: { value: string }[];
}

const AddressRows = () => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray<Values>({ name: 'ips' });
  return (
    <Stack spacing={1}>
      {fields.length === 0 && <Alert severity="warning">{translate(`${M}.ipsNone`)}</Alert>}
      {fields.map((field, index) => {
        const removeLabel = translate(`${M}.removeIp`, { number: index + 1 });
        return (
          <Stack key={field.id} direction="row" spacing={1} alignItems="flex-start">
            <TextInput
              source={`ips.${index}.value`}
              label={translate(`${M}.ipLabel`, { number: index + 1 })}
              validate={validateIp}
              autoComplete="off"
              sx={{ flex: 1, maxWidth: 420 }}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            <Tooltip title={removeLabel}>
              <IconButton aria-label={removeLabel} onClick={() => remove(index)} sx={{ mt: 1 }}>
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </Stack>
        );
      })}
      <Box>
        {fields.length < MAX_ALLOWED_IP_ADDRESSES ? (
          <Button variant="outlined" size="small" onClick={() => append({ value: '' })}>
            {translate(`${M}.addIp`)}
          </Button>
        ) : (
          <Typography>{translate(`${M}.ipsFull`, { max: MAX_ALLOWED_IP_ADDRESSES })}</Typography>
        )}
      </Box>
    </Stack>
  );
};

/** Once saved, the form is no longer "unsaved": clear it, then go back, so the leave warning does not ask. */
const BackWhenSaved = ({ saved }: { saved: Values | null }) => {
  const { reset } = useFormContext<Values>();
  const navigate = useNavigate();
  useEffect(() => {
    if (!saved) return;
    reset(saved);
    navigate('..');
  }, [saved, reset, navigate]);
  return null;
};

/** The API names a bad address `allowedIpAddresses.{i}`; the form's field for it is `ips.{i}.value`. */
const toFormErrors = (errors: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      const row = /^allowedIpAddresses\.(\d+)$/.exec(key);
      return row ? [`ips.${row[1]}.value`, message] : [key, message];
    }),
  );

export const IpAddresses = () => {
  const connection = useRecordContext<ApiConnection>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const failed = useSubmissionFailure();
  const [saved, setSaved] = useState<Values | null>(null);
  if (!connection) return null;

  const save = async (values: Values) => {
    try {
      await saveAllowedIpAddresses(
        connection.id,
        values.ips.map((ip) => ip.value.trim()),
      );
    } catch (error) {
      const errors = failed(error);
      return errors && toFormErrors(errors);
    }
    await queryClient.invalidateQueries({ queryKey: keys.connections });
    notify(`${M}.ipsSaved`, { type: 'success' });
    setSaved(values);
    return undefined;
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h6" component="h2">
        {translate(`${M}.ips`)}
      </Typography>
      <Typography sx={{ my: 1 }}>{translate(`${M}.ipsIntro`)}</Typography>
      <Form
        defaultValues={{ ips: connection.allowedIpAddresses.map((value) => ({ value })) }}
        onSubmit={save as never}
        mode="onSubmit"
        disableInvalidFormNotification
      >
        <LeaveWarning />
        <BackWhenSaved saved={saved} />
        <AddressRows />
        <FormErrorSummary />
        <FormServerError />
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }}>
          <SaveButton label={`${M}.saveIps`} alwaysEnable />
          <Link to="..">{translate(`${M}.backToCredentials`)}</Link>
        </Stack>
      </Form>
    </Box>
  );
};
