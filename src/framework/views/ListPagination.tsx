import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';

/**
 * react-admin's pagination with two fixes: it hides when the list failed to load (a stale "1–25 of 25" under an error
 * is a lie), and its page buttons are named from the catalogue on a phone too, where react-admin leaves MUI's English.
 */
export const ListPagination = (props: PaginationProps) => {
  const translate = useTranslate();
  const { error } = useListContext();
  if (error) return null;
  // PaginationProps leaves out TablePagination's getItemAriaLabel, which react-admin passes through all the same.
  const pageButtonNames = { getItemAriaLabel: (type: string) => translate(`ra.navigation.${type}`) } as PaginationProps;
  return <Pagination {...pageButtonNames} {...props} />;
};
