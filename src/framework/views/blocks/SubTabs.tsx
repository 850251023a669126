/**
 * A record tab declared with sub-tabs (`tab.tabs`): `RouteTabs` one level down, each sub-tab a path segment under the
 * tab (`…/default-scheme-access/audit`), the bare tab URL landing on the first. The tab's own URL is read from the
 * location, so it holds under the update and view screens, a wizard step and any nesting alike.
 */
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import type { TabDefinition } from '../../types';
import { useDefinition } from '../DefinitionContext';
import { RouteTabs } from '../RouteTabs';

export const SubTabs = ({ tab, content }: { tab: TabDefinition; content: (subTab: TabDefinition) => ReactNode }) => {
  const { definition } = useDefinition();
  const translate = useTranslate();
  const { pathname } = useLocation();
  // The part of the URL below this tab (the sub-tab and anything under it), matched by the record screen's `tab/*`.
  const rest = useParams()['*'] ?? '';
  const basePath = pathname.slice(0, pathname.length - rest.length).replace(/\/+$/, '');
  const key = `resources.${definition.name}`;
  return (
    <RouteTabs
      basePath={basePath}
      ariaLabel={translate(`${key}.tabs.${tab.path}`)}
      tabs={(tab.tabs ?? []).map((subTab) => ({
        path: subTab.path,
        labelKey: `${key}.subTabs.${tab.path}.${subTab.path}`,
        element: content(subTab),
      }))}
    />
  );
};
