import { audited } from '../audit';
import { heldToContract } from '../contract';
import { answeringFaults } from '../failures';
import { loggingRefusals } from '../securityLog';
import { refusingRepeatedParameters } from '../parameters';
import { accessHandlers } from './access';
import { consoleHandlers } from './console';
import { eventHandlers } from './events';
import { companyHandlers } from './companies';
import { companySearchHandlers } from './companySearch';
import { identityHandlers } from './identity';
import { integrationHandlers } from './integrations';
import { onboardingHandlers } from './onboarding';
import { permissionHandlers } from './permissions';
import { platformHandlers } from './platform';
import { productHandlers } from './products';
import { retentionHandlers } from './retention';
import { sandboxHandlers } from './sandbox';
import { sessionHandlers } from './sessions';
import { schemeHandlers } from './schemes';
import { tenantHandlers } from './tenants';
import { userHandlers } from './users';

/**
 * Every handler of the three services. Order matters where paths overlap: literal paths come before `:id`. Each
 * mutating one records what it changed in the audit trail (../audit.ts), a fault answers a generic 500 without its
 * stack (../failures.ts), and every one is held to the contract (../contract.ts): what it accepts and answers is
 * checked against contract/*.openapi.yaml. A query parameter given twice is refused before any handler reads it
 * (../parameters.ts).
 */
const serviceHandlers = heldToContract(
  audited(
    answeringFaults(
      refusingRepeatedParameters([
        ...sandboxHandlers,
        ...platformHandlers,
        ...identityHandlers,
        ...sessionHandlers,
        ...tenantHandlers,
        ...companySearchHandlers,
        ...companyHandlers,
        ...productHandlers,
        ...userHandlers,
        ...permissionHandlers,
        ...schemeHandlers,
        ...onboardingHandlers,
        ...retentionHandlers,
        ...accessHandlers,
        ...integrationHandlers,
        ...consoleHandlers,
        ...eventHandlers,
      ]),
    ),
  ),
);

/** ...and each of their 401 and 403 answers is written to the security log (../securityLog.ts). */
export const handlers = loggingRefusals(serviceHandlers);
