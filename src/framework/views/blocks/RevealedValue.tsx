/**
 * A value an action's answer shows once (a new client secret): read-only in a field that selects itself on focus, with
 * a copy button, announced as it appears. Words from the record actions' group, `{messages}.revealed.*`.
 */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

export const RevealedValue = ({ value, messages }: { value: string; messages: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const words = `${messages}.revealed`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify(`${words}.copied`, { type: 'success' });
    } catch {
      notify(`${words}.copyFailed`, { type: 'warning' });
    }
  };
  return (
    <Alert severity="warning" role="status" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Typography sx={{ mb: 1.5 }}>{translate(`${words}.showOnce`)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <TextField
          label={translate(`${words}.label`)}
          value={value}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
          onFocus={(event) => event.target.select()}
          fullWidth
          size="small"
        />
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy()} sx={{ flexShrink: 0 }}>
          {translate(`${words}.copy`)}
        </Button>
      </Stack>
    </Alert>
  );
};
