/** Every operation's case, by operationId (tests/sandbox/contractErrors.test.ts). */
import { gatewayCases } from './gateway';
import { identityCases } from './identity';
import { portalPeopleCases } from './portalPeople';
import { portalRecordCases } from './portalRecords';
import type { Cases } from './types';

export const CASES: Cases = { ...identityCases, ...portalRecordCases, ...portalPeopleCases, ...gatewayCases };
