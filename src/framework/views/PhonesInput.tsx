/**
 * The `phones` field type (first used by a company's administrator phones), loaded with the first form or record that
 * shows one: an ordered list (the first is called first). Add, remove and move up/down with labelled buttons; each
 * phone is a country code from `GET /admin-contacts/country-codes` and a number, typed as people type it ('020 7946
 * 0000', '+44 20 7946 0000', '0044 …': `src/shared/phone.ts`). The box keeps what was typed while the form keeps the
 * API's form (`number: '2079460000'`), so Save and Enter alike send that; a number typed with its own code moves the
 * country-code box to it. `order` is renumbered 1..n on every change, so what is sent is the order on screen.
 */
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useRecordContext, useTranslate, type Validator } from 'react-admin';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { request } from '../../../providers/http';
import type { PortalWire } from '../../../providers/wire';
import { formatPhone, parsePhone, phoneMessage } from '../../shared/phone';
import type { Phone } from '../phones';
import type { FieldComponentProps } from '../types';
import { FormSelectInput } from './FormSelectInput';
import { FormTextInput } from './FormTextInput';

type CountryCode = PortalWire['CountryCode'];

const M = 'portico.forms.phones';
const DEFAULT_CODE = '+44';
/** A long list of countries stays inside the screen: the code box ends in an ellipsis instead. */
const CODE_BOX = { minWidth: { sm: 220 }, maxWidth: '100%', '& .MuiSelect-select': { overflow: 'hidden', textOverflow: 'ellipsis' } };

/** One choice per dialling code: +44 serves the UK and the Crown Dependencies alike. */
const useCountryCodes = (inUse: (string | undefined)[]) => {
  const query = useQuery({
    queryKey: ['admin-contacts', 'country-codes'],
    queryFn: async ({ signal }) => (await request<CountryCode[]>('portal', '/api/v1/admin-contacts/country-codes', { signal })).json,
    staleTime: 60 * 60_000,
  });
  const used = JSON.stringify(inUse.filter((code): code is string => !!code));
  // The same list while neither the codes read nor those in use change: each code box is drawn again only then.
  const choices = useMemo(() => {
    const byCode = new Map<string, string[]>();
    (query.data ?? []).forEach((c) => byCode.set(c.code, [...(byCode.get(c.code) ?? []), c.country]));
    // Codes already on the record stay choosable even when the list is missing or lacks them.
    [DEFAULT_CODE, ...(JSON.parse(used) as string[])].forEach((code) => byCode.has(code) || byCode.set(code, []));
    return [...byCode].map(([code, countries]) => ({ id: code, name: countries.length ? `${code} ${countries.join(', ')}` : code }));
  }, [query.data, used]);
  return { choices, failed: query.isError };
};

const errorAt = (errors: unknown, path: string): string | undefined => {
  const node = path
    .split('.')
    .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), errors);
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

/**
 * A row's own error (the pair's, not a box's), under the row. Its own subscription: the form announces its errors to
 * every subscriber at each Save, and the whole list of phones drew again for it.
 */
const PhoneRowError = ({ path }: { path: string }) => {
  const translate = useTranslate();
  const { errors } = useFormState({ name: path });
  const message = errorAt(errors, path);
  return message ? (
    <FormHelperText error role="alert">
      {translate(message, { _: message })}
    </FormHelperText>
  ) : null;
};

/**
 * One phone's number box. What the user types stays in the box; the form holds what the API takes: the national
 * digits when the text reads as a possible number with the row's code (or with a code of its own, which the row's
 * code box then takes), else the text as typed, which the rule refuses with spec 5's message.
 */
const PhoneNumberInput = ({ source, index, label }: { source: string; index: number; label: string }) => {
  const { control, getValues, setValue, trigger } = useFormContext();
  const codePath = `${source}.${index}.countryCode`;
  const numberPath = `${source}.${index}.number`;
  // Its own subscription to "submitted": read through the form's state, it would subscribe the form's root to it.
  const { isSubmitted } = useFormState({ control, name: numberPath });
  const code = (useWatch({ control, name: codePath }) as string | undefined) ?? DEFAULT_CODE;
  const stored = useWatch({ control, name: numberPath }) as unknown;
  const [text, setText] = useState(() => String(stored ?? ''));
  const written = useRef(stored);
  // A value the box did not write (the form reset, a record read back with other digits) is shown as stored.
  useEffect(() => {
    if (stored === written.current) return;
    written.current = stored;
    setText(String(stored ?? ''));
  }, [stored]);

  /** What the form keeps for `typed` read with `withCode`; a code typed with the number moves the code box. */
  const keep = (typed: string, withCode: string) => {
    const phone = parsePhone(typed, withCode);
    const value = phone ? phone.number : typed;
    written.current = value;
    if (phone && phone.countryCode !== withCode) setValue(codePath, phone.countryCode, { shouldDirty: true });
    return value;
  };

  // The user chose another code: the text typed is read again with it. A code typed in the text that disagrees
  // with the chosen one is left for the rule to refuse, rather than taking the box back from the user.
  const seenCode = useRef(code);
  useEffect(() => {
    if (code === seenCode.current) return;
    seenCode.current = code;
    if (!text.trim()) return;
    const phone = parsePhone(text, code);
    const value = phone?.countryCode === code ? phone.number : text;
    if (value === getValues(numberPath)) return;
    written.current = value;
    setValue(numberPath, value, { shouldDirty: true });
    if (isSubmitted) void trigger(numberPath);
    // Only a change of code re-reads the text; typing is handled as it happens.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `text` and the form's functions are read at that moment
  }, [code]);

  const rule: Validator = (value) => {
    const withCode = (getValues(codePath) as string | undefined) ?? DEFAULT_CODE;
    return parsePhone(String(value ?? ''), withCode)?.countryCode === withCode ? undefined : phoneMessage();
  };

  return (
    <FormTextInput
      source={numberPath}
      label={label}
      validate={rule}
      format={() => text}
      parse={(typed: string) => {
        setText(typed);
        return keep(typed, (getValues(codePath) as string | undefined) ?? DEFAULT_CODE);
      }}
      type="tel"
      autoComplete="off"
      inputProps={{ 'data-focus': `number-${index}` }}
    />
  );
};

