import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { resourceDefinitions } from '../framework/registry';
import { Breadcrumbs } from './Breadcrumbs';
import { PorticoMenu } from './PorticoMenu';

const Menu = () => <PorticoMenu definitions={resourceDefinitions} />;

export const PorticoLayout = ({ children }: { children: ReactNode }) => (
  <Layout menu={Menu}>
    <Breadcrumbs definitions={resourceDefinitions} />
    {children}
  </Layout>
);
