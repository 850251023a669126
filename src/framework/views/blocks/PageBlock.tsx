/**
 * A page that is a block (definePage's `block`), drawn by its kind, with the page's own component (`overrides.list`)
 * under it. The whole file is the chunk ViewElement fetches when such a page opens.
 */
import type { ComponentType } from 'react';
import type { PageBlock as Block, ViewOverride } from '../../types';
import { useDefinition } from '../DefinitionContext';
import SettingsForm from './SettingsForm';

type BlockView<K extends Block['kind']> = ComponentType<{ block: Extract<Block, { kind: K }>; below?: ViewOverride }>;

/** A new kind is a type in types.ts (PageBlock) and an entry here. */
const VIEWS: { [K in Block['kind']]: BlockView<K> } = { settingsForm: SettingsForm };

const PageBlock = () => {
  const { definition } = useDefinition();
  const block = definition.block!;
  const View = VIEWS[block.kind] as BlockView<Block['kind']>;
  return <View block={block} below={definition.overrides?.list} />;
};

export default PageBlock;
