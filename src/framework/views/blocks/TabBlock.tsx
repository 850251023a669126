/**
 * A tab's declared block (`tab.block`), drawn by its kind. Each kind's code is its own chunk, fetched when a tab
 * that declares it opens: definitions stay data, and no block enters the portal's first load.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Loading } from 'react-admin';
import type { TabBlock, TabDefinition } from '../../types';

type BlockView<K extends TabBlock['kind']> = LazyExoticComponent<
  ComponentType<{ block: Extract<TabBlock, { kind: K }>; tab: TabDefinition }>
>;

/** One lazily loaded view per kind: a new kind is a type in types.ts (TabBlock) and an entry here. */
const VIEWS: { [K in TabBlock['kind']]: BlockView<K> } = {
  checklist: lazy(() => import('./ChecklistTab')),
  history: lazy(() => import('./HistoryTab')),
  assignment: lazy(() => import('./AssignmentTab')),
};

export const TabBlockContent = ({ block, tab }: { block: TabBlock; tab: TabDefinition }) => {
  const View = VIEWS[block.kind] as BlockView<TabBlock['kind']>;
  return (
    <Suspense fallback={<Loading />}>
      <View block={block} tab={tab} />
    </Suspense>
  );
};
