import { Suspense } from 'react';
import { useDefinition } from './DefinitionContext';

/** The definition's `recordSummary` (e.g. a company's setup progress), under the record's title. */
export const RecordSummary = () => {
  const { definition } = useDefinition();
  const Summary = definition.recordSummary;
  if (!Summary) return null;
  return (
    <Suspense fallback={null}>
      <Summary />
    </Suspense>
  );
};
