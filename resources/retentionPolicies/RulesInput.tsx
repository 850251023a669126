/** The rules of a policy version as a form input: create and edit write them the same way. */
import { ArrayInput, Loading, NumberInput, SelectInput, SimpleFormIterator, minValue, required } from 'react-admin';
import { useCategories, type RetentionRule } from './api';
import { M } from './versionParts';

export type RuleValues = Partial<RetentionRule>;

const atLeastOneRule = (rules: unknown) => (Array.isArray(rules) && rules.length > 0 ? undefined : `${M}.create.atLeastOneRule`);

const choices = (ids: string[], group: string) => ids.map((id) => ({ id, name: `${M}.rules.${group}.${id}` }));

/** A rule as the API takes it (no id or category name: every change of rules is a new version). */
export const toRuleBody = (rule: RuleValues) => ({
  categoryId: String(rule.categoryId ?? ''),
  retentionPeriod: Number(rule.retentionPeriod),
  retentionUnit: rule.retentionUnit ?? 'Days',
  trigger: rule.trigger!,
  action: rule.action!,
});

export const RulesInput = () => {
  const categories = useCategories();
  // Rules already chosen name their category by id: wait for the names rather than show ids as unknown values.
  if (categories.isPending) return <Loading />;
  return (
    <ArrayInput source="rules" label={`${M}.create.rules`} validate={atLeastOneRule}>
      <SimpleFormIterator inline disableReordering>
        <SelectInput source="categoryId" label={`${M}.rules.categoryId`} choices={categories.data ?? []} validate={required()} />
        <NumberInput source="retentionPeriod" label={`${M}.rules.retentionPeriod`} validate={[required(), minValue(1)]} min={1} step={1} />
        <SelectInput
          source="retentionUnit"
          label={`${M}.rules.retentionUnit`}
          validate={required()}
          choices={choices(['Days', 'Hours'], 'units')}
        />
        <SelectInput
          source="trigger"
          label={`${M}.rules.trigger`}
          validate={required()}
          choices={choices(['MemberLeaving', 'SchemeWindUp', 'LastActivity'], 'triggers')}
        />
        <SelectInput
          source="action"
          label={`${M}.rules.action`}
          validate={required()}
          choices={choices(['Delete', 'Anonymise'], 'actions')}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
};
