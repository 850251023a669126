/**
 * The command palette's dialog: a combobox over a listbox of destinations grouped by kind (WAI-ARIA combobox
 * pattern): arrows move, Enter goes, Escape closes; the number of results is announced. Recent destinations come
 * first while the box is empty.
 */
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  InputAdornment,
  List,
  ListItem,
  ListSubheader,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { visuallyHidden } from '../../framework/views/visuallyHidden';
import { usePaletteEntries, type PaletteEntry } from './usePaletteEntries';
import { recentEntries, remember } from './recent';

const groupsOf = (entries: PaletteEntry[]) => {
  const groups = new Map<string, PaletteEntry[]>();
  for (const entry of entries) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return [...groups.entries()];
};

const PaletteDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { entries, screens, searching, failedKinds } = usePaletteEntries(text);
  const recent = useMemo(() => recentEntries(screens, translate('portico.shell.palette.recent')), [screens, translate]);
  const shown = text.trim() ? entries : recent;
  const current = shown[Math.min(active, shown.length - 1)];
  const optionId = (entry: PaletteEntry) => `${id}-${shown.indexOf(entry)}`;

  const go = (entry: PaletteEntry | undefined) => {
    if (!entry) return;
    remember(entry);
    onClose();
    navigate(entry.to);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (shown.length === 0 ? 0 : (Math.min(i, shown.length - 1) + step + shown.length) % shown.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(current);
    }
  };

  const status = !text.trim()
    ? translate('portico.shell.palette.hint')
    : searching
      ? translate('portico.shell.palette.searching')
      : shown.length === 0
        ? translate('portico.shell.palette.none', { text: text.trim() })
        : translate('portico.shell.palette.results', { smart_count: shown.length });

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id={`${id}-title`} sx={visuallyHidden}>
        {translate('portico.shell.palette.title')}
      </DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        <Box sx={{ p: 2, pb: 1 }}>
          <TextField
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the user opened this dialog to type: focus goes to its field (ARIA dialog pattern)
            autoFocus
            fullWidth
            value={text}
            label={translate('portico.shell.palette.input')}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden />
                  </InputAdornment>
                ),
              },
              htmlInput: {
                role: 'combobox',
                'aria-expanded': shown.length > 0,
                'aria-controls': `${id}-listbox`,
                'aria-autocomplete': 'list',
                'aria-activedescendant': current ? optionId(current) : undefined,
                'aria-describedby': `${id}-status`,
              },
            }}
          />
          <Typography id={`${id}-status`} variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
            {status}
          </Typography>
          {failedKinds.length > 0 && (
            <Typography variant="body2" color="error" role="alert">
              {translate('portico.shell.palette.failed', { kinds: failedKinds.join(', ') })}
            </Typography>
          )}
        </Box>
        <List id={`${id}-listbox`} role="listbox" aria-label={translate('portico.shell.palette.title')} dense sx={{ pb: 1 }}>
          {groupsOf(shown).map(([group, items]) => (
            <Box key={group} role="group" aria-label={group}>
              <ListSubheader aria-hidden component="div" sx={{ lineHeight: 2.5 }}>
                {group}
              </ListSubheader>
              {items.map((entry) => {
                const selected = entry === current;
                return (
                  <ListItem
                    key={entry.key}
                    id={optionId(entry)}
                    role="option"
                    aria-selected={selected}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => go(entry)}
                    sx={{ cursor: 'pointer', px: 3, bgcolor: selected ? 'action.selected' : undefined, display: 'block' }}
                  >
                    <Typography variant="body2">{entry.label}</Typography>
                    {entry.detail && (
                      <Typography variant="caption" color="text.secondary">
                        {entry.detail}
                      </Typography>
                    )}
                  </ListItem>
                );
              })}
            </Box>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
};

export default PaletteDialog;
