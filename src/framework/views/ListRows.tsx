import { alpha, lighten, type Theme } from '@mui/material/styles';
import { Children, isValidElement, memo, type ReactElement } from 'react';
import { DatagridBody, useRecordContext, type DatagridRowProps } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { classNames } from '../../shared/classNames';

/** Props a row ignores: the portal's lists draw selection in their own cells (RowSelection), never on the row. */
const SELECTION = new Set<string>(['selected', 'onToggleItem']);

const sameRow = (before: DatagridRowProps, after: DatagridRowProps) => {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].every((key) => SELECTION.has(key) || before[key as keyof DatagridRowProps] === after[key as keyof DatagridRowProps]);
};

type Column = ReactElement<{ source?: string; textAlign?: 'left' | 'right' | 'center'; cellClassName?: string }>;

/**
 * A list row as plain table elements, its look the body's one style (ROWS). react-admin's row draws each cell as its
 * DatagridCell, MUI's TableCell and an emotion-styled `td`, and the row as a styled `tr`: with the fields inside them,
 * about a hundred components a row, most of the work of drawing a page (docs/performance.md). The classes are
 * react-admin's and MUI's, so what targets them (the Datagrid's own styles, tests) finds the same row.
 *
 * Drawn again only when its record, its columns or how it opens change: react-admin's row is drawn again with every
 * change of the list (a page asked for, a selection, a fetch starting), every cell with it. Its record comes from
 * context, so new rows still draw when their page arrives.
 *
 * `rowClick` is a function giving the record's path, or false: what the portal's lists pass (react-admin's named
 * targets such as 'edit' have no URL here, and no list uses them). No list passes `expand` or `rowSx` either, and
 * this row draws neither.
 */
const ListRow = memo(function ListRow({ id, className, resource, rowClick, hover = true, style, children }: DatagridRowProps) {
  const record = useRecordContext();
  const navigate = useNavigate();
  const onClick =
    typeof rowClick === 'function' && record
      ? async () => {
          const path = await rowClick(record.id, resource ?? '', record);
          if (path) navigate(path, { state: { _scrollToTop: true } });
        }
      : undefined;
  return (
    <tr
      className={classNames('MuiTableRow-root', className, hover && 'MuiTableRow-hover', onClick && 'RaDatagrid-clickableRow')}
      style={style}
      onClick={onClick}
    >
      {Children.map(children, (field, index) => {
        if (!isValidElement(field)) return null;
        const { source, textAlign, cellClassName } = (field as Column).props;
        return (
          <td
            key={`${id}-${source ?? index}`}
            className={classNames('MuiTableCell-root MuiTableCell-body', `column-${source}`, 'RaDatagrid-rowCell', cellClassName)}
            style={textAlign && textAlign !== 'left' ? { textAlign } : undefined}
          >
            {field}
          </td>
        );
      })}
    </tr>
  );
}, sameRow);

/** MUI's small body TableCell and hover TableRow, from the theme, once for the whole body. */
const ROWS = (theme: Theme) =>
  ({
    '& > tr': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
    '& > tr.MuiTableRow-hover:hover': { backgroundColor: theme.palette.action.hover },
    '& > tr > td': {
      fontFamily: theme.typography.body2.fontFamily,
      fontWeight: theme.typography.body2.fontWeight,
      fontSize: theme.typography.body2.fontSize,
      lineHeight: theme.typography.body2.lineHeight,
      letterSpacing: theme.typography.body2.letterSpacing,
      display: 'table-cell',
      verticalAlign: 'inherit',
      textAlign: 'left',
      padding: '6px 16px',
      color: theme.palette.text.primary,
      borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
    },
  }) as const;

/** The body for a portal list's `<Datagrid body={…}>`. */
export const listBody = <DatagridBody row={<ListRow />} sx={ROWS} />;
