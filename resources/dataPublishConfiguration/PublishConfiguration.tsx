/**
 * The single data-publish configuration, edited in place: there is no list of configurations, so the "list"
 * route shows the one record's form and its last job.
 */
import { Card, CardContent, Divider, Typography } from '@mui/material';
import { EditBase, Loading, SimpleForm, SimpleShowLayout, useRecordContext, useTranslate } from 'react-admin';
import { FormServerError, renderField, renderInput, useDefinition } from '../../src/framework/views';

/** The gateway keeps one configuration; its id is `default`. */
const CONFIGURATION_ID = 'default';

const Content = () => {
  const { definition } = useDefinition();
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return <Loading />;
  return (
    <Card sx={{ mt: 1 }}>
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('resources.dataPublishConfiguration.title')}
        </Typography>
        <SimpleForm disableInvalidFormNotification>
          {definition.fields.filter((f) => f.edit).map((f) => renderInput(definition, f, 'edit'))}
          <FormServerError />
        </SimpleForm>
        <Divider />
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          {translate('resources.dataPublishConfiguration.lastJob')}
        </Typography>
        {record.lastJob ? (
          <SimpleShowLayout>{definition.fields.filter((f) => f.show).map((f) => renderField(definition, f))}</SimpleShowLayout>
        ) : (
          <Typography>{translate('resources.dataPublishConfiguration.noJob')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};

export const PublishConfiguration = () => {
  const { definition } = useDefinition();
  return (
    <EditBase resource={definition.name} id={CONFIGURATION_ID} mutationMode="pessimistic" redirect={false}>
      <Content />
    </EditBase>
  );
};

export default PublishConfiguration;
