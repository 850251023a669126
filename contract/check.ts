/**
 * The contract as code: the three documents bundled (area files resolved) and compiled into checks of a request and
 * of an answer. The sandbox holds its handlers to these checks (sandbox/contract.ts) and `npm run contract:verify`
 * (scripts/contract/verify.ts) holds a deployment to them.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type Schema = Record<string, unknown>;
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}
export interface Operation {
  operationId?: string;
  parameters?: (Parameter | { $ref: string })[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> } | { $ref: string };
  responses?: Record<string, ResponseObject | { $ref: string }>;
}
interface ResponseObject {
  content?: Record<string, { schema?: Schema }>;
  headers?: Record<string, { required?: boolean } | { $ref: string }>;
  'x-portico-optional-body'?: boolean;
}
type PathItem = Partial<Record<string, Operation>> & { parameters?: Operation['parameters'] };
type HeaderObject = { required?: boolean; schema?: { const?: string } };
export interface Document {
  paths?: Record<string, PathItem>;
  /** Headers every answer of the service carries, whatever its status or operation. */
  'x-portico-every-answer-headers'?: Record<string, HeaderObject | { $ref: string }>;
}

const CONTRACT_DIR = path.dirname(fileURLToPath(import.meta.url));
/** The three services, each with its document `<name>.openapi.yaml`. */
export const SERVICES = ['identity', 'portal', 'gateway'] as const;

export interface Route {
  service: string;
  template: string;
  pattern: RegExp;
  names: string[];
  literals: number;
}

export interface Loaded {
  ajv: Ajv2020;
  docs: Map<string, Document>;
  routes: Route[];
}

const pointerSegment = (segment: string) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));

const routeOf = (service: string, template: string): Route => {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) =>
      segment.replace(/\{([^}]+)\}|[^{]+/g, (part, name?: string) => {
        if (name) {
          names.push(name);
          return '([^/]+)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      }),
    )
    .join('/');
  return {
    service,
    template,
    pattern: new RegExp(`^${source}$`),
    names,
    literals: template.split('/').filter((s) => s && !s.includes('{')).length,
  };
};

/** Every file of the contract, in a stable order (the index documents and their area files). */
const contractFiles = (dir = CONTRACT_DIR): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) =>
      entry.isDirectory() ? contractFiles(path.join(dir, entry.name)) : /\.ya?ml$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
    );

/**
 * The three documents with their area files resolved. Bundling takes a second, and every test file's process loads
 * the contract, so the result is kept under node_modules/.cache, keyed by the contract's content.
 */
const bundledDocuments = async (): Promise<Record<string, Document>> => {
  const hash = createHash('sha256');
  // Keyed by the files' places in contract/, not on disk: a copy of the project (the scaffold's test) shares the cache.
  for (const file of contractFiles()) hash.update(path.relative(CONTRACT_DIR, file)).update(readFileSync(file));
  const cache = path.join(CONTRACT_DIR, '..', 'node_modules', '.cache', 'portico-contract', `${hash.digest('hex').slice(0, 16)}.json`);
  try {
    return JSON.parse(readFileSync(cache, 'utf8')) as Record<string, Document>;
  } catch {
    const { bundle, createConfig } = await import('@redocly/openapi-core');
    const config = await createConfig({});
    const docs: Record<string, Document> = {};
    for (const name of SERVICES) {
      const { bundle: result } = await bundle({ ref: path.join(CONTRACT_DIR, `${name}.openapi.yaml`), config });
      docs[name] = result.parsed as Document;
    }
    // Test files run in parallel processes that may all miss at once: each writes a file of its own and renames it into
    // place (atomic), and only then sweeps away earlier versions of the contract, never the directory another is using.
    const dir = path.dirname(cache);
    mkdirSync(dir, { recursive: true });
    const own = `${cache}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(own, JSON.stringify(docs));
    renameSync(own, cache);
    for (const old of readdirSync(dir))
      if (old !== path.basename(cache) && !old.endsWith('.tmp')) rmSync(path.join(dir, old), { force: true });
    return docs;
  }
};

let loading: Promise<Loaded> | undefined;

/** The three documents bundled (area files resolved), compiled lazily into validators. Loaded once per process. */
export const loadContract = (): Promise<Loaded> =>
  (loading ??= (async () => {
    const bundled = await bundledDocuments();
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, validateFormats: true });
    addFormats(ajv);
    const docs = new Map<string, Document>();
    const routes: Route[] = [];
    for (const name of SERVICES) {
      const doc = bundled[name]!;
      docs.set(name, doc);
      ajv.addSchema(doc as Schema, name);
      for (const template of Object.keys(doc.paths ?? {})) routes.push(routeOf(name, template));
    }
    // A literal segment wins over a parameter (`/products/all` before `/products/{id}`).
    routes.sort((a, b) => b.literals - a.literals);
    return { ajv, docs, routes };
  })());

const refSegments = (ref: string) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));

/**
 * The pointer to where `segments` really lead in `doc`: a `$ref` met on the way (a shared response, a request body
 * defined once) is followed, since Ajv resolves a pointer through the document as written.
 */
const canonical = (doc: Document, segments: string[]): string[] => {
  let path: string[] = [];
  let node: unknown = doc;
  for (const segment of segments) {
    for (let hops = 0; node && typeof node === 'object' && '$ref' in node && hops < 10; hops += 1) {
      path = refSegments((node as { $ref: string }).$ref);
      node = path.reduce<unknown>((n, key) => (n as Record<string, unknown> | undefined)?.[key], doc);
    }
    path = [...path, segment];
    node = (node as Record<string, unknown> | undefined)?.[segment];
  }
  return path;
};

const validators = new Map<string, ValidateFunction>();
const validatorAt = (contract: Loaded, service: string, segments: string[]): ValidateFunction => {
  const pointer = canonical(contract.docs.get(service)!, segments);
  const ref = `${service}#/${pointer.map(pointerSegment).join('/')}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = contract.ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
};

/** Follows a local `$ref` (`#/components/…`) in a bundled document. */
export const resolve = <T>(doc: Document, value: T | { $ref: string }): T => {
  let current: unknown = value;
  for (let hops = 0; current && typeof current === 'object' && '$ref' in current && hops < 10; hops += 1) {
    current = refSegments((current as { $ref: string }).$ref).reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      doc,
    );
  }
  return current as T;
};

