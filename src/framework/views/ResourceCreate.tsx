/**
 * Create: a form at `{base}/create`. A definition with wizard steps creates the record on the first step,
 * then carries on at `{base}/create/{id}/{step}` through the remaining steps (tabs of the update screen); one with
 * draft steps collects a draft first and creates the record on leaving the last of them (`WizardDraft.tsx`). A form of
 * a definition following the selected company starts with it (`CompanyStart.tsx`).
 */
import { Route, Routes } from 'react-router-dom';
import { WithCompanyStart } from './CompanyStart';
import { useDefinition } from './DefinitionContext';
import { CreateForm } from './CreateForm';
import { ResourceUpdate } from './ResourceRecord';
import { stepPath, WizardStepper } from './Wizard';
import { DraftWizardView, hasDraft } from './WizardDraft';

export const ResourceCreate = () => {
  const { definition } = useDefinition();
  const create = definition.route.views.create;
  if (typeof create !== 'object')
    return <WithCompanyStart definition={definition}>{(start) => <CreateForm start={start} />}</WithCompanyStart>;
  if (hasDraft(create)) return <DraftWizardView wizard={create} />;
  const { steps } = create;
  return (
    <Routes>
      <Route
        index
        element={<CreateForm nextStep={steps[1] && stepPath(steps[1])} header={<WizardStepper wizard={create} active={0} />} />}
      />
      <Route path=":id/*" element={<ResourceUpdate wizard={create} />} />
    </Routes>
  );
};
