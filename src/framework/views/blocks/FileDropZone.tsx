/**
 * Where a file is dropped or chosen, for a screen that sends it itself (the `image` field type's UploadInput is the
 * form's). The native file input stays in the page, visually hidden, so Tab reaches it and Space or Enter opens the
 * chooser; the zone shows its focus ring and what was chosen, by name and size, and says the size limit (`maxBytes`)
 * before the upload rather than only after a refusal. `problem`: a refusal to show as the zone's error. `messages`: a
 * full catalogue key, the group with `file` (its name), `dropHint` (`%{size}` in MB), `chosen` (`%{name}`,
 * `%{size}`) and `noneChosen`.
 */
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Typography } from '@mui/material';
import { useId, useState, type DragEvent } from 'react';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../visuallyHidden';

const sizeInWords = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${Math.ceil(bytes / 1024)} KB`);

export const FileDropZone = ({
  file,
  onChoose,
  problem,
  accept,
  maxBytes,
  messages,
}: {
  file: File | null;
  onChoose: (file: File | null) => void;
  problem: string | null;
  accept: string;
  maxBytes: number;
  messages: string;
}) => {
  const translate = useTranslate();
  const inputId = useId();
  const hintId = useId();
  const titleId = useId();
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    // Undefined when nothing droppable was dropped (text, say): the index type does not say so.
    const dropped = event.dataTransfer.files[0] as File | undefined;
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
        {translate(`${messages}.file`)}
      </Typography>
      <Typography component="span" id={hintId} variant="body2" color="text.secondary">
        {translate(`${messages}.dropHint`, { size: maxBytes / 1_000_000 })}
      </Typography>
      <Typography component="span" variant="body2" role="status">
        {file ? translate(`${messages}.chosen`, { name: file.name, size: sizeInWords(file.size) }) : translate(`${messages}.noneChosen`)}
      </Typography>
      <input
        id={inputId}
        type="file"
        accept={accept}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        aria-invalid={problem ? true : undefined}
        style={visuallyHidden}
        onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
      />
    </Box>
  );
};
