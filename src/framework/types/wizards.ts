/**
 * A create wizard's steps: tabs of the record once it exists, and draft steps before it does
 * (docs/architecture.md, Blocks).
 */
import type { Identifier, RaRecord } from 'react-admin';
import type { ViewOverride } from '../types';
import type { FieldCondition } from './fields';

/**
 * A wizard step: a tab's path, a step of its own name showing a tab (`{ path: 'schemes', tab: 'scheme' }`), or a
 * component of the resource's own, which reads the record's id from the route (`useParams().id`).
 */
export type WizardStep = string | { path: string; tab: string } | { path: string; component: ViewOverride };

/** Where a wizard's step stands, from the record's data, in the resource's words. */
export interface WizardStepStatus {
  done: boolean;
  /** What it is waiting for, short enough for the stepper's caption. */
  note?: string;
  /** Its state in full: done, or everything it is waiting for (the progress panel and the summary). */
  state: string;
  /** What doing it means, as the words of a link to it ("add the company's logo"). */
  next: string;
}

/**
 * A wizard that follows the record's setup once it exists: the stepper ticks from `useStatus`; the record's update and
 * view screens show the same progress under the title, with a link to where the next step is done (a nested resource's
 * step: adding its first record); Finish opens `summary` at `{base}/create/{id}/summary` (docs/architecture.md, Blocks).
 * @block
 */
export interface WizardProgress {
  /** Each step's status by its path, from the record (undefined before it exists); a hook. */
  useStatus: (record: RaRecord | undefined) => Partial<Record<string, WizardStepStatus>>;
  /**
   * The group of the resource's catalogue holding the progress's words: `title`, `steps.{path}` (each step's name),
   * `step` (`%{n}`, `%{name}`, `%{state}`), `stepState` (`%{step}`, `%{state}`), `nextLabel`, `complete`, and for the
   * summary (`ProgressSummary`) `summary.finished`, `summary.notFinished` and `summary.open` (`%{name}`),
   * `summary.missing`, `summary.nextStep`, and for each step showing a nested resource `summary.{step}.heading` and
   * `summary.{step}.none`, with `summary.count.{resource}` for each resource nested in that one.
   */
  messages: string;
  /** What Finish opens: the resource's account of what was set up, built of the progress blocks (`src/framework/views`). */
  summary: ViewOverride;
}

export interface WizardDefinition {
  steps: WizardStep[];
  progress?: WizardProgress;
  /**
   * Steps before the record exists, collecting a draft; leaving the last creates the record, then `steps` follow as
   * component steps at `{base}/create/{id}/{step}` under the same stepper (docs/architecture.md, Blocks).
   */
  draft?: DraftWizard;
}

/** What a draft wizard holds: the values its steps have collected, by field source. */
export type DraftValues = Record<string, unknown>;

/**
 * A step before the record exists, at `{base}/create/{path}`: the definition's fields it asks for (their labels, rules,
 * choices, help text, inputs and conditions), Next keeping them in the draft after `check`.
 */
export interface DraftStep {
  path: string;
  fields: string[];
  check?: DraftCheck;
}

/**
 * Before a fields step moves on: the values as the draft keeps them (normalised), or the field errors that keep the
 * step open (catalogue keys or the API's words). A thrown error is shown under the form, and on the step's fields the
 * API names.
 */
export type DraftCheck = (values: DraftValues) => Promise<{ values: DraftValues } | { errors: Record<string, string> }>;

/**
 * A draft wizard's own create: sends the draft (`then`: what follows), answering the record's id and the notice to give
 * (a catalogue key, its type and arguments).
 */
export type DraftSave = (
  draft: DraftValues,
  then: 'steps' | 'record',
) => Promise<{ id: Identifier; notice: { key: string; type: 'info' | 'success'; args: Record<string, unknown> } }>;

/**
 * The draft steps block (`views/WizardDraft.tsx`): its steps, words, checks, prefill and own create are its parts.
 * @block
 */
export interface DraftWizard {
  steps: DraftStep[];
  /**
   * The group of the resource's catalogue holding the wizard's words: `title` (the page's heading), `stepsLabel` (the
   * stepper's name), `steps.{path}` for every step, `missingDraft` and `startAgain` (a later step opened without the
   * earlier answers, and the link back to the first).
   */
  messages: string;
  /**
   * Starting values from the link's query (`?companyId=…&role=…`): a loader of a hook answering them, `undefined` while
   * it waits and `null` when the link names nothing to start from (a loader, so the hook's code ships with the wizard,
   * not the definition). Applied on the first step once per link, replacing an unfinished draft.
   */
  prefill?: () => Promise<(query: URLSearchParams) => DraftValues | null | undefined>;
  /**
   * Creating the record on leaving the last draft step where the data provider's `create` will not do (an endpoint
   * chosen by the answers, values in the API's own form): `save`, a loader of the resource's function, sends the draft.
   * The record steps follow while `stepsWhen` holds of the draft, else the wizard ends on the record's update screen;
   * the last step's button says `{messages}.save.steps` or `{messages}.save.record`.
   */
  create?: { save: () => Promise<DraftSave>; stepsWhen: FieldCondition };
}
