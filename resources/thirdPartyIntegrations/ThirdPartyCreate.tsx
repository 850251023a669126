/**
 * Create with the two tabs the spec names (integration, environment) as tabs of one form: the gateway needs
 * both halves to accept an integration, so it cannot be created from the first tab alone like a wizard.
 */
import { Card, CardContent, Typography } from '@mui/material';
import { CreateBase, ResourceContextProvider, TabbedForm, useTranslate } from 'react-admin';
import { recordPath } from '../../src/framework';
import { FormFeedbackToolbar, renderInput, useDefinition } from '../../src/framework/views';

export const ThirdPartyCreate = () => {
  const { definition } = useDefinition();
  const translate = useTranslate();
  const tabs = definition.route.tabs ?? [];
  const inputsOf = (sources: string[] = []) =>
    definition.fields.filter((f) => f.create && sources.includes(f.source)).map((f) => renderInput(definition, f, 'create'));
  return (
    <ResourceContextProvider value={definition.name}>
      <CreateBase resource={definition.name} redirect={(_r?: string, id?: string | number) => recordPath(definition, 'view', id!)}>
        <Card sx={{ mt: 1 }}>
          <CardContent>
            <Typography variant="h5" component="h1">
              {translate(`resources.${definition.name}.createTitle`)}
            </Typography>
            <TabbedForm
              defaultValues={{ status: 'Enabled', environment: { name: 'Test', authScheme: 'Bearer' } }}
              disableInvalidFormNotification
              toolbar={<FormFeedbackToolbar />}
            >
              {tabs.map((tab, index) => (
                <TabbedForm.Tab
                  key={tab.path}
                  label={`resources.${definition.name}.tabs.${tab.path}`}
                  path={index === 0 ? undefined : tab.path}
                >
                  {inputsOf(tab.fields)}
                </TabbedForm.Tab>
              ))}
            </TabbedForm>
          </CardContent>
        </Card>
      </CreateBase>
    </ResourceContextProvider>
  );
};

export default ThirdPartyCreate;
