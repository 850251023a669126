/** Create for the selected company (changeable); there is no record screen, so a save returns to the list. */
import { Card, CardContent, Typography } from '@mui/material';
import { CreateBase, SimpleForm, useTranslate } from 'react-admin';
import { listPath } from '../../src/framework';
import { FormErrorSummary, FormServerError, renderInput, useDefinition, useSelectedCompany } from '../../src/framework/views';

export const EmailConfigurationCreate = () => {
  const { definition } = useDefinition();
  const translate = useTranslate();
  const { companyId } = useSelectedCompany();
  return (
    <CreateBase resource={definition.name} redirect={() => listPath(definition)} mutationOptions={{ meta: { params: {} } }}>
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h5" component="h1">
            {translate(`resources.${definition.name}.createTitle`)}
          </Typography>
          <SimpleForm defaultValues={{ companyId, variant: 'Default', status: 'Draft' }} disableInvalidFormNotification>
            {definition.fields.filter((f) => f.create).map((f) => renderInput(definition, f, 'create'))}
            <FormErrorSummary />
            <FormServerError />
          </SimpleForm>
        </CardContent>
      </Card>
    </CreateBase>
  );
};

export default EmailConfigurationCreate;
