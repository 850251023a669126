/**
 * What a generated list shows before it has rows, from the first frame: react-admin's own placeholders (its `Loading`,
 * its table's loading rows) hold back for a second, leaving a blank card meanwhile. The rows are the list's columns
 * in grey; the whole is announced once as loading.
 */
import { Box, Card, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDefinition } from './DefinitionContext';
import { visuallyHidden } from './visuallyHidden';

const ROWS = 3;

/** Inside the list's card while its first page is on the way: a header and three rows of the list's columns. */
export const ListRowsSkeleton = () => {
  const { definition } = useDefinition();
  const translate = useTranslate();
  const columns = Math.max(definition.fields.filter((f) => f.list).length, 1);
  return (
    <Box role="status" aria-busy sx={{ px: 2, py: 0.5 }}>
      <Box component="span" sx={visuallyHidden}>
        {translate('portico.shell.busy')}
      </Box>
      {Array.from({ length: ROWS + 1 }, (_, row) => (
        <Box
          key={row}
          aria-hidden
          sx={{
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            columnGap: 4,
            py: 0.75,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {Array.from({ length: columns }, (_, column) => (
            <Skeleton key={column} variant="text" width={row === 0 ? '50%' : '80%'} />
          ))}
        </Box>
      ))}
    </Box>
  );
};

/**
 * The list before its own code has arrived: the toolbar's place (the search box's shape where the list has one), then
 * its card with the placeholder rows, so nothing moves when the list takes over.
 */
export const ListSkeleton = () => {
  const { definition } = useDefinition();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', minHeight: { xs: 48, sm: 64 }, pb: 0.5 }}>
        {definition.route.search !== false && <Skeleton variant="rounded" width={240} height={40} />}
      </Box>
      <Card>
        <ListRowsSkeleton />
      </Card>
    </Box>
  );
};
