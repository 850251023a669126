/**
 * A form of some of the definition's fields that the screen saves with a call of its own, where the data provider's
 * update of the record is not the save (a user's details, two calls; a user's SSH key, a write-only call): the fields'
 * generated inputs (their rules, help text and required marks, with the note where some are marked), what the screen
 * adds after them (`children`: a choice it reads itself), Save, and a refusal under the form and on the fields the API
 * names, the typed values kept. Once saved, a notice and every read of the page again. `messages`: full catalogue
 * keys of Save's words and the notice. Give it a `key` that changes with the saved values to start it again from them.
 */
import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, useNotify, useRefresh } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { FormSaveButton } from '../FormSaveButton';
import { useDefinition } from '../DefinitionContext';
import { renderInput } from '../fieldComponents';
import { FormServerError } from '../FormServerError';
import { RequiredFieldsNote } from '../RequiredFieldsNote';
import { useSubmissionFailure } from '../useSubmissionFailure';

export const FieldsForm = ({
  fields: sources,
  defaultValues,
  save,
  messages,
  children,
}: {
  /** The definition's fields by source, drawn in the definition's order. */
  fields: readonly string[];
  defaultValues: FieldValues;
  /** Sends the values; a rejection is the refusal shown. */
  save: (values: FieldValues) => Promise<unknown>;
  messages: { save: string; saved: string };
  children?: ReactNode;
}) => {
  const { definition } = useDefinition();
  const notify = useNotify();
  const refresh = useRefresh();
  const failed = useSubmissionFailure();
  const fields = definition.fields.filter((f) => sources.includes(f.source));
  const submit = async (values: FieldValues) => {
    try {
      await save(values);
    } catch (error) {
      return failed(error);
    }
    notify(messages.saved, { type: 'success' });
    refresh();
    return undefined;
  };
  return (
    <Form onSubmit={submit} defaultValues={defaultValues} disableInvalidFormNotification>
      <Stack>
        <RequiredFieldsNote fields={fields} />
        {fields.map((f) => renderInput(definition, f, 'edit'))}
        {children}
        <FormServerError />
        <Box>
          <FormSaveButton label={messages.save} />
        </Box>
      </Stack>
    </Form>
  );
};
