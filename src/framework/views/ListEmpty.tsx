import { Box, Button, Typography } from '@mui/material';
import { useListContext, useResourceContext, useTranslate } from 'react-admin';

/**
 * What an empty list says, in the resource's own words ("No retention policies yet."), and when a search or filter
 * emptied it, says so and offers to clear them. react-admin's default names the resource with its capitalised label.
 */
export const ListEmpty = () => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.values(filterValues ?? {}).some((v) => v !== undefined && v !== '');
  const key = filtered ? 'noMatches' : 'empty';
  const fallback = translate(filtered ? 'ra.navigation.no_filtered_results' : 'ra.navigation.no_results');
  return (
    <Box sx={{ p: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">{translate(`resources.${resource}.${key}`, { _: fallback })}</Typography>
      {filtered && (
        <Button size="small" onClick={() => setFilters({}, [])}>
          {translate('ra.navigation.clear_filters')}
        </Button>
      )}
    </Box>
  );
};
