/**
 * Assigning one module to a company (the company's Products tab and the wizard's products step): the same coverage
 * choice as the module's coverage page, made up front. "All schemes (n)" sends no `schemeIds` (the module covers
 * every scheme the company has); "Chosen schemes" shows the schemes with their employers (`ChecklistField`) and sends
 * the ticked ones. Assign is disabled while the request runs and while "Chosen schemes" has none ticked; a refusal
 * stays in the dialog with the choice kept. The dialog is named by its title, opens with focus on the checked choice
 * and gives focus back to its opener on Cancel (MUI's focus trap); after an assignment the caller moves focus on,
 * since the opener leaves the list with the module. The caller mounts it while open.
 * @custom Part of the module coverage (below): the coverage choice made when a module is assigned.
 */
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ActionDialog, ChecklistField, type ChecklistOption } from '../../src/framework/views';
import type { Module } from './api';

const t = (key: string) => `resources.companyProducts.assignDialog.${key}`;

export interface AssignModuleDialogProps {
  module: Pick<Module, 'id' | 'name'>;
  companyName: string;
  /** The company's schemes (`useSchemeOptions`). */
  schemes: ChecklistOption[];
  /** Assigns; `schemeIds` undefined means every scheme. Rejects with the reason to show. */
  onAssign: (schemeIds: string[] | undefined) => Promise<void>;
  /** Closed without assigning (Cancel, Escape). */
  onCancel: () => void;
  /** After a successful assignment, to close the dialog; focus is the caller's to move (the opener has gone). */
  onAssigned: () => void;
}

export const AssignModuleDialog = ({ module, companyName, schemes, onAssign, onCancel, onAssigned }: AssignModuleDialogProps) => {
  const translate = useTranslate();
  const radioLabelId = useId();
  const hintId = useId();
  const [coverage, setCoverage] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<string[]>([]);
  // The dialog opens on its first control, the checked choice (WAI-ARIA dialog pattern), not on its frame: focused as
  // it is attached (the dialog's content mounts a render after the dialog, in its portal), before MUI's focus trap
  // would focus the frame. Stable, so it runs once.
  const focusFirstChoice = useCallback((input: HTMLInputElement | null) => input?.focus(), []);
  const names = { module: module.name, company: companyName };
  const noneChosen = coverage === 'chosen' && chosen.length === 0;

  // A refusal stays in the dialog with the choice, until the choice changes or the next try.
  const assign = useMutation({
    mutationFn: () => onAssign(coverage === 'all' ? undefined : schemes.filter((s) => chosen.includes(s.id)).map((s) => s.id)),
    onSuccess: onAssigned,
  });
  const busy = assign.isPending;

  return (
    <ActionDialog
      title={translate(t('title'), names)}
      action={translate(t('assign'))}
      ready={!noneChosen}
      describedBy={hintId}
      busy={busy}
      error={assign.error}
      onAct={() => assign.mutate()}
      onClose={onCancel}
    >
      <FormControl component="fieldset" sx={{ mb: 2 }}>
        <FormLabel id={radioLabelId} component="legend">
          {translate(t('question'), names)}
        </FormLabel>
        <RadioGroup
          aria-labelledby={radioLabelId}
          value={coverage}
          onChange={(event) => {
            setCoverage(event.target.value === 'chosen' ? 'chosen' : 'all');
            assign.reset();
          }}
        >
          <FormControlLabel
            value="all"
            disabled={busy}
            control={<Radio inputRef={focusFirstChoice} />}
            label={translate(t('all'), { smart_count: schemes.length })}
          />
          <FormControlLabel value="chosen" disabled={busy} control={<Radio />} label={translate(t('chosen'))} />
        </RadioGroup>
      </FormControl>
      {coverage === 'chosen' && (
        <>
          <ChecklistField
            legend={translate(t('legend'), names)}
            options={schemes}
            chosen={chosen}
            onChange={(next) => {
              setChosen(next);
              assign.reset();
            }}
            disabled={busy}
            describedBy={noneChosen ? hintId : undefined}
          />
          {noneChosen && <FormHelperText id={hintId}>{translate(t('noneChosen'))}</FormHelperText>}
        </>
      )}
    </ActionDialog>
  );
};

export default AssignModuleDialog;
