import { Box, Button, Checkbox, Typography } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { useListContext, useRecordContext, useTranslate, type RaRecord } from 'react-admin';

const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A list's row selection with labelled checkboxes ("Select Ada Lovelace"), in place of react-admin's, whose label
 * sits on a span while the input itself has none (axe: unlabelled form field). Used as a Datagrid column: the
 * header selects the page, each row itself; `SelectionBar` shows what is selected and the bulk actions.
 */
export const SelectRowCell = <T extends RaRecord>({ name }: { label?: ReactNode; sortable?: boolean; name: (record: T) => string }) => {
  const translate = useTranslate();
  const record = useRecordContext<T>();
  const { selectedIds, onToggleItem } = useListContext();
  if (!record) return null;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onClick={stop}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': translate('portico.forms.selection.row', { name: name(record) }) } }}
    />
  );
};

/** The column header: selects or clears every row of the page shown. */
export const SelectPageCheckbox = () => {
  const translate = useTranslate();
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext();
  const onPage = data.map((r) => r.id);
  const chosen = onPage.filter((id) => selectedIds.includes(id)).length;
  const all = onPage.length > 0 && chosen === onPage.length;
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={chosen > 0 && !all}
      disabled={onPage.length === 0}
      onClick={stop}
      onChange={() => (all ? onUnselectItems() : onSelect([...new Set([...selectedIds, ...onPage])]))}
      slotProps={{ input: { 'aria-label': translate('portico.forms.selection.page') } }}
    />
  );
};

/** Shown while rows are selected: how many, the bulk actions given, and a way to clear the selection. */
export const SelectionBar = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  if (selectedIds.length === 0) return null;
  return (
    <Box
      role="region"
      aria-label={translate('portico.forms.selection.count', { smart_count: selectedIds.length })}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1, bgcolor: 'action.selected' }}
    >
      <Typography variant="body2" sx={{ mr: 1 }} aria-live="polite">
        {translate('portico.forms.selection.count', { smart_count: selectedIds.length })}
      </Typography>
      {children}
      <Button size="small" onClick={() => onUnselectItems()}>
        {translate('portico.forms.selection.clear')}
      </Button>
    </Box>
  );
};
