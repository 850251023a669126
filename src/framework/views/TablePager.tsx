import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

interface TablePagerProps {
  count: number;
  /** From 0. */
  page: number;
  onPageChange: (page: number) => void;
  rowsPerPage: number;
  rowsPerPageOptions: number[];
  onRowsPerPageChange?: (rowsPerPage: number) => void;
}

/** A pager for a table paged by hand (not a react-admin list), in the catalogue's words as react-admin's lists are. */
export const TablePager = ({ count, page, onPageChange, rowsPerPage, rowsPerPageOptions, onRowsPerPageChange }: TablePagerProps) => {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={rowsPerPageOptions}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={onRowsPerPageChange && ((event) => onRowsPerPageChange(Number(event.target.value)))}
      labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
      labelDisplayedRows={({ from, to, count: total }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })
      }
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
    />
  );
};
