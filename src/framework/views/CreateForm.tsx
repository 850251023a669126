/**
 * The generated create form. Saving goes to the wizard's next step, to the new record, or (`onCreated`, a form
 * inside a wizard step) stays put with an empty form for the next one.
 */
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { CreateBase, TabbedForm, Toolbar, useTranslate, type RaRecord } from 'react-admin';
import { FormSaveButton } from './FormSaveButton';
import { headingOf } from '../nesting';
import { createPath, listPath, recordMeta, recordPath } from '../paths';
import type { FieldDefinition, ResourceDefinition } from '../types';
import type { CompanyStartValues } from './CompanyStart';
import { useDefinition } from './DefinitionContext';
import { renderInput } from './fieldComponents';
import { FormServerError } from './FormServerError';
import { LeaveWarning } from './FormToolbar';
import { FormErrorSummary } from './FormErrorSummary';
import { FormFeedbackToolbar } from './FormFeedbackToolbar';
import { GeneratedSimpleForm, GeneratedTabbedForm } from './GeneratedForms';
import { RequiredFieldsNote } from './RequiredFieldsNote';

/**
 * After a save in place (`onCreated`) the form empties back to its defaults (the parent values). One object for
 * every render: react-admin resets the form whenever this option changes, which would wipe what is being typed.
 */
const RESET_OPTIONS = { keepDefaultValues: true } as const;

/**
 * A form (not a wizard) whose fields two or more tabs share out is tabbed like the record (a policy's details and
 * rules); the first tab at the create screen's own URL, the others at their segment.
 */
const createTabs = (def: ResourceDefinition, fields: FieldDefinition[]) => {
  if (typeof def.route.views.create === 'object') return [];
  const tabs = (def.route.tabs ?? [])
    .map((tab) => ({ tab, fields: fields.filter((f) => tab.fields?.includes(f.source)) }))
    .filter((t) => t.fields.length > 0);
  return tabs.length > 1 ? tabs : [];
};

/** Each field's `initial` value, nested as its source is; a required `rows` field starts with one row to fill in. */
const startingValues = (fields: FieldDefinition[]) => {
  const values: Record<string, unknown> = {};
  fields.forEach((f) => {
    const value = f.initial !== undefined ? f.initial : f.rows && f.required ? [f.rows.newRow ?? {}] : undefined;
    if (value === undefined) return;
    const keys = f.source.split('.');
    let node = values;
    keys.slice(0, -1).forEach((key) => {
      node = (node[key] ??= {}) as Record<string, unknown>;
    });
    node[keys[keys.length - 1]!] = value;
  });
  return values;
};

interface CreateFormProps {
  nextStep?: string;
  onCreated?: (record: RaRecord) => void;
  /** Shown above the title, e.g. the wizard's stepper. */
  header?: ReactNode;
  /** A form opened in place: a Cancel beside Save closes it. */
  onCancel?: () => void;
  cancelLabel?: string;
  /** Opened by the user: the first field takes the focus. */
  focusFirstField?: boolean;
  /** The title's level where the default (from the nesting) does not fit, e.g. inside a list's row. */
  heading?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5';
  /** Starting values besides the fields' own: the selected company, for a definition that follows it (`CompanyStart`). */
  start?: CompanyStartValues;
}

export const CreateForm = ({
  nextStep,
  onCreated,
  header,
  onCancel,
  cancelLabel,
  focusFirstField,
  heading: headingLevel,
  start,
}: CreateFormProps) => {
  const { definition, parentValues, mode } = useDefinition();
  const translate = useTranslate();
  // Inside a parent's screen (a nested create, or a form within a wizard step) the title sits below the parent's.
  const heading = headingLevel ?? headingOf(definition);
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusFirstField) formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, [role=combobox]')?.focus();
  }, [focusFirstField]);
  const fields = definition.fields.filter((f) => f.create);
  const tabs = createTabs(definition, fields);
  const versions = definition.versions;
  const afterSave = (_resource?: string, id?: string | number, data?: Partial<RaRecord>) => {
    const screen = mode ?? (definition.route.views.view ? 'view' : 'update');
    if (nextStep) return `${createPath(definition, parentValues)}/${encodeURIComponent(String(id))}/${nextStep}`;
    // Records without a screen of their own (email configurations) are seen in the list.
    if (!definition.route.views[screen]) return listPath(definition, parentValues, mode);
    // A versioned record's create answers its first version.
    if (versions && data)
      return `${recordPath(definition, screen, String(data[versions.sources.record]), parentValues, '')}/version/${encodeURIComponent(String(data[versions.sources.version]))}`;
    return recordPath(definition, screen, id!, parentValues);
  };
  const defaultValues = { ...parentValues, ...start, ...startingValues(fields) };
  const inputs = (shown: FieldDefinition[]) => shown.map((f) => renderInput(definition, f, 'create'));
  return (
    <CreateBase
      resource={definition.name}
      redirect={onCreated ? false : afterSave}
      mutationOptions={{ meta: recordMeta(definition, parentValues), ...(onCreated ? { onSuccess: onCreated } : {}) }}
    >
      <Card sx={{ mt: 1 }} variant={onCreated ? 'outlined' : 'elevation'} ref={formRef}>
        <CardContent>
          {header}
          <Typography variant={heading === 'h1' ? 'h5' : 'h6'} component={heading}>
            {translate(`resources.${definition.name}.createTitle`)}
          </Typography>
          {tabs.length > 0 ? (
            <GeneratedTabbedForm defaultValues={defaultValues} toolbar={<FormFeedbackToolbar />}>
              {tabs.map(({ tab, fields: shown }, index) => (
                <TabbedForm.Tab
                  key={tab.path}
                  label={`resources.${definition.name}.tabs.${tab.path}`}
                  path={index === 0 ? undefined : tab.path}
                >
                  {index === 0 && <LeaveWarning inside={createPath(definition, parentValues)} />}
                  {index === 0 && <RequiredFieldsNote fields={fields} mode="create" />}
                  {inputs(shown)}
                </TabbedForm.Tab>
              ))}
            </GeneratedTabbedForm>
          ) : (
            <GeneratedSimpleForm
              defaultValues={defaultValues}
              resetOptions={RESET_OPTIONS}
              toolbar={
                nextStep || onCancel ? (
                  <Toolbar sx={{ gap: 1 }}>
                    <FormSaveButton label={nextStep ? 'portico.shell.wizard.saveAndContinue' : undefined} />
                    {onCancel && <Button onClick={onCancel}>{cancelLabel}</Button>}
                  </Toolbar>
                ) : undefined
              }
            >
              <LeaveWarning />
              <RequiredFieldsNote fields={fields} mode="create" />
              {inputs(fields)}
              <FormErrorSummary />
              <FormServerError />
            </GeneratedSimpleForm>
          )}
        </CardContent>
      </Card>
    </CreateBase>
  );
};
