import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A part of a wizard's progress summary, named by its heading. */
export const SummarySection = ({ heading, children }: { heading: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h3">
        {heading}
      </Typography>
      {children}
    </Box>
  );
};
