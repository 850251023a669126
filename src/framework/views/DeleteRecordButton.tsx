/**
 * Delete on a record's form toolbar. A definition with `deleteConfirmation` asks for the record's name typed exactly
 * and lists what goes with it (with counts where its hook knows them); otherwise react-admin's confirm-less
 * pessimistic DeleteButton. Either way the user lands on the list with a notification.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import {
  DeleteButton,
  useDelete,
  useGetRecordRepresentation,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { listPath, recordMeta } from '../paths';
import type { ResourceDefinition } from '../types';
import { useDefinition } from './DefinitionContext';

const noCounts = () => ({});

const Consequences = ({ definition, record, open }: { definition: ResourceDefinition; record: RaRecord; open: boolean }) => {
  const translate = useTranslate();
  const { consequencesKey, consequences, useCounts = noCounts } = definition.deleteConfirmation!;
  const counts: Record<string, number | undefined> = useCounts(record, open);
  return (
    <ul>
      {consequences.map((item) => (
        <li key={item}>
          {translate(`resources.${definition.name}.${consequencesKey}.${item}`)}
          {counts[item] === undefined ? '' : ` (${counts[item]})`}
        </li>
      ))}
    </ul>
  );
};

const TypedDeleteButton = () => {
  const { definition, parentValues, mode } = useDefinition();
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const represent = useGetRecordRepresentation(definition.name);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, { isPending }] = useDelete();
  const titleId = useId();
  const inputId = useId();
  if (!record) return null;
  const name = String(represent(record));
  const close = () => {
    setOpen(false);
    setTyped('');
    setProblem(null);
  };
  const confirm = () =>
    remove(
      definition.name,
      { id: record.id, previousData: record, meta: recordMeta(definition, parentValues) },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          close();
          notify('portico.forms.delete.done', { type: 'info', messageArgs: { name } });
          redirect(listPath(definition, parentValues, mode));
        },
        // The dialog stays open with the reason; nothing was deleted.
        onError: (error) => setProblem(error instanceof Error ? error.message : String(error)),
      },
    );
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {translate('portico.forms.delete.button')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate('portico.forms.delete.title', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText component="div">
            {translate('portico.forms.delete.intro', { name })}
            <Consequences definition={definition} record={record} open={open} />
          </DialogContentText>
          <TextField
            id={inputId}
            label={translate('portico.forms.delete.confirmLabel', { name })}
            helperText={translate('portico.forms.delete.confirmHelp')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            fullWidth
            margin="normal"
          />
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('portico.forms.delete.cancel')}</Button>
          {/* Exactly the name: no trimming or case folding, so a slip of the keyboard cannot delete the wrong company. */}
          <Button color="error" variant="contained" disabled={typed !== name || isPending} onClick={confirm}>
            {translate('portico.forms.delete.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

export const DeleteRecordButton = () => {
  const { definition, parentValues, mode } = useDefinition();
  if (definition.deleteConfirmation?.typeToConfirm) return <TypedDeleteButton />;
  return <DeleteButton mutationMode="pessimistic" redirect={() => listPath(definition, parentValues, mode)} />;
};