const describeErrors = (errors: ErrorObject[] | null | undefined, where: string): string[] =>
  (errors ?? []).slice(0, 5).map((e) => {
    const extra = 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : '';
    return `${where}${e.instancePath} ${e.message ?? 'is invalid'}${extra}`;
  });

/** A copy of `schema` whose local `$ref`s, at any depth, name their document, so it compiles on its own. */
const anchored = (schema: unknown, service: string): unknown => {
  if (Array.isArray(schema)) return schema.map((s) => anchored(s, service));
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${service}${value}` : anchored(value, service),
    ]),
  );
};

const parameterValidators = new WeakMap<Schema, ValidateFunction>();
/** A parameter's schema, compiled where it stands: its `$ref`s resolve against its own document. */
const parameterValidator = (contract: Loaded, service: string, schema: Schema) => {
  let validate = parameterValidators.get(schema);
  if (!validate) {
    validate = contract.ajv.compile(anchored(schema, service) as Schema);
    parameterValidators.set(schema, validate);
  }
  return validate;
};

/** A parameter's text as its schema's type, so `?range=[0,9]`, `?page=2` and repeated keys check as declared. */
const asDeclared = (values: string[], schema: Schema | undefined): unknown => {
  const types = ([] as unknown[]).concat(schema?.type ?? []);
  if (types.includes('array')) {
    const items = (schema?.items ?? {}) as Schema;
    return values.map((v) => asDeclared([v], items));
  }
  const value = values[values.length - 1]!;
  if ((types.includes('integer') || types.includes('number')) && value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value);
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
};

export type ServiceName = (typeof SERVICES)[number];

export interface Matched {
  route: Route;
  doc: Document;
  method: string;
  operation: Operation;
  params: Record<string, string>;
}

/** The operation of `service` that `method` and a path relative to the service's base address name. */
export const matchOperation = (
  contract: Loaded,
  service: ServiceName,
  method: string,
  relativePath: string,
): Matched | { problem: string } => {
  const candidates = contract.routes.filter((r) => r.service === service && r.pattern.test(relativePath));
  if (candidates.length === 0) return { problem: `no path of the ${service} contract matches ${relativePath}` };
  for (const route of candidates) {
    const doc = contract.docs.get(route.service)!;
    const operation = doc.paths?.[route.template]?.[method];
    if (!operation) continue;
    const values = route.pattern.exec(relativePath)!.slice(1);
    const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(values[i]!)]));
    return { route, doc, method, operation, params };
  }
  return { problem: `the contract has no ${method.toUpperCase()} for ${candidates[0]!.template}` };
};

/**
 * The matched operation's query parameters that take one value (not declared `type: array`) and are given more than
 * once. The contract refuses them (`400`) rather than choose a copy: a service and whatever stands in front of it
 * could choose differently (HTTP parameter pollution, ASVS 5.0 V15.3.7).
 */
export const repeatedQueryParameters = (m: Matched, url: URL): string[] => {
  const pathItem = m.doc.paths![m.route.template]!;
  return [...(pathItem.parameters ?? []), ...(m.operation.parameters ?? [])]
    .map((p) => resolve<Parameter>(m.doc, p))
    .filter((p) => p.in === 'query' && !([] as unknown[]).concat(p.schema?.type ?? []).includes('array'))
    .filter((p) => url.searchParams.getAll(p.name).length > 1)
    .map((p) => p.name);
};

/**
 * What is wrong with a request to the matched operation. `readBody` reads a JSON body's text; the sandbox reads no
 * further than its size limit (undefined past it), leaving a longer body to the handler's 413.
 */
export const checkRequest = async (
  contract: Loaded,
  m: Matched,
  request: Request,
  readBody: (request: Request) => Promise<string | undefined> = (r) => r.text(),
): Promise<string[]> => {
  const problems: string[] = [];
  const base = ['paths', m.route.template, m.method];
  const pathItem = m.doc.paths![m.route.template]!;
  const declared = [...(pathItem.parameters ?? []), ...(m.operation.parameters ?? [])].map((p) => resolve<Parameter>(m.doc, p));
  const url = new URL(request.url);
  for (const parameter of declared) {
    const raw =
      parameter.in === 'path'
        ? m.params[parameter.name] !== undefined
          ? [m.params[parameter.name]!]
          : []
        : parameter.in === 'query'
          ? url.searchParams.getAll(parameter.name)
          : parameter.in === 'header'
            ? [request.headers.get(parameter.name)].filter((v): v is string => v !== null)
            : [];
    if (raw.length === 0) {
      if (parameter.required) problems.push(`${parameter.in} parameter '${parameter.name}' is required`);
      continue;
    }
    if (!parameter.schema) continue;
    const validate = parameterValidator(contract, m.route.service, parameter.schema);
    if (!validate(asDeclared(raw, parameter.schema)))
      problems.push(...describeErrors(validate.errors, `${parameter.in} parameter '${parameter.name}'`));
  }
  for (const name of repeatedQueryParameters(m, url)) problems.push(`query parameter '${name}' is given more than once`);
  const known = new Set(declared.filter((p) => p.in === 'query').map((p) => p.name));
  for (const key of new Set(url.searchParams.keys())) if (!known.has(key)) problems.push(`query parameter '${key}' is not in the contract`);

  const body =
    m.operation.requestBody && resolve<NonNullable<Exclude<Operation['requestBody'], { $ref: string }>>>(m.doc, m.operation.requestBody);
  const type = request.headers.get('content-type') ?? '';
  if (!body) return problems;
  if (/json/i.test(type)) {
    const text = await readBody(request);
    if (text === undefined) return problems;
    if (!text.trim()) {
      if (body.required) problems.push('the request body is required');
      return problems;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return [...problems, 'the request body is not JSON'];
    }
    const mediaType = Object.keys(body.content ?? {}).find((t) => /json/i.test(t));
    if (!mediaType) return [...problems, `the contract takes no JSON body here (${Object.keys(body.content ?? {}).join(', ')})`];
    const validate = validatorAt(contract, m.route.service, [...base, 'requestBody', 'content', mediaType, 'schema']);
    if (!validate(parsed)) problems.push(...describeErrors(validate.errors, 'body'));
  } else if (!type && body.required && !request.body) {
    problems.push('the request body is required');
  }
  return problems;
};

/** The headers the service promises on every answer, present and with the value the contract fixes. */
const everyAnswerProblems = (doc: Document, response: Response): string[] =>
  Object.entries(doc['x-portico-every-answer-headers'] ?? {}).flatMap(([name, header]) => {
    const expected = resolve<HeaderObject>(doc, header).schema?.const;
    const value = response.headers.get(name);
    if (value === null) return [`header ${name} is missing (every answer carries it)`];
    return expected !== undefined && value !== expected ? [`header ${name} is '${value}', not '${expected}'`] : [];
  });

/** What is wrong with an answer to the matched operation: nothing when the contract allows it. */
export const checkAnswer = async (contract: Loaded, m: Matched, response: Response): Promise<string[]> => {
  const responses = m.operation.responses ?? {};
  const status = String(response.status);
  const key = [status, `${status[0]}XX`, 'default'].find((k) => k in responses);
  const problems = everyAnswerProblems(m.doc, response);
  if (!key) return [...problems, `status ${status} is not declared (declared: ${Object.keys(responses).join(', ')})`];
  const declared = resolve<ResponseObject>(m.doc, responses[key]!);
  for (const [name, header] of Object.entries(declared.headers ?? {})) {
    if (resolve<{ required?: boolean }>(m.doc, header).required && !response.headers.has(name)) problems.push(`header ${name} is missing`);
  }
  const media = declared.content ?? {};
  // A server-sent event stream stays open: sandbox/contract.ts checks its headers and passes no body.
  if (/^text\/event-stream/i.test(response.headers.get('content-type') ?? '') && 'text/event-stream' in media) return problems;
  const text = await response.text();
  if (!text) {
    if (Object.keys(media).length > 0 && !declared['x-portico-optional-body'])
      problems.push('the body is empty, but the contract declares one');
    return problems;
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const mediaType = Object.keys(media).find((t) => t === type || (/json/i.test(t) && /json/i.test(type)) || t === '*/*');
  if (!mediaType) return [...problems, `a ${type || 'untyped'} body, but the contract declares ${Object.keys(media).join(', ') || 'none'}`];
  if (!/json/i.test(mediaType)) return problems;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [...problems, 'the body is not JSON'];
  }
  const validate = validatorAt(contract, m.route.service, [
    'paths',
    m.route.template,
    m.method,
    'responses',
    key,
    'content',
    mediaType,
    'schema',
  ]);
  if (!validate(parsed)) problems.push(...describeErrors(validate.errors, 'body'));
  return problems;
};
