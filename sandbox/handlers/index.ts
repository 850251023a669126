import { companyHandlers } from './companies';
import { identityHandlers } from './identity';
import { productHandlers } from './products';
import { sandboxHandlers } from './sandbox';
import { tenantHandlers } from './tenants';
import { userHandlers } from './users';

/** Every handler of the three services. Order matters where paths overlap: literal paths come before `:id`. */
export const handlers = [
  ...sandboxHandlers,
  ...identityHandlers,
  ...tenantHandlers,
  ...companyHandlers,
  ...productHandlers,
  ...userHandlers,
];
