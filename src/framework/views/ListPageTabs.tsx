/**
 * The heading and tabs of a page of lists (`route.listPage`, e.g. Manage Access): each tab is one resource's list,
 * labelled with its plural and linking to its own URL; the list drawn below is the current definition's.
 */
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { listPath } from '../paths';
import type { ListPage } from '../types';
import { useDefinition } from './DefinitionContext';
import { useDefinitions } from './DefinitionsContext';

export const ListPageTabs = ({ page }: { page: ListPage }) => {
  const { definition } = useDefinition();
  const definitions = useDefinitions();
  const translate = useTranslate();
  const title = translate(`resources.${definition.name}.listPage`);
  const lists = page.lists.flatMap((name) => definitions.filter((d) => d.name === name));
  return (
    <>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={listPath(definition)} aria-label={title}>
          {lists.map((list) => (
            <Tab
              key={list.name}
              value={listPath(list)}
              label={translate(`resources.${list.name}.name`, { smart_count: 2 })}
              component={Link}
              to={listPath(list)}
            />
          ))}
        </Tabs>
      </Box>
    </>
  );
};
