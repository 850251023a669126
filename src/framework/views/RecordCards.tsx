import { Card, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { Box } from '@mui/material';
import { Fragment } from 'react';
import { RecordContextProvider, useListContext, useTranslateLabel, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ResourceDefinition } from '../types';
import { renderColumn } from './fieldComponents';
import { ListEmpty } from './ListEmpty';

/**
 * A list on a phone: one card per record with every column as a label and value, stacked, so nothing is wider than
 * the screen. The first value links to the record, as the table's first column does.
 */
export const RecordCards = ({ definition, open }: { definition: ResourceDefinition; open?: (id: Identifier) => string }) => {
  const { data } = useListContext();
  const translateLabel = useTranslateLabel();
  const fields = definition.fields.filter((f) => f.list);
  // While the first page loads, card-shaped placeholders hold the page's shape (no blank card, no jump).
  if (!data)
    return (
      <Box sx={{ p: 1, display: 'grid', gap: 1 }} aria-hidden>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} variant="rounded" height={24 * Math.max(fields.length, 2)} />
        ))}
      </Box>
    );
  if (data.length === 0) return <ListEmpty />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1 }}>
      {data.map((record) => (
        <RecordContextProvider value={record} key={record.id}>
          <Card component="li" variant="outlined" sx={{ p: 1.5 }}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
                columnGap: 1.5,
                rowGap: 0.5,
                overflowWrap: 'anywhere',
              }}
            >
              {fields.map((field, index) => (
                <Fragment key={field.source}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {translateLabel({ source: field.source, resource: definition.name })}
                  </Typography>
                  <Box component="dd" sx={{ m: 0 }}>
                    {index === 0 && open ? (
                      <MuiLink component={Link} to={open(record.id)}>
                        {renderColumn(definition, field)}
                      </MuiLink>
                    ) : (
                      renderColumn(definition, field)
                    )}
                  </Box>
                </Fragment>
              ))}
            </Box>
          </Card>
        </RecordContextProvider>
      ))}
    </Box>
  );
};
