/**
 * Conformance of a deployment to the contract (issue 21), read-only: signs in as a test account, calls every GET
 * operation of the three documents that it can reach, finding ids in earlier answers (a company's id in the companies
 * list opens `/companies/{id}`), and checks each answer's status, headers and body as the sandbox's own answers are
 * checked (sandbox/contract.ts). It never calls an operation that changes data; the only POSTs are the sign-in.
 */
import * as OTPAuth from 'otpauth';
import {
  checkAnswer,
  loadContract,
  matchOperation,
  resolve,
  type Loaded,
  type Operation,
  type Parameter,
  type ServiceName,
} from '../../contract/check';

export interface VerifyOptions {
  urls: Record<ServiceName, string>;
  email: string;
  password: string;
  totpSecret?: string;
  /** Operation ids that must answer 2xx within the contract; `all` for every GET. */
  expect?: string[] | 'all';
  fetch?: typeof fetch;
}

export type Outcome = 'ok' | 'refused' | 'violation' | 'unreachable';

export interface OperationResult {
  operationId: string;
  call: string;
  status?: number;
  outcome: Outcome;
  /** The first problem: a violation, or why the call could not be made. */
  detail?: string;
}

/** Where an API base address puts each service's `/api/v1` paths. */
const serviceBase = (service: ServiceName, url: string) => `${url.replace(/\/$/, '')}${service === 'identity' ? '' : '/api/v1'}`;

/** The kind of record an id parameter names: `{companyId}` a company; `{id}` after `/schemes/` a scheme. */
const NOUNS: Record<string, string> = {
  companies: 'company',
  users: 'user',
  products: 'product',
  productRoles: 'productRole',
  byProductId: 'product',
  availableProducts: 'product',
  tenants: 'tenant',
  schemes: 'scheme',
  sections: 'section',
  'strategic-partners': 'strategicPartner',
  employers: 'employer',
  'onboarding-files': 'onboardingFile',
  'access-requests': 'accessRequest',
  'api-connections': 'apiConnection',
  'third-party-integrations': 'thirdPartyIntegration',
  'email-configurations': 'emailConfiguration',
  'data-retention': 'policy',
  versions: 'version',
  categories: 'category',
  branding: 'branding',
  'audit-trail': 'auditEntry',
  settings: 'setting',
};

const nounOfParameter = (template: string, name: string): string => {
  if (name !== 'id' && name.endsWith('Id')) return name.slice(0, -2);
  const segments = template.split('/');
  const before = segments[segments.indexOf(`{${name}}`) - 1] ?? '';
  return NOUNS[before] ?? before;
};

/**
 * Ids found in answers, by the kind of record they name. A record's own `id` is trusted before a reference to it
 * (`productId` in an access request may name another service's product).
 */
class IdPool {
  private readonly own = new Map<string, string>();
  private readonly referenced = new Map<string, string>();
  add(noun: string, id: unknown, isOwn = false) {
    const ids = isOwn ? this.own : this.referenced;
    if (typeof id === 'string' && id && !ids.has(noun)) ids.set(noun, id);
  }
  first(noun: string): string | undefined {
    return this.own.get(noun) ?? this.referenced.get(noun);
  }
  /**
   * Records in an answer to `template` are of the kind its first segment names (`/products/tenants/{tenantId}`:
   * products), unless it ends in a kind of its own (`/data-retention/search/versions`: versions; `/tenants/branding`:
   * a branding); `companyId`-like fields name their own kind.
   */
  harvest(template: string, body: unknown) {
    const segments = template.split('/').filter(Boolean);
    const last = segments[segments.length - 1]!;
    const noun = (segments.length > 1 ? NOUNS[last] : undefined) ?? NOUNS[segments[0]!] ?? '';
    const visit = (value: unknown, depth: number, kind: string) => {
      if (depth > 3 || !value || typeof value !== 'object') return;
      if (Array.isArray(value)) return value.slice(0, 50).forEach((v) => visit(v, depth + 1, kind));
      for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
        if (key === 'id') this.add(kind, v, true);
        else if (key.endsWith('Id') && key !== 'requestId') this.add(key.slice(0, -2), v);
        else if (key.endsWith('Ids') && Array.isArray(v)) v.forEach((id) => this.add(key.slice(0, -3), id));
        else if (typeof v === 'object') visit(v, depth + 1, NOUNS[key] ?? kind);
      }
    };
    visit(body, 0, noun);
  }
}

interface GetOperation {
  service: ServiceName;
  template: string;
  operation: Operation;
  parameters: Parameter[];
}

const getOperations = (contract: Loaded): GetOperation[] =>
  [...contract.docs].flatMap(([service, doc]) =>
    Object.entries(doc.paths ?? {}).flatMap(([template, item]) => {
      const operation = item.get;
      if (!operation) return [];
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolve<Parameter>(doc, p));
      return [{ service: service as ServiceName, template, operation, parameters }];
    }),
  );

