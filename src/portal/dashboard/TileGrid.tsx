import { Grid } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { ModuleTileCard } from './ModuleTileCard';
import type { ModuleTile } from './modules';

/** 1 tile a row on phones, 2 on tablets, 4 on desktops. */
interface TileGridProps {
  tiles: ModuleTile[];
  /** The user's role in each module (productId → role name), where they have one. */
  roles?: Map<string, string>;
  action?: (tile: ModuleTile) => ReactNode;
  /** Titles link to their modules (default: when there is no action). */
  linked?: boolean;
}

/** Memoised: the dashboard draws again as each of its answers arrives, and the tiles are most of what it draws. */
export const TileGrid = memo(({ tiles, roles, action, linked }: TileGridProps) => (
  <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
    {tiles.map((tile) => (
      <Grid key={tile.id} size={{ xs: 12, sm: 6, md: 3 }} component="li">
        <ModuleTileCard tile={tile} role={roles?.get(tile.id)} action={action?.(tile)} linked={linked} />
      </Grid>
    ))}
  </Grid>
));
TileGrid.displayName = 'TileGrid';
