import { useTranslate } from 'react-admin';
import { required, type Validator } from '../../shared/validation';
import { useDefinition } from './DefinitionContext';

/**
 * Spec 5's "{label} is required", flagged as react-admin's own `required()` is (`isRequired`): an input given it marks
 * its label with an asterisk before anything is typed (react-admin's `FieldTitle`, hidden from screen readers), while
 * the message keeps the plain label. See docs/decisions.md, "Required fields".
 */
export const requiredRule = (label: string): Validator & { isRequired: true } =>
  Object.assign(required(label), { isRequired: true as const });

/**
 * Spec 5's "{label} is required" for a hand-written form of a definition: the field's own label from the catalogue,
 * never react-admin's bare "Required". The rule marks its input's label as `requiredRule` does.
 */
export const useRequired = () => {
  const { definition } = useDefinition();
  const translate = useTranslate();
  return (source: string, label = `resources.${definition.name}.fields.${source}`) => requiredRule(translate(label));
};
