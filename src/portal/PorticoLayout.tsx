import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { Breadcrumbs } from './Breadcrumbs';
import { useDefinitions } from './DefinitionsContext';
import { PorticoMenu } from './PorticoMenu';

const Menu = () => <PorticoMenu definitions={useDefinitions()} />;

export const PorticoLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={Menu}>
    <Breadcrumbs definitions={useDefinitions()} />
    {children}
  </Layout>
);
