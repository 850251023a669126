/**
 * The invitation being typed, kept per wizard outside the step forms: moving between steps (buttons or the
 * browser's back and forward) unmounts a step's form but not what was typed in it. Held in memory only — it
 * carries personal data — and dropped once the user is created or the person leaves the wizard.
 */
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

export interface InviteDraft {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  roleName?: string;
  scope?: 'selected' | 'all';
  companyIds?: string[];
  /** The company link (`companyId|role`) this draft was started from (prefill.ts); not input. */
  prefilledFrom?: string;
}

const drafts = new Map<string, InviteDraft>();

const hasInput = ({ prefilledFrom: _link, ...draft }: InviteDraft) =>
  Object.values(draft).some((v) => (Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : false));

interface DraftContextValue {
  draft: InviteDraft;
  update: (patch: InviteDraft) => void;
  discard: () => void;
  /** Something was typed that would be lost by leaving. */
  dirty: boolean;
}

const DraftContext = createContext<DraftContextValue | null>(null);

export const DraftProvider = ({ wizardKey, children }: { wizardKey: string; children: ReactNode }) => {
  const [draft, setDraft] = useState<InviteDraft>(() => drafts.get(wizardKey) ?? {});
  const update = useCallback(
    (patch: InviteDraft) =>
      setDraft((current) => {
        const next = { ...current, ...patch };
        drafts.set(wizardKey, next);
        return next;
      }),
    [wizardKey],
  );
  const discard = useCallback(() => {
    drafts.delete(wizardKey);
    setDraft({});
  }, [wizardKey]);
  return <DraftContext.Provider value={{ draft, update, discard, dirty: hasInput(draft) }}>{children}</DraftContext.Provider>;
};

export const useDraft = () => {
  const value = useContext(DraftContext);
  if (!value) throw new Error('useDraft must be used inside the invite wizard');
  return value;
};
