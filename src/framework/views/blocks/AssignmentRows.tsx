/**
 * How the assignment tab draws its rows (`rows` in its declaration): a list, each row its image, its name with a
 * chip while its flag is true, its description and the line its coverage adds, its action beside it (below it on a
 * phone, never over it); or a table of the declared columns, the first linking to the row's page. Both are named by
 * their side's title.
 */
import AppsIcon from '@mui/icons-material/Apps';
import {
  Avatar,
  Box,
  Chip,
  Link as MuiLink,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { isSafeDataUrl } from '../../../shared/urls';
import type { AssignmentItem, AssignmentRows as Rows } from '../../types';

export interface RowsProps {
  rows: Rows;
  items: AssignmentItem[];
  labelledBy: string;
  /** The catalogue key of one of the block's words. */
  m: (key: string) => string;
  /** The row's action (Assign, Remove), if the user may act. */
  action?: (item: AssignmentItem) => ReactNode;
  /** A line under a list row's description. */
  line?: (item: AssignmentItem) => ReactNode;
  /** Keeps each list row's element, so focus can move to a row that has just arrived. */
  keep?: (id: string, row: HTMLElement | null) => void;
}

const Image = ({ src }: { src: unknown }) => (
  <ListItemAvatar>
    {/* The name is next to it, so the image is decorative; only https or relative addresses are loaded. */}
    {isSafeDataUrl(src) ? (
      <Avatar variant="rounded" src={src} alt="" />
    ) : (
      <Avatar variant="rounded">
        <AppsIcon aria-hidden />
      </Avatar>
    )}
  </ListItemAvatar>
);

const ItemList = ({ list, items, labelledBy, m, action, line, keep }: RowsProps & { list: Extract<Rows, { list: unknown }>['list'] }) => {
  const translate = useTranslate();
  return (
    <List aria-labelledby={labelledBy} dense>
      {items.map((item) => {
        const act = action?.(item);
        return (
          <ListItem
            key={item.id}
            ref={(row: HTMLLIElement | null) => keep?.(item.id, row)}
            divider
            sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, columnGap: 2 }}
          >
            <Image src={item[list.image]} />
            <ListItemText
              primary={
                <>
                  {/* Focus lands on the name when the row has no link and has just been given. */}
                  <span tabIndex={-1} data-row-name="">
                    {item.name}
                  </span>
                  {item[list.flag] === true && <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={translate(m('flag'))} />}
                </>
              }
              secondaryTypographyProps={{ component: 'div' }}
              secondary={
                <>
                  <Typography variant="body2">{String(item[list.description] ?? '')}</Typography>
                  {line?.(item)}
                </>
              }
            />
            {act && <Box sx={{ flexShrink: 0, ml: { xs: 7, sm: 0 }, mb: { xs: 1, sm: 0 } }}>{act}</Box>}
          </ListItem>
        );
      })}
    </List>
  );
};

const ItemTable = ({ table, items, labelledBy, m, action }: RowsProps & { table: Extract<Rows, { table: unknown }>['table'] }) => {
  const translate = useTranslate();
  const [first, ...others] = table.columns;
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableHead>
        <TableRow>
          {table.columns.map((source) => (
            <TableCell key={source}>{translate(m(`columns.${source}`))}</TableCell>
          ))}
          {action && <TableCell>{translate(m('actions'))}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell>
              <MuiLink component={Link} to={table.link.replace('{id}', encodeURIComponent(item.id))}>
                {String(item[first!] ?? '')}
              </MuiLink>
            </TableCell>
            {others.map((source) => (
              <TableCell key={source}>{String(item[source] ?? '')}</TableCell>
            ))}
            {action && <TableCell>{action(item)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const AssignmentRows = (props: RowsProps) =>
  'list' in props.rows ? <ItemList {...props} list={props.rows.list} /> : <ItemTable {...props} table={props.rows.table} />;
