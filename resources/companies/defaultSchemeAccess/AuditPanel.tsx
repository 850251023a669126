/**
 * `default-scheme-access/audit`: the company's changes, newest first, paged on the server through react-admin's
 * list controller over the `defaultSchemeAccessAudits` definition; page and filters live in the URL (and the
 * list store, per company), so a reload or a trip to the other sub-tab keeps them.
 */
import { Box, Typography } from '@mui/material';
import { Datagrid, FunctionField, ListBase, useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ignoreReadError, ListPagination, LoadFailure, renderField } from '../../../src/framework/views';
import auditDefinition from '../../defaultSchemeAccessAudits';
import { AUDIT_RESOURCE } from './api';
import { AuditFilters } from './AuditFilters';

const K = 'resources.defaultSchemeAccessAudits';
const field = (source: string) => auditDefinition.fields.find((f) => f.source === source)!;

const AffectedUser = () => {
  const translate = useTranslate();
  return (
    <FunctionField
      source="userName"
      sortable={false}
      render={(audit: RaRecord) =>
        audit.userName ? (
          <>
            {audit.userName}
            {audit.userEmail && (
              <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {audit.userEmail}
              </Typography>
            )}
          </>
        ) : (
          translate(`${K}.audit.noUser`)
        )
      }
    />
  );
};

const AuditTable = () => {
  const translate = useTranslate();
  const { error, refetch } = useListContext();
  if (error) return <LoadFailure error={error} retry={refetch} />;
  return (
    <>
      <Datagrid
        bulkActionButtons={false}
        rowClick={false}
        aria-label={translate(`${K}.name`, { smart_count: 2 })}
        empty={<Typography sx={{ py: 2 }}>{translate(`${K}.audit.empty`)}</Typography>}
      >
        {renderField(auditDefinition, field('occurredAt'))}
        {renderField(auditDefinition, field('event'))}
        <AffectedUser />
        {renderField(auditDefinition, field('changedBy'))}
      </Datagrid>
      <ListPagination rowsPerPageOptions={[10, 25, 50]} />
    </>
  );
};

export const AuditPanel = () => {
  const company = useRecordContext();
  const companyId = String(company?.id ?? '');
  if (!companyId) return null;
  return (
    <Box>
      <ListBase
        key={companyId}
        resource={AUDIT_RESOURCE}
        sort={auditDefinition.sort}
        perPage={auditDefinition.perPage}
        queryOptions={{ meta: { params: { companyId } }, onError: ignoreReadError }}
        storeKey={`${AUDIT_RESOURCE}.${companyId}.list`}
      >
        <AuditFilters />
        <AuditTable />
      </ListBase>
    </Box>
  );
};

export default AuditPanel;
