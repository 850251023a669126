import { Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** Spec 2.1: titled 'Permission Denied', with a link 'the Main Page' to root. */
export const PermissionDenied = () => {
  const translate = useTranslate();
  const title = translate('portico.shell.permissionDenied.title');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography>
          {translate('portico.shell.permissionDenied.body')}{' '}
          <MuiLink component={Link} to="/">
            {translate('portico.shell.permissionDenied.link')}
          </MuiLink>
          .
        </Typography>
      </CardContent>
    </Card>
  );
};