/** The call's address, or what is missing to make it. */
const addressOf = (op: GetOperation, base: string, pool: IdPool, me: { id?: string }): { url: string } | { missing: string } => {
  let relative = op.template;
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    if (p.in === 'path') {
      const noun = nounOfParameter(op.template, p.name);
      const value = pool.first(noun) ?? (noun === 'user' ? me.id : undefined);
      if (!value) return { missing: `no ${noun} id found in earlier answers` };
      relative = relative.replace(`{${p.name}}`, encodeURIComponent(value));
    } else if (p.in === 'query' && p.required) {
      const example = (p as Parameter & { example?: unknown }).example ?? (p.schema as { example?: unknown } | undefined)?.example;
      const value = p.name.endsWith('Id') ? pool.first(p.name.slice(0, -2)) : example !== undefined ? String(example) : undefined;
      if (value === undefined) return { missing: `no value for the required query parameter ${p.name}` };
      query.set(p.name, value);
    }
  }
  return { url: `${base}${relative}${query.size ? `?${query}` : ''}` };
};

async function signIn(options: VerifyOptions, doFetch: typeof fetch): Promise<string> {
  const base = serviceBase('identity', options.urls.identity);
  const post = (path: string, body: unknown) =>
    doFetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  let answer = await post('/auth/login', { email: options.email, password: options.password });
  let result = (await answer.json().catch(() => ({}))) as { accessToken?: string; challengeType?: string | null; message?: string };
  if (answer.ok && result.challengeType === 'SOFTWARE_TOKEN_MFA') {
    if (!options.totpSecret) throw new Error('The account has an authenticator: pass --totp-secret.');
    const code = new OTPAuth.TOTP({ secret: options.totpSecret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    answer = await post('/auth/login/mfa', { email: options.email, password: options.password, code });
    result = (await answer.json().catch(() => ({}))) as typeof result;
  }
  if (!answer.ok || !result.accessToken) {
    throw new Error(`Sign-in as ${options.email} failed: ${answer.status} ${result.message ?? result.challengeType ?? ''}`.trim());
  }
  return result.accessToken;
}

export async function verifyDeployment(options: VerifyOptions): Promise<OperationResult[]> {
  const doFetch = options.fetch ?? fetch;
  const contract = await loadContract();
  const token = await signIn(options, doFetch);
  const headers = { Authorization: `Bearer ${token}` };
  const pool = new IdPool();
  const me: { id?: string } = {};
  const pending = getOperations(contract);
  const results = new Map<string, OperationResult>();
  // Each round calls what the ids found so far make callable; an answer may make more callable in the next.
  for (let round = 0; round < 4 && pending.length > 0; round += 1) {
    for (const op of [...pending]) {
      const base = serviceBase(op.service, options.urls[op.service]);
      const address = addressOf(op, base, pool, me);
      const operationId = op.operation.operationId ?? `${op.service} GET ${op.template}`;
      const call = `GET ${op.template} (${op.service})`;
      if ('missing' in address) {
        results.set(operationId, { operationId, call, outcome: 'unreachable', detail: address.missing });
        continue;
      }
      pending.splice(pending.indexOf(op), 1);
      let response: Response;
      const done = new AbortController();
      try {
        response = await doFetch(address.url, { headers, signal: AbortSignal.any([done.signal, AbortSignal.timeout(15_000)]) });
      } catch (error) {
        results.set(operationId, { operationId, call, outcome: 'unreachable', detail: `no answer: ${String(error)}` });
        continue;
      }
      const relative = new URL(address.url).pathname.slice(new URL(base).pathname.replace(/\/$/, '').length);
      const matched = matchOperation(contract, op.service, 'get', relative);
      // An event stream never ends: its headers are its answer (checkAnswer reads no more of it), and the request is
      // then ended (cancelling its body waits on the server to let go). Not cloned: a clone would hold it open.
      const isStream = /^text\/event-stream/i.test(response.headers.get('content-type') ?? '');
      const problems =
        'problem' in matched ? [matched.problem] : await checkAnswer(contract, matched, isStream ? response : response.clone());
      if (isStream) done.abort();
      const body: unknown = isStream ? undefined : await response.json().catch(() => undefined);
      if (response.ok) {
        pool.harvest(op.template, body);
        if (op.template === '/users/current' && op.service === 'portal') me.id = (body as { id?: string } | undefined)?.id;
      }
      const outcome: Outcome = problems.length > 0 ? 'violation' : response.ok ? 'ok' : 'refused';
      results.set(operationId, { operationId, call, status: response.status, outcome, detail: problems[0] });
    }
  }
  return [...results.values()].sort((a, b) => a.call.localeCompare(b.call));
}

/** Whether the run passes: no violation, and every expected operation answered 2xx within the contract. */
export function failures(results: OperationResult[], expected: VerifyOptions['expect'] = []): OperationResult[] {
  const expect = (r: OperationResult) => expected === 'all' || expected.includes(r.operationId);
  return results.filter((r) => r.outcome === 'violation' || (expect(r) && r.outcome !== 'ok'));
}

export function formatTable(results: OperationResult[]): string {
  const rows = [
    ['operation', 'call', 'status', 'result', 'first problem'],
    ...results.map((r) => [r.operationId, r.call, String(r.status ?? '—'), r.outcome, r.detail ?? '']),
  ];
  const widths = rows[0]!.slice(0, 4).map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i < 4 ? cell.padEnd(widths[i]!) : cell))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
