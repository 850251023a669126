import { useTranslate } from 'react-admin';
import { required } from '../../shared/validation';
import { useDefinition } from './DefinitionContext';

/**
 * Spec 5's "{label} is required" for a hand-written form of a definition: the field's own label from the catalogue,
 * never react-admin's bare "Required".
 */
export const useRequired = () => {
  const { definition } = useDefinition();
  const translate = useTranslate();
  return (source: string, label = `resources.${definition.name}.fields.${source}`) => required(translate(label));
};
