/**
 * A page of a record's tab that edits a few of its fields (the allow-list at `credentials/ip-address`): a heading and
 * intro, the fields' generated inputs (their rules, rows and words), Save and the way back. The data provider's update
 * sends those fields alone; a refusal stays under the form and on the fields it names; a save is notified, every read
 * of the resource is read again, and the page goes back to its tab. Words from the catalogue group `messages` (a full
 * key): `title`, `intro`, `save`, `saved`, `back`.
 */
import { Box, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Form, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { FormSaveButton } from '../FormSaveButton';
import { recordMeta } from '../../paths';
import type { FieldDefinition } from '../../types';
import { useDefinition } from '../DefinitionContext';
import { renderInput } from '../fieldComponents';
import { FormErrorSummary } from '../FormErrorSummary';
import { FormServerError } from '../FormServerError';
import { LeaveWarning } from '../FormToolbar';
import { rowsBody } from '../RowsField';
import { useSubmissionFailure } from '../useSubmissionFailure';

/** Once saved, the form is no longer "unsaved": clear it, then go back, so the leave warning does not ask. */
const BackWhenSaved = ({ saved }: { saved: FieldValues | null }) => {
  const { reset } = useFormContext();
  const navigate = useNavigate();
  useEffect(() => {
    if (!saved) return;
    reset(saved);
    navigate('..');
  }, [saved, reset, navigate]);
  return null;
};

/** What the page sends of a field: a list of rows, only the fields each row's inputs hold. */
const sent = (field: FieldDefinition, value: unknown) => (field.rows ? rowsBody(field, value, 'edit') : value);

export const FieldsPage = ({ fields: sources, messages }: { fields: readonly string[]; messages: string }) => {
  const { definition, parentValues } = useDefinition();
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const failed = useSubmissionFailure();
  const [saved, setSaved] = useState<FieldValues | null>(null);
  if (!record) return null;
  const fields = definition.fields.filter((f) => sources.includes(f.source));

  const save = async (values: FieldValues) => {
    const data = Object.fromEntries(fields.map((f) => [f.source, sent(f, values[f.source])]));
    try {
      await dataProvider.update(definition.name, { id: record.id, data, previousData: record, meta: recordMeta(definition, parentValues) });
    } catch (error) {
      return failed(error);
    }
    await queryClient.invalidateQueries({ queryKey: [definition.name] });
    notify(`${messages}.saved`, { type: 'success' });
    setSaved(values);
    return undefined;
  };

  return (
    <Box sx={{ maxWidth: 720 }}>
      <Typography variant="h6" component="h2">
        {translate(`${messages}.title`)}
      </Typography>
      <Typography sx={{ my: 1 }}>{translate(`${messages}.intro`)}</Typography>
      <Form onSubmit={save} mode="onSubmit" noValidate disableInvalidFormNotification>
        <LeaveWarning />
        <BackWhenSaved saved={saved} />
        {fields.map((f) => renderInput(definition, f, 'edit'))}
        <FormErrorSummary />
        <FormServerError />
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }}>
          <FormSaveButton label={`${messages}.save`} alwaysEnable />
          <Link to="..">{translate(`${messages}.back`)}</Link>
        </Stack>
      </Form>
    </Box>
  );
};
