import { Pagination, useListContext, type PaginationProps } from 'react-admin';

/**
 * react-admin's pagination, hidden when the list failed to load (a stale "1–25 of 25" under an error is a lie). On a
 * phone react-admin leaves its page buttons to MUI, which the theme names from the catalogue (src/shared/theme.ts).
 */
export const ListPagination = (props: PaginationProps) => {
  const { error } = useListContext();
  if (error) return null;
  return <Pagination {...props} />;
};