export const PhonesInput = ({ source, definition }: FieldComponentProps) => {
  const translate = useTranslate();
  const legendId = useId();
  const { control, getValues, setValue } = useFormContext();
  const { fields, append, remove, swap } = useFieldArray({ control, name: source });
  const rows = fields as unknown as (Phone & { id: string })[];
  // The codes as they are now: typing '+1 …' into a number box moves its code box to +1.
  const current = (useWatch({ control, name: source }) as (Phone | undefined)[] | undefined) ?? [];
  const { choices, failed } = useCountryCodes(current.map((p) => p?.countryCode));
  // After a move or removal the rows remount; focus follows the button the user pressed.
  const focusNext = useRef<string | null>(null);
  const container = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    // A phone moved to the top or bottom loses that button (disabled): its other move button takes the focus.
    const [kind, index] = focusNext.current.split('-');
    const other = kind === 'up' ? 'down' : kind === 'down' ? 'up' : kind;
    const find = (key: string) => container.current?.querySelector<HTMLElement>(`[data-focus="${key}"]:not([disabled])`);
    (find(focusNext.current) ?? find(`${other}-${index}`))?.focus();
    focusNext.current = null;
  });

  const renumber = () =>
    ((getValues(source) as Phone[] | undefined) ?? []).forEach((_, i) => setValue(`${source}.${i}.order`, i + 1, { shouldDirty: true }));

  const move = (from: number, to: number, direction: 'up' | 'down') => {
    swap(from, to);
    renumber();
    focusNext.current = `${direction}-${to}`;
  };
  const drop = (index: number) => {
    remove(index);
    renumber();
    focusNext.current = rows.length > 1 ? `number-${Math.max(0, index - 1)}` : 'add';
  };

  return (
    <Box component="fieldset" ref={container} aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0, my: 1, minWidth: 0, width: '100%' }}>
      <Typography component="legend" id={legendId} variant="subtitle1" sx={{ mb: 1 }}>
        {translate(`resources.${definition.name}.fields.${source}`)}
      </Typography>
      {rows.length === 0 && <Typography variant="body2">{translate(`${M}.none`)}</Typography>}
      {failed && <FormHelperText error>{translate(`${M}.codesFailed`)}</FormHelperText>}
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <Box key={`${row.id}-${index}`} sx={{ mb: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
              <FormSelectInput
                source={`${source}.${index}.countryCode`}
                label={translate(`${M}.countryCode`, { n })}
                choices={choices}
                translateChoice={false}
                defaultValue={DEFAULT_CODE}
                sx={CODE_BOX}
              />
              <PhoneNumberInput source={source} index={index} label={translate(`${M}.number`, { n })} />
              <Stack direction="row" sx={{ pt: 1 }}>
                <Tooltip title={translate(`${M}.moveUp`, { n })}>
                  <span>
                    <IconButton
                      aria-label={translate(`${M}.moveUp`, { n })}
                      data-focus={`up-${index}`}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1, 'up')}
                    >
                      <ArrowUpwardIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={translate(`${M}.moveDown`, { n })}>
                  <span>
                    <IconButton
                      aria-label={translate(`${M}.moveDown`, { n })}
                      data-focus={`down-${index}`}
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, index + 1, 'down')}
                    >
                      <ArrowDownwardIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={translate(`${M}.remove`, { n })}>
                  <IconButton aria-label={translate(`${M}.remove`, { n })} onClick={() => drop(index)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </Stack>
            </Stack>
            <PhoneRowError path={`${source}.${index}`} />
          </Box>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        data-focus="add"
        onClick={() => {
          append({ order: rows.length + 1, countryCode: DEFAULT_CODE, number: '' });
          focusNext.current = `number-${rows.length}`;
        }}
      >
        {translate(`${M}.add`)}
      </Button>
    </Box>
  );
};

/** Read-only: the phones in order, as people read them and dial them from abroad ('+44 20 7946 0000'). */
export const PhonesDisplay = ({ source, definition }: FieldComponentProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const phones = (source.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], record) ?? []) as Phone[];
  if (phones.length === 0) return <Typography variant="body2">{translate(`${M}.none`)}</Typography>;
  return (
    <Box component="ol" aria-label={translate(`resources.${definition.name}.fields.${source}`)} sx={{ m: 0, pl: 3 }}>
      {[...phones]
        .sort((a, b) => a.order - b.order)
        .map((p) => (
          <li key={`${p.order}-${p.number}`}>
            <Typography variant="body2" component="span">
              {formatPhone(p)}
            </Typography>
          </li>
        ))}
    </Box>
  );
};
