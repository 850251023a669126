import { Box, Button, Typography, useTheme } from '@mui/material';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useListContext, useRecordContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import './rowSelection.css';

const stop = (event: MouseEvent) => event.stopPropagation();

/** The browser's checkbox in a 40 px target (rowSelection.css); a click on it never opens the row. */
const SelectionCheckbox = ({
  label,
  checked,
  mixed = false,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  mixed?: boolean;
  disabled?: boolean;
  onChange: () => void;
}) => {
  const colour = useTheme().palette.primary.main;
  const box = useRef<HTMLInputElement>(null);
  // Only a script can set a checkbox "mixed" (some rows of the page chosen); assistive technology reads it as such.
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    // A click on the label is the checkbox's own (the browser passes it to the input, keyboard included); it is
    // stopped here only so that it does not also open the row.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <label className="portico-select" style={{ '--portico-select-colour': colour } as CSSProperties} onClick={stop}>
      <input ref={box} type="checkbox" aria-label={label} checked={checked} disabled={disabled} onChange={onChange} />
    </label>
  );
};

/**
 * The rows chosen on one list, held outside react-admin's list context: a change of selection then draws only the
 * checkboxes whose state changed, the page's checkbox and the selection bar. Through the list context every filter,
 * row and cell of the list was drawn again, which made "select all on the page" the slowest thing an administrator
 * did on a slow computer (docs/performance.md). It lasts as long as the list is open.
 */
class Selection {
  ids: Identifier[] = [];
  private readonly listeners = new Set<() => void>();
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  set = (ids: Identifier[]) => {
    this.ids = ids;
    this.listeners.forEach((listener) => listener());
  };
}

const SelectionContext = createContext<Selection | undefined>(undefined);

/** Holds the selection of the list it is drawn in (around the list's selection bar and table). */
export const SelectionProvider = ({ children }: { children: ReactNode }) => {
  const [selection] = useState(() => new Selection());
  return <SelectionContext.Provider value={selection}>{children}</SelectionContext.Provider>;
};

const useSelectionStore = () => {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('Row selection is used outside a SelectionProvider');
  return selection;
};

/** The chosen rows' ids, and how to change them; the component is drawn again whenever they change. */
export const useRowSelection = () => {
  const selection = useSelectionStore();
  const selectedIds = useSyncExternalStore(selection.subscribe, () => selection.ids);
  return { selectedIds, select: selection.set, clear: () => selection.set([]) };
};

/**
 * A list's row selection with labelled checkboxes ("Select Ada Lovelace"), in place of react-admin's, whose label
 * sits on a span while the input itself has none (axe: unlabelled form field). Used as a Datagrid column: the
 * header selects the page, each row itself; `SelectionBar` shows what is selected and the bulk actions.
 */
export const SelectRowCell = <T extends RaRecord>({ name }: { label?: ReactNode; sortable?: boolean; name: (record: T) => string }) => {
  const translate = useTranslate();
  const record = useRecordContext<T>();
  const selection = useSelectionStore();
  const id = record?.id;
  // Drawn again only when this row's own state changes.
  const checked = useSyncExternalStore(selection.subscribe, () => id !== undefined && selection.ids.includes(id));
  if (!record) return null;
  const toggle = () => selection.set(checked ? selection.ids.filter((other) => other !== record.id) : [...selection.ids, record.id]);
  return <SelectionCheckbox label={translate('portico.forms.selection.row', { name: name(record) })} checked={checked} onChange={toggle} />;
};

/** The column header: selects or clears every row of the page shown. */
export const SelectPageCheckbox = () => {
  const translate = useTranslate();
  const { data = [] } = useListContext();
  const { selectedIds, select, clear } = useRowSelection();
  const onPage = data.map((r) => r.id);
  const chosen = onPage.filter((id) => selectedIds.includes(id)).length;
  const all = onPage.length > 0 && chosen === onPage.length;
  return (
    <SelectionCheckbox
      label={translate('portico.forms.selection.page')}
      checked={all}
      mixed={chosen > 0 && !all}
      disabled={onPage.length === 0}
      onChange={() => (all ? clear() : select([...new Set([...selectedIds, ...onPage])]))}
    />
  );
};

/**
 * Always in its place above the table: what selecting does while nothing is chosen (`hint`, a catalogue key), then how
 * many rows are chosen, the bulk actions given and a way to clear. Appearing only with a selection, it pushed the whole
 * table down: the browser laid out and painted every row again, which made "select all on the page" take twice the
 * time (docs/performance.md). The one status line also makes the count an announcement where the hint was read.
 */
export const SelectionBar = ({ hint, children }: { hint: string; children: ReactNode }) => {
  const translate = useTranslate();
  const { selectedIds, clear } = useRowSelection();
  const chosen = selectedIds.length > 0;
  const count = translate('portico.forms.selection.count', { smart_count: selectedIds.length });
  return (
    <Box
      role={chosen ? 'region' : undefined}
      aria-label={chosen ? count : undefined}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        minHeight: 48,
        bgcolor: chosen ? 'action.selected' : undefined,
      }}
    >
      <Typography variant="body2" sx={{ mr: 1 }} color={chosen ? 'textPrimary' : 'textSecondary'} aria-live="polite">
        {chosen ? count : translate(hint)}
      </Typography>
      {chosen && (
        <>
          {children}
          <Button size="small" onClick={clear}>
            {translate('portico.forms.selection.clear')}
          </Button>
        </>
      )}
    </Box>
  );
};
