import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WidgetsIcon from '@mui/icons-material/Widgets';
import { Avatar, Box, Card, CardActions, CardContent, Collapse, IconButton, Link, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { externalLinkProps } from '../../shared/urls';
import type { ModuleTile } from './modules';

interface ModuleTileCardProps {
  tile: ModuleTile;
  /** The user's role in this module for the selected company. */
  role?: string;
  action?: ReactNode;
  /** The title links to the module; not for a module the user cannot open (a demo, or one without access). */
  linked?: boolean;
}

/**
 * A module: logo or icon, title (a link to the module), the user's role in it, and a description that expands
 * with an arrow button.
 */
export const ModuleTileCard = ({ tile, role, action, linked = !action }: ModuleTileCardProps) => {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const toggleLabel = translate(expanded ? 'portico.shell.dashboard.collapseDescription' : 'portico.shell.dashboard.showDescription', {
    title: tile.title,
  });
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flexGrow: 1 }}>
        {tile.logoUrl ? (
          <Box component="img" src={tile.logoUrl} alt="" sx={{ width: 48, height: 48, objectFit: 'contain' }} />
        ) : (
          <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }} aria-hidden>
            <WidgetsIcon />
          </Avatar>
        )}
        <Typography variant="h6" component="h3">
          {!linked ? (
            tile.title
          ) : (
            <Link href={tile.address} underline="hover" {...(tile.external ? externalLinkProps : {})}>
              {tile.title}
              {tile.external && (
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {translate('portico.shell.dashboard.opensInNewTab')}
                </Box>
              )}
            </Link>
          )}
        </Typography>
      </CardContent>
      {role && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
          {translate('portico.shell.dashboard.yourRole', { role })}
        </Typography>
      )}
      <CardActions sx={{ justifyContent: action ? 'space-between' : 'flex-end' }}>
        {action}
        {tile.description && (
          <IconButton
            onClick={() => setExpanded((v) => !v)}
            aria-label={toggleLabel}
            aria-expanded={expanded}
            aria-controls={descriptionId}
          >
            {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        )}
      </CardActions>
      <Collapse in={expanded} id={descriptionId}>
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {tile.description}
          </Typography>
        </CardContent>
      </Collapse>
    </Card>
  );
};

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
