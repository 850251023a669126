/**
 * What the component beside a tab's assignment block (its coverage) is given: the record, whether the user may assign
 * and remove, and `draw`, which draws the panel with the coverage's parts once it has read what it needs.
 */
import { createContext, useContext } from 'react';
import type { AssignmentCoverage } from '../../types';

export const AssignmentCoverageContext = createContext<AssignmentCoverage | null>(null);

export const useAssignmentCoverage = (): AssignmentCoverage => {
  const coverage = useContext(AssignmentCoverageContext);
  if (!coverage) throw new Error('useAssignmentCoverage: only in the component of a tab whose block is an assignment');
  return coverage;
};
