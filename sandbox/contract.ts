/**
 * The sandbox held to the contract (issue 21): every request a handler answers and every answer it gives are checked
 * against `contract/*.openapi.yaml`.
 *
 * - An answer that the contract does not allow (an undeclared status, a body that does not fit its schema, a missing
 *   declared header, JSON that does not parse) is a **violation**.
 * - A request the contract refuses (an unknown path or method, a missing or ill-typed parameter, a body that does not
 *   fit) must be refused by the handler too: the handlers answer with the specification's own field messages, which
 *   the contract's schemas cannot word. If the handler accepts such a request, that is a violation, and the client
 *   gets the contract's 400 instead of the handler's answer.
 *
 * Violations are kept (`takeContractViolations`) and printed loudly. Under Vitest, tests/setup.ts fails the test that
 * caused one; the browser journeys read them from `GET /__sandbox/contract-violations` and fail the run. To check an
 * area while writing it: `npx vitest run <test files that call it>`; the failure names the operation and the problem.
 */
import { HttpHandler, type RequestHandler } from 'msw';
import { checkAnswer, checkRequest, loadContract, matchOperation, type Matched, type ServiceName } from '../contract/check';
import { JSON_BODY_LIMIT, badRequest, readLimited, SANDBOX_ORIGIN } from './http';

export interface ContractViolation {
  /** `METHOD /path` as the contract names it (or as requested, when the contract has no such path). */
  operation: string;
  status: number;
  problems: string[];
}

/** Where each service's paths start on the sandbox's origin. */
const PREFIXES: Record<ServiceName, string> = { identity: '/identity', portal: '/portal/api/v1', gateway: '/gateway/api/v1' };

const violations: ContractViolation[] = [];

/** Which statuses each operation answered (`portal GET /users/{id}` → 200, 403…), for `npm run contract:coverage`. */
const exercised = new Map<string, Set<number>>();
export const takeContractExercised = (): Record<string, number[]> => {
  const out = Object.fromEntries([...exercised].map(([operation, statuses]) => [operation, [...statuses]]));
  exercised.clear();
  return out;
};
/** Under `npm start` a violation is printed as it happens; under Vitest the test that caused it fails instead. */
export const contractReporting = { print: true };

const record = (violation: ContractViolation) => {
  violations.push(violation);
  if (contractReporting.print)
    console.error(`\n*** CONTRACT VIOLATION ${violation.operation} → ${violation.status}\n  - ${violation.problems.join('\n  - ')}\n`);
};

/** The violations since the last call, and forgets them. */
export const takeContractViolations = (): ContractViolation[] => violations.splice(0, violations.length);

export const formatViolations = (list: ContractViolation[]) =>
  list.map((v) => `${v.operation} → ${v.status}:\n  - ${v.problems.join('\n  - ')}`).join('\n');

/** The service a sandbox address belongs to, and the path relative to that service's base address. */
const onService = (url: URL) => {
  const service = (Object.keys(PREFIXES) as ServiceName[]).find((name) => url.pathname.startsWith(`${PREFIXES[name]}/`));
  return service && { service, relativePath: url.pathname.slice(PREFIXES[service].length) };
};

/** The contract's operation a request to the sandbox is for, or undefined (a hook, or no such operation). */
export const operationOf = async (request: Request): Promise<Matched | undefined> => {
  const url = new URL(request.url);
  const on = onService(url);
  if (!on) return undefined;
  const matched = matchOperation(await loadContract(), on.service, request.method.toLowerCase(), on.relativePath);
  return 'problem' in matched ? undefined : matched;
};

/**
 * Wraps each handler of the three services so its requests and answers are checked against the contract. The
 * sandbox's own hooks (`/__sandbox/*`) are not part of any service and pass unchecked.
 */
export const heldToContract = (handlers: RequestHandler[]): RequestHandler[] =>
  handlers.map((handler) => {
    if (!(handler instanceof HttpHandler)) return handler;
    const handlerPath = String(handler.info.path);
    if (!onService(new URL(handlerPath.replace(/:[^/]+/g, 'x'), SANDBOX_ORIGIN))) return handler;
    return new HttpHandler(handler.info.method, handler.info.path, async (info) => {
      const contract = await loadContract();
      const url = new URL(info.request.url);
      const { service, relativePath } = onService(url)!;
      const matched = matchOperation(contract, service, info.request.method.toLowerCase(), relativePath);
      const requestProblems =
        'problem' in matched
          ? [matched.problem]
          : await checkRequest(contract, matched, info.request.clone(), (r) => readLimited(r, JSON_BODY_LIMIT));
      const result = await handler.run({ request: info.request, requestId: info.requestId });
      const response = result?.response;
      if (!(response instanceof Response)) return response;
      const operation =
        'problem' in matched ? `${info.request.method} ${url.pathname}` : `${info.request.method} ${matched.route.template}`;
      if (requestProblems.length > 0 && response.status < 400) {
        record({
          operation,
          status: response.status,
          problems: requestProblems.map((p) => `accepted a request the contract refuses: ${p}`),
        });
        return badRequest('The request does not match the API contract.', { request: requestProblems });
      }
      if ('problem' in matched) return response;
      const key = `${service} ${info.request.method} ${matched.route.template}`;
      exercised.set(key, (exercised.get(key) ?? new Set()).add(response.status));
      // A live-event stream never ends: its headers are checked, and its body is not read (nor teed and kept).
      const isStream = /^text\/event-stream/i.test(response.headers.get('content-type') ?? '');
      const answer = isStream ? new Response(null, { status: response.status, headers: response.headers }) : response.clone();
      const problems = await checkAnswer(contract, matched, answer);
      if (problems.length > 0) record({ operation, status: response.status, problems });
      return response;
    });
  });
