/**
 * The inactivity timeout in the portal's frame (issue 22 item 6): runs the watcher and, two minutes before the
 * session times out, warns in a dialog. Loaded lazily by the frame, the watcher with it: the first load stays as it was.
 *
 * The dialog is an alertdialog (WCAG 2.2.1: the user is told and can extend with one action): it takes the focus to
 * "Stay signed in", and its description, with the time left, is read out as it opens. The countdown is not a live
 * region, which would speak every second.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { watchIdle, type IdlePhase, type IdleWatch } from '../../providers/idle';

const minutesAndSeconds = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

const Warning = ({ signOutAt, onStay }: { signOutAt: number; onStay: () => void }) => {
  const translate = useTranslate();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    // Escape and the backdrop answer as the button does: whoever pressed them is there.
    <Dialog open onClose={onStay} aria-labelledby="idle-title" aria-describedby="idle-body" slotProps={{ paper: { role: 'alertdialog' } }}>
      <DialogTitle id="idle-title">{translate('portico.shell.idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-body">
          {translate('portico.shell.idle.body', { time: minutesAndSeconds(signOutAt - now) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alertdialog puts the focus on its answer */}
        <Button variant="contained" onClick={onStay} autoFocus>
          {translate('portico.shell.idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

const IdleWarning = () => {
  const [phase, setPhase] = useState<IdlePhase>({ warning: false });
  const watch = useRef<IdleWatch>(null);
  useEffect(() => {
    watch.current = watchIdle(setPhase);
    return watch.current.stop;
  }, []);
  return phase.warning ? <Warning signOutAt={phase.signOutAt} onStay={() => watch.current?.staySignedIn()} /> : null;
};

export default IdleWarning;
