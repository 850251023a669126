/**
 * The tabs of a record screen: the definition's own (fields or a component) and the tabs its nested resources add,
 * each holding that resource's own screens (`{record}/{tab}/…`), plus the nested create screens that sit at a
 * segment of their own (`create-scheme`).
 */
import { Suspense } from 'react';
import { Loading, SimpleShowLayout, useTranslate } from 'react-admin';
import { useUserRoles } from './useUserRoles';
import { useParams } from 'react-router-dom';
import { recordTabs, type RecordTab } from '../nesting';
import { recordPath, type RecordMode } from '../paths';
import type { ResourceDefinition, TabDefinition } from '../types';
import { useDefinition } from './DefinitionContext';
import { useDefinitions } from './DefinitionsContext';
import { renderField, renderInput } from './fieldComponents';
import { FormServerError } from './FormServerError';
import { GeneratedSimpleForm } from './GeneratedForms';
import { FormToolbar, LeaveWarning } from './FormToolbar';
import { NestedCreate, NestedResource } from './NestedResource';
import { RouteTabs, type RouteTab } from './RouteTabs';
import { FormErrorSummary } from './FormErrorSummary';
import { RequiredFieldsNote } from './RequiredFieldsNote';
import { SubTabs } from './blocks/SubTabs';
import { TabBlockContent } from './blocks/TabBlock';

const tabFields = (def: ResourceDefinition, tab: TabDefinition, view: RecordMode) =>
  def.fields.filter((f) => (tab.fields ? tab.fields.includes(f.source) : view === 'update' ? f.edit : f.show));

/** An own tab: its block, its sub-tabs, its component, or its fields as a form (update) or a read-only layout (view). */
export const OwnTabContent = ({ tab, view, first, next }: { tab: TabDefinition; view: RecordMode; first: boolean; next?: string }) => {
  const { definition } = useDefinition();
  if (tab.block) return <TabBlockContent block={tab.block} tab={tab} />;
  if (tab.tabs) return <SubTabs tab={tab} content={(subTab) => <OwnTabContent tab={subTab} view={view} first={false} />} />;
  if (tab.component) {
    const Component = tab.component;
    return (
      <Suspense fallback={<Loading />}>
        <Component />
      </Suspense>
    );
  }
  const fields = tabFields(definition, tab, view);
  return view === 'update' ? (
    <GeneratedSimpleForm toolbar={<FormToolbar allowDelete={first && !next} next={next} />}>
      <LeaveWarning />
      <RequiredFieldsNote fields={fields} />
      {fields.map((f) => renderInput(definition, f, 'edit'))}
      <FormErrorSummary />
      <FormServerError />
    </GeneratedSimpleForm>
  ) : (
    <SimpleShowLayout>{fields.map((f) => renderField(definition, f))}</SimpleShowLayout>
  );
};

/** The tabs the role sees on this record screen, with the elements their routes render. */
export const useRecordRouteTabs = (view: RecordMode): (RecordTab & RouteTab)[] => {
  const { definition, parentValues } = useDefinition();
  const definitions = useDefinitions();
  const roles = useUserRoles();
  const { id } = useParams();
  return recordTabs(definitions, definition, roles).flatMap((tab, index) => {
    if (!tab.child) return [{ ...tab, element: <OwnTabContent tab={tab.own!} view={view} first={index === 0} /> }];
    const child = tab.child;
    const childValues = { ...parentValues, [child.parent!.idParam]: id };
    const routes: (RecordTab & RouteTab)[] = [{ ...tab, element: <NestedResource child={child} mode={view} parentValues={childValues} /> }];
    const { createSegment } = child.parent!;
    if (createSegment && child.route.views.create) {
      routes.push({
        ...tab,
        path: createSegment,
        hidden: true,
        selects: tab.path,
        element: <NestedCreate child={child} mode={view} parentValues={childValues} />,
      });
    }
    return routes;
  });
};

const WHOLE_RECORD: TabDefinition = { path: '', label: '' };

export const RecordTabs = ({ view }: { view: RecordMode }) => {
  const { definition, parentValues } = useDefinition();
  const { id } = useParams();
  const translate = useTranslate();
  const tabs = useRecordRouteTabs(view);
  // A record screen without tabs shows its fields at the record's own URL (`sections/{sectionId}`).
  if (tabs.length === 0) return <OwnTabContent tab={WHOLE_RECORD} view={view} first />;
  return (
    <RouteTabs
      basePath={recordPath(definition, view, id!, parentValues, '')}
      ariaLabel={translate(`resources.${definition.name}.name`, { smart_count: 1 })}
      tabs={tabs}
    />
  );
};
