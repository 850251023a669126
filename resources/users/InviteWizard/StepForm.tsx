/**
 * A wizard step's form: starts from the draft, writes every change back to it (so Back, Next and the browser's
 * history keep what was typed), and has Back / primary buttons.
 */
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Stack } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Form, SaveButton } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useDraft, type InviteDraft } from './draft';

const DraftSync = ({ fields }: { fields: (keyof InviteDraft)[] }) => {
  const { update } = useDraft();
  const values = useWatch();
  const { formState } = useFormContext();
  useEffect(() => {
    if (!formState.isDirty) return;
    update(Object.fromEntries(fields.map((f) => [f, values[f]])) as InviteDraft);
    // `values` is a new object on every render; compare by content so writing the draft cannot loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- values by content (above); `fields` and `update` are fixed for a step, and listing a caller's inline array would re-run this on every render
  }, [JSON.stringify(values), formState.isDirty]);
  return null;
};

export type StepErrors = Record<string, string> | undefined;

export const StepForm = ({
  fields,
  onSubmit,
  back,
  submitLabel = 'resources.users.wizard.next',
  initial = {},
  feedback,
  children,
}: {
  fields: (keyof InviteDraft)[];
  onSubmit: (values: InviteDraft) => Promise<StepErrors> | StepErrors;
  back?: string;
  submitLabel?: string;
  /** Starting values for fields the draft does not have yet. */
  initial?: InviteDraft;
  /** Under the buttons: what became of the last attempt (spec 8: the server's refusal under the form). */
  feedback?: ReactNode;
  children: ReactNode;
}) => {
  const { draft } = useDraft();
  const navigate = useNavigate();
  // Read once: react-admin's Form resets whenever its defaultValues change, which would fight the draft sync.
  const [defaults] = useState(() => Object.fromEntries(fields.map((f) => [f, draft[f] ?? initial[f] ?? (f === 'companyIds' ? [] : '')])));
  return (
    <Form defaultValues={defaults} onSubmit={onSubmit as never} noValidate disableInvalidFormNotification>
      <DraftSync fields={fields} />
      <Stack spacing={1} sx={{ maxWidth: 560 }}>
        {children}
        <Stack direction="row" spacing={2}>
          {back && <Button label="resources.users.wizard.back" variant="outlined" size="medium" onClick={() => navigate(back)} />}
          <Box>
            <SaveButton label={submitLabel} icon={<ArrowForwardIcon />} alwaysEnable />
          </Box>
        </Stack>
        {feedback}
      </Stack>
    </Form>
  );
};
