/**
 * Approve, reject or revoke a data-access request: the framework's record actions (each asked first, one update of the
 * request's approval status, a refusal kept in the open dialog). Offered only for the moves the gateway accepts
 * (Pending → Approved | Rejected, Approved → Revoked), never on the user's own request, and only to roles that may decide.
 */
import { useCanAccess, useGetIdentity, useTranslate, type RaRecord } from 'react-admin';
import { RecordActions, useDefinition } from '../../src/framework/views';

type Decision = 'Approved' | 'Rejected' | 'Revoked';

const DECISIONS = [
  { name: 'Approved', call: { update: { approvalStatus: 'Approved' } }, look: { emphasis: 'contained' } },
  { name: 'Rejected', call: { update: { approvalStatus: 'Rejected' } }, look: { emphasis: 'outlined', danger: true } },
  { name: 'Revoked', call: { update: { approvalStatus: 'Revoked' } }, look: { emphasis: 'outlined', danger: true } },
] as const;

const DECISIONS_FROM: Record<string, Decision[]> = { Pending: ['Approved', 'Rejected'], Approved: ['Revoked'] };

/** What the signed-in user may do to this request right now. */
export const availableDecisions = (record: RaRecord, userId: string | number | undefined): Decision[] => {
  if (userId === undefined || record.requesterId === userId) return [];
  // An approval that has run out has nothing left to revoke.
  if (record.status === 'Expired') return [];
  return DECISIONS_FROM[String(record.approvalStatus)] ?? [];
};

export const DecisionActions = ({ record }: { record: RaRecord }) => {
  const { definition } = useDefinition();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccess({ action: 'decide', resource: definition.name, record });
  return (
    <RecordActions
      record={record}
      actions={DECISIONS}
      allowed={canAccess ? availableDecisions(record, identity?.id) : []}
      messages="resources.accessRequestDecisions.decisions"
      label={translate('resources.accessRequestDecisions.decide')}
      words={{ name: 'requesterName', product: 'productName' }}
    />
  );
};

export default DecisionActions;
