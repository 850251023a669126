import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useStepPaths } from './useStepPaths';

/** A later step opened directly (deep link, reload) without the earlier steps' answers sends back to step one. */
export const RequireDraft = ({ ready, children }: { ready: boolean; children: ReactNode }) => {
  const translate = useTranslate();
  const paths = useStepPaths();
  if (ready) return <>{children}</>;
  return (
    <Alert
      severity="info"
      action={
        <Button component={Link} to={paths.personal} color="inherit" size="small">
          {translate('resources.users.wizard.startAgain')}
        </Button>
      }
    >
      {translate('resources.users.wizard.missingDraft')}
    </Alert>
  );
};
