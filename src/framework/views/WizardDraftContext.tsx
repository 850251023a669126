/**
 * A draft wizard's draft: what its steps have collected, kept per wizard outside the step forms, so moving between
 * steps (buttons or the browser's back and forward) unmounts a step's form but not what was typed in it. Held in
 * memory only (it may carry personal data), per signed-in person, and dropped once the record is created or the
 * person leaves the wizard.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createPath, recordPath } from '../paths';
import type { DraftValues, DraftWizard, WizardDefinition } from '../types';
import { useDefinition } from './DefinitionContext';
import { stepPath } from './Wizard';

interface Kept {
  values: DraftValues;
  /** What inputs set aside to offer again (the companies chosen before All), by field source; not input. */
  aside?: DraftValues;
  /** The link (its query) whose starting values the draft holds; not input. */
  prefilledFrom?: string;
}

const drafts = new Map<string, Kept>();

const hasInput = (values: DraftValues) =>
  Object.values(values).some((v) => (Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : false));

interface DraftContextValue {
  draft: DraftValues;
  update: (patch: DraftValues) => void;
  discard: () => void;
  /** Something was typed that would be lost by leaving. */
  dirty: boolean;
  prefilledFrom?: string;
  /** Starts the draft afresh from a link's values (`null`: the link names none, and the draft stays). */
  prefill: (link: string, values: DraftValues | null) => void;
  aside: DraftValues;
  setAside: (source: string, value: unknown) => void;
  wizard: WizardDefinition & { draft: DraftWizard };
}

const DraftContext = createContext<DraftContextValue | null>(null);

export const DraftProvider = ({
  draftKey,
  wizard,
  children,
}: {
  draftKey: string;
  wizard: WizardDefinition & { draft: DraftWizard };
  children: ReactNode;
}) => {
  const [kept, setKept] = useState<Kept>(() => drafts.get(draftKey) ?? { values: {} });
  const keep = useCallback(
    (change: (current: Kept) => Kept) =>
      setKept((current) => {
        const next = change(current);
        drafts.set(draftKey, next);
        return next;
      }),
    [draftKey],
  );
  const update = useCallback((patch: DraftValues) => keep((current) => ({ ...current, values: { ...current.values, ...patch } })), [keep]);
  const discard = useCallback(() => {
    drafts.delete(draftKey);
    setKept({ values: {} });
  }, [draftKey]);
  // A new link starts a new draft: nothing of an earlier, unfinished one is carried into it.
  const prefill = useCallback(
    (link: string, values: DraftValues | null) =>
      keep((current) => (values ? { values, prefilledFrom: link } : { ...current, prefilledFrom: link })),
    [keep],
  );
  const setAside = useCallback(
    (source: string, value: unknown) => keep((current) => ({ ...current, aside: { ...current.aside, [source]: value } })),
    [keep],
  );
  const value = useMemo(
    () => ({
      draft: kept.values,
      update,
      discard,
      dirty: hasInput(kept.values),
      prefilledFrom: kept.prefilledFrom,
      prefill,
      aside: kept.aside ?? {},
      setAside,
      wizard,
    }),
    [kept, update, discard, prefill, setAside, wizard],
  );
  return <DraftContext.Provider value={value}>{children}</DraftContext.Provider>;
};

/** The draft of the wizard around a step: its values, `update` (merged in), `discard`, and whether it holds input. */
export const useDraft = () => {
  const value = useContext(DraftContext);
  if (!value) throw new Error('useDraft must be used inside a draft wizard');
  return value;
};

/**
 * A value an input sets aside to offer again (the companies chosen before All companies, brought back by Selected
 * companies). In a draft wizard it is kept with the draft, since the step's form and its inputs are drawn anew each
 * time the step is returned to; in any other form, as long as the input is drawn.
 */
export const useKeptAside = <T,>(source: string, initial: T): [T, (value: T) => void] => {
  const inDraft = useContext(DraftContext);
  const [own, setOwn] = useState<T>(initial);
  if (!inDraft) return [own, setOwn];
  const kept = inDraft.aside[source];
  return [kept === undefined ? initial : (kept as T), (value: T) => inDraft.setAside(source, value)];
};

/** The draft step being shown (its path), given by the wizard to the step's element. */
export const DraftStepContext = createContext('');

/**
 * The wizard's URLs: each draft step's (`step(path)`), the one before the step shown (`back`, none on the first), and
 * a record step's once the record exists (`recordStep(id)`: the first, or the one named; the record's screen when
 * there is none).
 */
export const useDraftPaths = () => {
  const { definition, parentValues } = useDefinition();
  const { wizard } = useDraft();
  const shown = useContext(DraftStepContext);
  const base = createPath(definition, parentValues);
  const paths = wizard.draft.steps.map((s) => s.path);
  const index = paths.indexOf(shown);
  return {
    step: (path: string) => `${base}/${path}`,
    back: index > 0 ? `${base}/${paths[index - 1]}` : undefined,
    recordStep: (id: string | number, path = wizard.steps[0] && stepPath(wizard.steps[0])) =>
      path
        ? `${base}/${encodeURIComponent(String(id))}/${path}`
        : recordPath(definition, definition.route.views.view ? 'view' : 'update', id, parentValues),
  };
};
