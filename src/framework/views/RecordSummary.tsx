import { useDefinition } from './DefinitionContext';
import { ProgressPanel, wizardProgress } from './WizardProgress';

/** Under the record's title: its setup progress, while its create wizard follows one (`progress`). */
export const RecordSummary = () => {
  const { definition } = useDefinition();
  return wizardProgress(definition) ? <ProgressPanel /> : null;
};
