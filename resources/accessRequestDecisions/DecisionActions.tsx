/**
 * Approve, reject or revoke a data-access request, each behind a confirmation. Offered only for the moves the
 * gateway accepts (Pending → Approved | Rejected, Approved → Revoked), never on the user's own request, and only to
 * roles that may decide.
 */
import { Stack } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useGetIdentity, useNotify, useUpdate, type RaRecord } from 'react-admin';
import { recordMeta } from '../../src/framework';
import { ConfirmAction, useDefinition } from '../../src/framework/views';

type Decision = 'Approved' | 'Rejected' | 'Revoked';

const DECISIONS_FROM: Record<string, Decision[]> = { Pending: ['Approved', 'Rejected'], Approved: ['Revoked'] };

/** What the signed-in user may do to this request right now. */
export const availableDecisions = (record: RaRecord, userId: string | number | undefined): Decision[] => {
  if (userId === undefined || record.requesterId === userId) return [];
  // An approval that has run out has nothing left to revoke.
  if (record.status === 'Expired') return [];
  return DECISIONS_FROM[String(record.approvalStatus)] ?? [];
};

const DecisionButton = ({ record, decision }: { record: RaRecord; decision: Decision }) => {
  const { definition, parentValues } = useDefinition();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  // react-admin's useMutation for a record: its `error` is the refusal the dialog shows, until the next try.
  const [update, { isPending, error, reset }] = useUpdate();
  const key = `resources.accessRequestDecisions.decisions.${decision}`;
  const decide = () =>
    update(
      definition.name,
      { id: record.id, data: { approvalStatus: decision }, previousData: record, meta: recordMeta(definition, parentValues) },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`${key}.done`, { type: 'info' });
        },
      },
    );
  return (
    <>
      <Button
        label={`${key}.label`}
        variant={decision === 'Approved' ? 'contained' : 'outlined'}
        color={decision === 'Approved' ? 'primary' : 'error'}
        onClick={() => setOpen(true)}
      />
      <ConfirmAction
        isOpen={open}
        loading={isPending}
        error={error}
        title={`${key}.title`}
        content={`${key}.content`}
        titleTranslateOptions={{ name: String(record.requesterName ?? '') }}
        contentTranslateOptions={{ name: String(record.requesterName ?? ''), product: String(record.productName ?? '') }}
        confirm={`${key}.label`}
        confirmColor={decision === 'Approved' ? 'primary' : 'warning'}
        onConfirm={decide}
        onClose={() => {
          setOpen(false);
          reset();
        }}
      />
    </>
  );
};

export const DecisionActions = ({ record }: { record: RaRecord }) => {
  const { definition } = useDefinition();
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccess({ action: 'decide', resource: definition.name, record });
  const decisions = canAccess ? availableDecisions(record, identity?.id) : [];
  if (decisions.length === 0) return null;
  return (
    <Stack direction="row" spacing={1}>
      {decisions.map((d) => (
        <DecisionButton key={d} record={record} decision={d} />
      ))}
    </Stack>
  );
};

export default DecisionActions;
