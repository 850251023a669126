import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

const COLOURS = {
  Active: 'success',
  Invited: 'info',
  SetupIncomplete: 'warning',
  Deactivated: 'default',
} as const;

export const StatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant={status === 'Deactivated' ? 'outlined' : 'filled'}
      color={COLOURS[status as keyof typeof COLOURS] ?? 'default'}
      label={translate(`resources.users.status.${status}`, { _: status })}
    />
  );
};
