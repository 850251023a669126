/**
 * A draft step's form: it starts from the draft (the whole of it, so a field may be shown by an earlier step's answer),
 * writes every change of its fields back to it (so Back, Next and the browser's history keep what was typed), and has
 * Back (to the step before) and the primary button. A `fields` step is this form over the definition's fields: Next
 * runs the step's `check`, keeps the values and goes on; leaving the last draft step creates the record from the draft
 * (the data provider's `create`, or the wizard's own `create`) and opens the first record step (or the record).
 */
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Link as MuiLink, Stack } from '@mui/material';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { Button, Form, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { FormSaveButton } from './FormSaveButton';
import { isApiError } from '../../../providers/http';
import { recordMeta, recordPath } from '../paths';
import type { DraftStep, DraftValues } from '../types';
import { useDefinition } from './DefinitionContext';
import { holds, renderInput } from './fieldComponents';
import { RequiredFieldsNote } from './RequiredFieldsNote';
import { ServerError, serverErrorMessage } from './ServerError';
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
const fieldErrorsFor = (error: unknown, fields: string[]): StepErrors => {
  if (!isApiError(error)) return undefined;
  const named = fields.filter((f) => error.fieldErrors[f]).map((f) => [f, error.fieldErrors[f]!]);
  return named.length ? Object.fromEntries(named) : undefined;
};

const DraftStepForm = ({
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
  const [defaults] = useState(() => ({ ...draft, ...Object.fromEntries(fields.map((f) => [f, draft[f] ?? initial[f] ?? ''])) }));
  return (
    <Form defaultValues={defaults} onSubmit={onSubmit as never} noValidate disableInvalidFormNotification>
      <DraftSync fields={fields} />
      <Stack spacing={1} sx={{ maxWidth: 560 }}>
        {children}
        <Stack direction="row" spacing={2}>
          {back && <Button label="portico.shell.wizard.back" variant="outlined" size="medium" onClick={() => navigate(back)} />}
          <Box>
            <FormSaveButton label={submitLabel} icon={<ArrowForwardIcon />} alwaysEnable />
          </Box>
        </Stack>
        {feedback}
      </Stack>
    </Form>
  );
};

/**
 * A refusal under the form. What it names on earlier steps' fields (an email someone else took meanwhile) belongs
 * there: said with a link to each step holding them.
 */
const DraftRefusal = ({ error, fields }: { error: unknown; fields: string[] }) => {
  const translate = useTranslate();
  const { definition } = useDefinition();
  const { wizard } = useDraft();
  const paths = useDraftPaths();
  const named = isApiError(error) ? Object.entries(error.fieldErrors).filter(([field]) => !fields.includes(field)) : [];
  const steps = wizard.draft.steps.filter((s) => named.some(([field]) => s.fields.includes(field)));
  const said = named.map(([, message]) => message).filter((message) => message !== serverErrorMessage(error));
  return (
    <ServerError error={error}>
      {steps.length > 0 && (
        <>
          {said.join(' ')}
          {steps.map((s) => (
            <Fragment key={s.path}>
              {' '}
              <MuiLink component={Link} to={paths.step(s.path)}>
                {translate(`resources.${definition.name}.${wizard.draft.messages}.steps.${s.path}`)}
              </MuiLink>
            </Fragment>
          ))}
        </>
      )}
    </ServerError>
  );
};

/** A step of the definition's fields. */
export const DraftFieldsStep = ({ step, next }: { step: DraftStep; next?: string }) => {
  const { definition, parentValues } = useDefinition();
  const { draft, update, discard, wizard } = useDraft();
  const paths = useDraftPaths();
  const navigate = useNavigate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [failure, setFailure] = useState<unknown>(null);
  const fields = step.fields.flatMap((source) => definition.fields.filter((f) => f.source === source));
  const { create, messages } = wizard.draft;
  // Whether the record steps follow the record's creation, by the earlier steps' answers.
  const then = !create || holds(create.stepsWhen, draft[create.stepsWhen.source]) ? 'steps' : 'record';
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
      const all = { ...parentValues, ...draft, ...checked.values };
      if (create) {
        const { id, notice } = await (await create.save())(all, then);
        discard();
        notify(notice.key, { type: notice.type, messageArgs: notice.args });
        navigate(then === 'steps' ? paths.recordStep(id) : recordPath(definition, 'update', id, parentValues));
        return undefined;
      }
      const { data } = await dataProvider.create(definition.name, { data: all, meta: recordMeta(definition, parentValues) });
      discard();
      navigate(paths.recordStep(data.id));
      return undefined;
    } catch (error) {
      // Under the form (below); on a field too only where the API says it is that field that is wrong.
      setFailure(error);
      return fieldErrorsFor(error, step.fields);
    }
  };
  // The last draft step saves: the record is created as it is left.
  const saveLabel = create
    ? `resources.${definition.name}.${messages}.save.${then}`
    : wizard.steps.length
      ? 'portico.shell.wizard.saveAndContinue'
      : 'ra.action.save';
  return (
    <DraftStepForm
      fields={step.fields}
      onSubmit={submit}
      submitLabel={next ? undefined : saveLabel}
      initial={Object.fromEntries(fields.flatMap((f) => (f.initial === undefined ? [] : [[f.source, f.initial]])))}
      feedback={<DraftRefusal error={failure} fields={step.fields} />}
    >
      <RequiredFieldsNote fields={fields} mode="create" />
      {fields.map((f) => renderInput(definition, f, 'create'))}
    </DraftStepForm>
  );
};
