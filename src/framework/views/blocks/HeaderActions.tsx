/**
 * A definition's `recordActions` beside the record's title: the record actions block, offered the actions the
 * record's state allows the signed-in user (`allowed`) while they hold the declared `access` on the record.
 */
import { useGetIdentity, useTranslate, type RaRecord } from 'react-admin';
import type { HeaderActions as Declared } from '../../types';
import { useDefinition } from '../DefinitionContext';
import { RecordActions } from './RecordActions';
import { useAccessNow } from '../useAccessNow';

export const HeaderActions = ({ record, declared }: { record: RaRecord; declared: Declared }) => {
  const { definition } = useDefinition();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const canAccess = useAccessNow(declared.access, definition.name);
  return (
    <RecordActions
      record={record}
      actions={declared.actions}
      allowed={canAccess ? declared.allowed(record, identity?.id) : []}
      messages={declared.messages}
      label={translate(declared.label)}
      words={declared.words}
    />
  );
};

export default HeaderActions;
