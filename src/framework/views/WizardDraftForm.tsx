/**
 * A draft step's form: it starts from the draft, writes every change back to it (so Back, Next and the browser's
 * history keep what was typed), and has Back (to the step before) and the primary button. A `fields` step is this form
 * over the definition's fields: Next runs the step's `check`, keeps the values and goes on; leaving the last draft
 * step creates the record from the draft and opens the first record step (or the record).
 */
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Stack } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Form, SaveButton, useDataProvider } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../providers/http';
import { recordMeta } from '../paths';
import type { DraftStep, DraftValues } from '../types';
import { useDefinition } from './DefinitionContext';
import { renderInput } from './fieldComponents';
import { RequiredFieldsNote } from './RequiredFieldsNote';
import { ServerError } from './ServerError';
import { useDraft, useDraftPaths } from './WizardDraftContext';

const DraftSync = ({ fields }: { fields: string[] }) => {
  const { update } = useDraft();
  const values = useWatch();
  const { formState } = useFormContext();
  useEffect(() => {
    if (!formState.isDirty) return;
    update(Object.fromEntries(fields.map((f) => [f, values[f]])));
    // `values` is a new object on every render; compare by content so writing the draft cannot loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- values by content (above); `fields` and `update` are fixed for a step, and listing a caller's inline array would re-run this on every render
  }, [JSON.stringify(values), formState.isDirty]);
  return null;
};

/** Field errors to show on the step's inputs; `undefined` moves nothing onto them. */
type StepErrors = Record<string, string> | undefined;

/** The errors a refusal names for this step's fields (the rest of it is shown under the form). */
export const fieldErrorsFor = (error: unknown, fields: string[]): StepErrors => {
  if (!isApiError(error)) return undefined;
  const named = fields.filter((f) => error.fieldErrors[f]).map((f) => [f, error.fieldErrors[f]!]);
  return named.length ? Object.fromEntries(named) : undefined;
};

export const DraftStepForm = ({
  fields,
  onSubmit,
  submitLabel = 'portico.shell.wizard.next',
  initial = {},
  feedback,
  children,
}: {
  fields: string[];
  onSubmit: (values: DraftValues) => Promise<StepErrors> | StepErrors;
  submitLabel?: string;
  /** Starting values for fields the draft does not have yet (otherwise ''). */
  initial?: DraftValues;
  /** Under the buttons: what became of the last attempt (spec 8: the server's refusal under the form). */
  feedback?: ReactNode;
  children: ReactNode;
}) => {
  const { draft } = useDraft();
  const navigate = useNavigate();
  const { back } = useDraftPaths();
  // Read once: react-admin's Form resets whenever its defaultValues change, which would fight the draft sync.
  const [defaults] = useState(() => Object.fromEntries(fields.map((f) => [f, draft[f] ?? initial[f] ?? ''])));
  return (
    <Form defaultValues={defaults} onSubmit={onSubmit as never} noValidate disableInvalidFormNotification>
      <DraftSync fields={fields} />
      <Stack spacing={1} sx={{ maxWidth: 560 }}>
        {children}
        <Stack direction="row" spacing={2}>
          {back && <Button label="portico.shell.wizard.back" variant="outlined" size="medium" onClick={() => navigate(back)} />}
          <Box>
            <SaveButton label={submitLabel} icon={<ArrowForwardIcon />} alwaysEnable />
          </Box>
        </Stack>
        {feedback}
      </Stack>
    </Form>
  );
};

/** A step of the definition's fields. */
export const DraftFieldsStep = ({ step, next }: { step: Extract<DraftStep, { fields: string[] }>; next?: string }) => {
  const { definition, parentValues } = useDefinition();
  const { draft, update, discard, wizard } = useDraft();
  const paths = useDraftPaths();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const [failure, setFailure] = useState<unknown>(null);
  const fields = step.fields.flatMap((source) => definition.fields.filter((f) => f.source === source));
  const submit = async (values: DraftValues): Promise<StepErrors> => {
    setFailure(null);
    try {
      const checked = step.check ? await step.check(values) : { values };
      if ('errors' in checked) return checked.errors;
      update(checked.values);
      if (next) {
        navigate(paths.step(next));
        return undefined;
      }
      const { data } = await dataProvider.create(definition.name, {
        data: { ...parentValues, ...draft, ...checked.values },
        meta: recordMeta(definition, parentValues),
      });
      discard();
      navigate(paths.recordStep(data.id));
      return undefined;
    } catch (error) {
      // Under the form (below); on a field too only where the API says it is that field that is wrong.
      setFailure(error);
      return fieldErrorsFor(error, step.fields);
    }
  };
  return (
    <DraftStepForm
      fields={step.fields}
      onSubmit={submit}
      // The last draft step saves: the record is created as it is left.
      submitLabel={next ? undefined : wizard.steps.length ? 'portico.shell.wizard.saveAndContinue' : 'ra.action.save'}
      feedback={<ServerError error={failure} />}
    >
      <RequiredFieldsNote fields={fields} mode="create" />
      {fields.map((f) => renderInput(definition, f, 'create'))}
    </DraftStepForm>
  );
};
