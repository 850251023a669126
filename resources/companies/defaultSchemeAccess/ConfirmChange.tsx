/**
 * The confirmation of a change: says whom it affects and what they will see, before anything is sent.
 * @custom Part of the default scheme access panel (below).
 */
import { Typography } from '@mui/material';
import { Confirm, useTranslate } from 'react-admin';
import { fullName, type AccessChange, type CompanyAccess } from './api';

const K = 'resources.defaultSchemeAccessAudits';

interface Props {
  change: AccessChange | null;
  access: CompanyAccess;
  companyName: string;
  saving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export const ConfirmChange = ({ change, access, companyName, saving, onConfirm, onClose }: Props) => {
  const translate = useTranslate();
  if (!change) return null;
  let title: string;
  let sentences: string[];
  if (change.kind === 'company') {
    // Users with a setting of their own are not affected by the company default.
    const following = access.users.filter((u) => u.scope === 'Default').length;
    const own = access.users.length - following;
    title = translate(`${K}.confirm.company.title.${change.value}`, { company: companyName });
    sentences = [translate(`${K}.confirm.company.content.${change.value}`, { smart_count: following })];
    if (own > 0) sentences.push(translate(`${K}.confirm.company.kept`, { smart_count: own }));
  } else {
    const user = fullName(change.user);
    const key = change.kind === 'user' ? change.value : 'reset';
    title = translate(`${K}.confirm.user.title.${key}`, { user });
    sentences = [
      translate(`${K}.confirm.user.content.${key}`, {
        user,
        company: companyName,
        value: translate(`${K}.toggle.${access.defaultSchemeAccess}`).toLowerCase(),
      }),
    ];
  }
  return (
    <Confirm
      isOpen
      loading={saving}
      title={title}
      content={
        <>
          {sentences.map((s) => (
            <Typography key={s} sx={{ mb: 1 }}>
              {s}
            </Typography>
          ))}
        </>
      }
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};
