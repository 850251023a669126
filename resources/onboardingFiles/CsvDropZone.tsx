/**
 * Where a CSV is dropped or chosen. The native file input stays in the page, visually hidden, so Tab reaches it and
 * Space or Enter opens the chooser; the zone shows its focus ring and what was chosen, by name and size.
 * @custom Part of the upload page: a file chosen or dropped, checked in the browser, then sent as multipart where the
 * data provider speaks JSON; it becomes a block if a second upload screen appears.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Typography } from '@mui/material';
import { useId, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../src/framework/views';
import { MAX_ONBOARDING_BYTES } from '../../src/shared/onboardingRules';

const M = 'resources.onboardingUploads';
/** The upload's limit (contract/portal/onboardingFiles.yaml): said before the upload, not only after a refusal. */
const MAX_MEGABYTES = MAX_ONBOARDING_BYTES / 1_000_000;

const sizeInWords = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${Math.ceil(bytes / 1024)} KB`);

export const CsvDropZone = ({
  file,
  onChoose,
  problem,
}: {
  file: File | null;
  onChoose: (file: File | null) => void;
  problem: string | null;
}) => {
  const translate = useTranslate();
  const inputId = useId();
  const hintId = useId();
  const titleId = useId();
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onChoose(dropped);
  };
  return (
    <Box
      component="label"
      htmlFor={inputId}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        p: 3,
        border: 2,
        borderStyle: 'dashed',
        borderRadius: 1,
        borderColor: problem ? 'error.main' : dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'transparent',
        cursor: 'pointer',
        textAlign: 'center',
        '&:focus-within': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <UploadFileIcon color="action" fontSize="large" />
      <Typography component="span" id={titleId} sx={{ fontWeight: 500 }}>
        {translate(`${M}.file`)}
      </Typography>
      <Typography component="span" id={hintId} variant="body2" color="text.secondary">
        {translate(`${M}.dropHint`, { size: MAX_MEGABYTES })}
      </Typography>
      <Typography component="span" variant="body2" role="status">
        {file ? translate(`${M}.chosen`, { name: file.name, size: sizeInWords(file.size) }) : translate(`${M}.noneChosen`)}
      </Typography>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        aria-invalid={problem ? true : undefined}
        style={visuallyHidden}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
      />
    </Box>
  );
};
