/**
 * What a screen shows while its code is on its way (each screen is loaded with the first visit that needs it) and
 * while access is judged: the shape of the screen to come, from the first frame and announced once as loading.
 * react-admin's `Loading` holds back for a second, which left the content area blank meanwhile.
 */
import { Box, Card, CardContent, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ViewKind } from '../types';
import { useDefinition } from './DefinitionContext';
import { ListSkeleton } from './ListSkeleton';
import { visuallyHidden } from './visuallyHidden';

const MAX_FIELDS = 6;

/** A record or form screen: a card of label-and-field shapes, as many as the screen has fields (up to six). */
const RecordSkeleton = ({ view }: { view: Exclude<ViewKind, 'list'> }) => {
  const { definition } = useDefinition();
  const translate = useTranslate();
  const placed = definition.fields.filter((f) => (view === 'create' ? f.create : view === 'update' ? f.edit : f.show));
  const count = Math.min(Math.max(placed.length, 3), MAX_FIELDS);
  return (
    <Card role="status" aria-busy sx={{ mt: { xs: 1, sm: 2 } }}>
      <Box component="span" sx={visuallyHidden}>
        {translate('portico.shell.busy')}
      </Box>
      <CardContent aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          <Box key={i} sx={{ mb: 2, maxWidth: 480 }}>
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="rounded" height={40} />
          </Box>
        ))}
      </CardContent>
    </Card>
  );
};

export const ViewSkeleton = ({ view }: { view: ViewKind }) => (view === 'list' ? <ListSkeleton /> : <RecordSkeleton view={view} />);
