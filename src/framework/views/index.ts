/**
 * The framework's building blocks for screens a resource writes itself (issue 24): what a lazily loaded screen under
 * `resources/` imports. A definition file imports `src/framework` instead, so none of this enters the first load
 * through a definition. The lint rule (eslint/importBoundaries.js, `entries`) refuses deeper imports from `resources/`.
 */
export { ActionDialog } from './blocks/ActionDialog';
export { CreateLinkButton } from './buttons';
export { ChecklistField, type ChecklistOption } from './ChecklistField';
export { ChecklistEditor, type ChecklistChange } from './blocks/ChecklistEditor';
export { CompanyAutocomplete } from './CompanyAutocomplete';
export { useSelectedCompany } from '../company/SelectedCompany';
export { companyChoiceKey, searchCompanies } from '../company/search';
export { useCompanyChoices } from '../company/useCompanyChoices';
export { useCompanySearch } from '../company/useCompanySearch';
export { ConfirmAction } from './ConfirmAction';
export { DrillDown } from './blocks/DrillDown';
export type { DrillDownCellProps, DrillDownLevel, DrillDownRows } from '../types/drillDown';
export { useCsvExporter } from '../csvExport';
export { useDefinition } from './DefinitionContext';
export { useDefinitions } from './DefinitionsContext';
export { renderColumn, renderField, renderFilter, renderInput } from './fieldComponents';
export { FieldsForm } from './blocks/FieldsForm';
export { FieldsPage } from './blocks/FieldsPage';
export { FileDropZone } from './blocks/FileDropZone';
export { FormErrorSummary } from './FormErrorSummary';
export { FormFeedbackToolbar } from './FormFeedbackToolbar';
export { FormSelectInput } from './FormSelectInput';
export { FormServerError } from './FormServerError';
export { JobProgress, JobProgressFailure } from './blocks/JobProgress';
export { useJobProgress } from './blocks/useJobProgress';
export { LeaveWarning } from './FormToolbar';
export { ListEmpty } from './ListEmpty';
export { ListPagination } from './ListPagination';
export { listBody } from './ListRows';
export { ListFailure, LoadFailure, ignoreReadError } from './LoadFailure';
export { ProblemRows, ProblemSummary } from './blocks/ProblemSummary';
export { ProgressSummary } from './ProgressSummary';
export { RecordActions } from './blocks/RecordActions';
export { RecordLinkCell } from './RecordLinkCell';
export { RequiredFieldsNote } from './RequiredFieldsNote';
export { useRecordScreen } from './RecordScreen';
export { ResourceList } from './ResourceList';
export { ResourceMessages } from './ResourceMessages';
export { RouteTabs } from './RouteTabs';
export { runInWorker, type WorkerReply } from './runInWorker';
export { SelectFilter } from './SelectFilter';
export { SelectPageCheckbox, SelectRowCell, SelectionBar, SelectionProvider, useRowSelection } from './RowSelection';
export { ServerError } from './ServerError';
export { SummarySection } from './SummarySection';
export { useSettings } from './blocks/settingsContext';
export { useAssignmentCoverage } from './blocks/assignmentCoverage';
export { useLeaveWarning } from './useLeaveWarning';
export { useListPage } from './useListPage';
export { useLiveEvents } from './useLiveEvents';
export { usePhoneWidth } from './usePhoneWidth';
export { useRequired } from './useRequired';
export { useSubmissionFailure } from './useSubmissionFailure';
export { visuallyHidden } from './visuallyHidden';
