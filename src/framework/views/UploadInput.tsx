/**
 * The `image` field type: a labelled file picker with a preview of the chosen file before saving, and the current
 * image read-only. The chosen file stays in the form as `{ rawFile, src, title }` (react-admin's file-input shape);
 * the data provider sends it to the field's `upload` endpoint once the record is saved (src/framework/uploads.ts).
 */
import { Box, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import { useEffect, useId, type ChangeEvent } from 'react';
import { useInput, useNotify, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { onUploadFailure, type PendingUpload } from '../uploads';
import { isSafeDataUrl } from '../../shared/urls';
import type { FieldComponentProps } from '../types';

const isPending = (value: unknown): value is PendingUpload =>
  !!value && typeof value === 'object' && (value as PendingUpload).rawFile instanceof File;

/** A preview of the user's own file, read locally (never shown from data: those URLs must be https or relative). */
const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

const labelKey = ({ definition, source }: FieldComponentProps) => `resources.${definition.name}.fields.${source}`;
const ruleKey = ({ definition, source }: FieldComponentProps) => `resources.${definition.name}.helperText.${source}`;

export const UploadInput = (props: FieldComponentProps) => {
  const { field, source } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const id = useId();
  const label = translate(labelKey(props));
  const rule = field.helperText ? translate(ruleKey(props)) : '';
  // A quick check of the declared type and size, so an obvious mistake is caught before saving; the API judges the content.
  const fits: Validator = (value) =>
    isPending(value) && (!field.upload?.accept.includes(value.rawFile.type) || value.rawFile.size > field.upload.maxBytes)
      ? translate('portico.forms.upload.invalid', { label, rule })
      : undefined;
  const {
    field: input,
    fieldState: { error, invalid },
  } = useInput({ source, validate: fits });
  const record = useRecordContext();

  // On create the upload follows the new record's POST; if it fails the record is kept and the user is told here.
  useEffect(
    () =>
      onUploadFailure((failure) => {
        if (failure.resource !== props.definition.name || failure.source !== source) return;
        notify('portico.forms.upload.failedAfterCreate', {
          type: 'warning',
          multiLine: true,
          autoHideDuration: 12_000,
          messageArgs: { name: failure.name, label, reason: failure.reason },
        });
      }),
    [notify, props.definition.name, source, label],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const src = await readAsDataUrl(file).catch(() => '');
    input.onChange({ rawFile: file, src, title: file.name } satisfies PendingUpload);
    input.onBlur();
  };

  const value: unknown = input.value;
  const stored: unknown = record?.[source];
  const current = typeof value === 'string' && isSafeDataUrl(value) ? value : isSafeDataUrl(stored) ? stored : null;
  const helperId = `${id}-helper`;
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <FormLabel htmlFor={id} error={invalid}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={2} alignItems="center">
        {isPending(value) && value.src ? (
          <Box
            component="img"
            src={value.src}
            alt={translate('portico.forms.upload.preview', { label })}
            sx={{ maxWidth: 160, maxHeight: 80, objectFit: 'contain', border: 1, borderColor: 'divider' }}
          />
        ) : current ? (
          <Box
            component="img"
            src={current}
            alt={translate('portico.forms.upload.current', { label })}
            sx={{ maxWidth: 160, maxHeight: 80, objectFit: 'contain' }}
          />
        ) : null}
        <input
          id={id}
          type="file"
          accept={field.upload?.accept.join(',')}
          aria-describedby={helperId}
          aria-invalid={invalid || undefined}
          onChange={(event) => void choose(event)}
        />
      </Stack>
      <FormHelperText id={helperId} error={invalid} role={invalid ? 'alert' : undefined}>
        {error?.message ? translate(error.message) : rule}
      </FormHelperText>
    </Stack>
  );
};

/** The current image, shown only from an https or relative URL. */
export const ImageDisplay = (props: FieldComponentProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const src = record?.[props.source];
  if (!isSafeDataUrl(src)) return <Typography variant="body2">{translate('portico.forms.upload.none')}</Typography>;
  return (
    <Box
      component="img"
      src={src}
      alt={translate('portico.forms.upload.current', { label: translate(labelKey(props)) })}
      sx={{ maxWidth: 200, maxHeight: 100, objectFit: 'contain' }}
    />
  );
};
