/**
 * The settings form (a page's `block: { kind: 'settingsForm', … }`): one GET for the settings, the fields placed
 * `edit` in a form drawn as every generated form draws them, which warns before unsaved input is lost and saves with
 * one call (one per changed entry for `entries`); a refused save keeps what was typed, its message under the form and
 * on the field it names. Those who may not `edit` the page read the same fields. The fields placed `show` alone are
 * facts under the form, each while its `showWhen` holds of the settings. The page's own component, if any, follows
 * inside the same card, given the answer through `useSettings()`.
 */
import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cloneElement, isValidElement, useId, type ReactNode } from 'react';
import { Form, Loading, RecordContextProvider, ResourceContextProvider, SimpleShowLayout, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { FormSaveButton } from '../FormSaveButton';
import { isApiError, request } from '../../../../providers/http';
import { valueAt } from '../../recordValue';
import type { FieldDefinition, ResourceDefinition, SettingsFormBlock, ViewOverride } from '../../types';
import { useDefinition } from '../DefinitionContext';
import { holds, renderField, renderInput } from '../fieldComponents';
import { FormServerError } from '../FormServerError';
import { LeaveWarning } from '../FormToolbar';
import { LoadFailure } from '../LoadFailure';
import { loadPhoneFormat } from '../PhoneText';
import { useAccessNow } from '../useAccessNow';
import { useSubmissionFailure } from '../useSubmissionFailure';
import { blockQueryKey, readEndpoint, recordEndpointPath } from './endpoint';
import { SettingsContext } from './settingsContext';
import { sentValues, settingsValues, type Values } from './settingsValues';

/** A read-only value left empty says so, rather than leaving its label over nothing. */
const shown = (def: ResourceDefinition, field: FieldDefinition) => {
  const element = renderField(def, field);
  return isValidElement(element) ? cloneElement(element as React.ReactElement<{ emptyText?: string }>, { emptyText: '—' }) : element;
};

/** A field with a `showWhen` is read only while its condition holds of what the settings say, as it is typed only then. */
const showing = (fields: FieldDefinition[], record: Values) =>
  fields.filter((f) => !f.showWhen || holds(f.showWhen, valueAt(record, f.showWhen.source)));

const ReadOnly = ({ def, fields, record }: { def: ResourceDefinition; fields: FieldDefinition[]; record: Values }) => (
  <RecordContextProvider value={{ id: def.name, ...record }}>
    <SimpleShowLayout sx={{ p: 0 }}>{showing(fields, record).map((f) => shown(def, f))}</SimpleShowLayout>
  </RecordContextProvider>
);

const Section = ({ heading, children }: { heading: string; children: ReactNode }) => {
  const id = useId();
  if (!heading) return <Box>{children}</Box>;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Box>
  );
};

const SettingsForm = ({ block, below: Below }: { block: SettingsFormBlock; below?: ViewOverride }) => {
  const { definition } = useDefinition();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const failure = useSubmissionFailure();
  const params = useParams();
  // Drawn inside a view, whose guard waits for the user's roles: the table's answer is final as it draws.
  const editable = useAccessNow('edit', definition.name);
  /** The group's word for `key`; `fallback` (a catalogue key, or nothing) when the group has none. */
  const say = (key: string, fallback?: string) =>
    translate(`resources.${definition.name}.${block.messages}.${key}`, { _: fallback ? translate(fallback, { smart_count: 1 }) : '' });

  const readPath = recordEndpointPath(block.read.path, { id: '', ...params });
  const queryKey = blockQueryKey(block.read, readPath);
  const read = useQuery({
    queryKey,
    // Phones are shown as people read them from the first drawing: the numbering plans arrive with the settings.
    queryFn: async ({ signal }) =>
      (
        await Promise.all([
          readEndpoint<unknown>(block.read, readPath!, signal),
          definition.fields.some((f) => f.type === 'phone') && loadPhoneFormat(),
        ])
      )[0],
    enabled: readPath !== undefined,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const fields = definition.fields.filter((f) => f.edit);
  const facts = definition.fields.filter((f) => f.show && !f.edit);
  const values = settingsValues(block, fields, read.data);

  const submit = async (typed: Values) => {
    const path = recordEndpointPath(block.save.path, { id: '', ...params })!;
    const save = (json: Values) => request(block.save.service, path, { method: block.save.method, json });
    try {
      if (!block.entries) await save(await sentValues(fields, typed, null));
      else {
        const sent = await sentValues(fields, typed, '');
        // One call per changed entry, in the fields' order; the first refusal stops the rest and names its field.
        for (const field of fields) {
          const value = sent[field.source] ?? '';
          if (value === values[field.source]) continue;
          try {
            await save({ key: field.source, value, ...block.entries.match });
          } catch (error) {
            if (!isApiError(error)) throw error;
            // The API names the value; the form names the setting it belongs to.
            const message = (error.fieldErrors as Partial<Record<string, string>>).value ?? error.message;
            return { [field.source]: message, root: { serverError: error.message } };
          }
        }
      }
    } catch (error) {
      return failure(error);
    }
    await refresh();
    notify(say('saved', 'ra.notification.updated'), { type: 'success' });
    return undefined;
  };

  const answer = (read.data ?? {}) as Values;
  return (
    // The fields are labelled from the page's catalogue, as react-admin finds a resource's (`resources.{name}.fields`).
    <ResourceContextProvider value={definition.name}>
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h5" component="h1">
            {translate(`resources.${definition.name}.title`)}
          </Typography>
          {say('intro') && <Typography sx={{ mt: 1, mb: 2 }}>{say('intro')}</Typography>}
          {!editable && say('readOnly') && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {say('readOnly')}
            </Alert>
          )}
          {read.isPending ? (
            <Loading />
          ) : read.error ? (
            <LoadFailure error={read.error} retry={() => void read.refetch()} />
          ) : (
            <Stack spacing={4}>
              <Section heading={say('heading')}>
                {editable ? (
                  // Read again after a save, the form starts from what is stored.
                  <Form
                    record={{ id: definition.name, ...values }}
                    onSubmit={submit as never}
                    disableInvalidFormNotification
                    key={JSON.stringify(values)}
                  >
                    <Stack sx={{ maxWidth: 640 }}>
                      {fields.map((f) => renderInput(definition, f, 'edit'))}
                      <FormServerError />
                      <LeaveWarning />
                      <Box sx={{ mt: 1 }}>
                        <FormSaveButton label={say('save', 'ra.action.save')} />
                      </Box>
                    </Stack>
                  </Form>
                ) : (
                  <ReadOnly def={definition} fields={fields} record={values} />
                )}
              </Section>
              {facts.length > 0 && (
                <Section heading={say('facts')}>
                  {showing(facts, answer).length > 0 ? (
                    <ReadOnly def={definition} fields={facts} record={answer} />
                  ) : (
                    <Typography>{say('noFacts')}</Typography>
                  )}
                </Section>
              )}
              {Below && (
                <SettingsContext.Provider value={{ answer: read.data, editable, refresh }}>
                  <Below />
                </SettingsContext.Provider>
              )}
            </Stack>
          )}
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
};

export default SettingsForm;
