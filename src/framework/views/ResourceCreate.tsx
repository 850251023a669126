/**
 * Create: a form at `{base}/create`. A definition with wizard steps creates the record on the first step,
 * then carries on at `{base}/create/{id}/{step}` through the remaining steps (tabs of the update screen).
 */
import { Card, CardContent, Typography } from '@mui/material';
import { CreateBase, SimpleForm, useTranslate } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { createPath, recordMeta, recordPath } from '../paths';
import { useDefinition } from './DefinitionContext';
import { renderInput } from './fieldComponents';
import { ResourceUpdate } from './ResourceRecord';

const CreateForm = ({ nextStep }: { nextStep?: string }) => {
  const { definition, parentValues } = useDefinition();
  const translate = useTranslate();
  const afterSave = (_resource?: string, id?: string | number) =>
    nextStep
      ? `${createPath(definition, parentValues)}/${encodeURIComponent(String(id))}/${nextStep}`
      : recordPath(definition, definition.route.views.view ? 'view' : 'update', id!, parentValues);
  return (
    <CreateBase resource={definition.name} redirect={afterSave} mutationOptions={{ meta: recordMeta(definition, parentValues) }}>
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h5" component="h1">
            {translate('ra.page.create', { name: translate(`resources.${definition.name}.name`, { smart_count: 1 }) })}
          </Typography>
          <SimpleForm defaultValues={parentValues} noValidate>
            {definition.fields.filter((f) => f.create).map((f) => renderInput(definition, f, 'create'))}
          </SimpleForm>
        </CardContent>
      </Card>
    </CreateBase>
  );
};

export const ResourceCreate = () => {
  const { definition } = useDefinition();
  const create = definition.route.views.create;
  const steps = typeof create === 'object' ? create.steps : undefined;
  if (!steps) return <CreateForm />;
  return (
    <Routes>
      <Route index element={<CreateForm nextStep={steps[1]} />} />
      <Route path=":id/*" element={<ResourceUpdate steps={steps.slice(1)} />} />
    </Routes>
  );
};
