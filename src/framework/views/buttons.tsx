/**
 * Buttons that go to our spec-shaped URLs (react-admin's own Create/Edit/Show buttons hard-code
 * `/name/...`), shown only when the user may take the action.
 */
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { createPath, recordPath } from '../paths';
import { useDefinition } from './DefinitionContext';
import { useAccessNow } from './useAccessNow';

export const CreateLinkButton = () => {
  const { definition, parentValues, mode } = useDefinition();
  const canAccess = useAccessNow('create', definition.name);
  if (!canAccess || !definition.route.views.create) return null;
  return (
    <Button component={Link} to={createPath(definition, parentValues, mode)} label="ra.action.create">
      <AddIcon />
    </Button>
  );
};

export const RecordLinkButton = ({ view }: { view: 'update' | 'view' }) => {
  const { definition, parentValues } = useDefinition();
  const record = useRecordContext();
  // Decided as the record draws (useAccessNow): asked of react-admin, the link came a moment after the record's fields.
  const canAccess = useAccessNow(view === 'update' ? 'edit' : 'show', definition.name);
  if (!record || !canAccess || !definition.route.views[view]) return null;
  return (
    <Button
      component={Link}
      to={recordPath(definition, view, record.id, parentValues)}
      label={view === 'update' ? 'ra.action.edit' : 'ra.action.show'}
    >
      {view === 'update' ? <EditIcon /> : <VisibilityIcon />}
    </Button>
  );
};
