/**
 * The shape of the table tests/sandbox/contractErrors.test.ts runs: for each operation of the contract, a call it
 * accepts and the variations of that call that earn each declared error answer.
 */
import type { Store } from '../../../sandbox/types';

/** The seeded accounts the cases sign in as (README; sandbox/seed/people.ts). */
export type Who =
  | 'superadmin'
  | 'support'
  | 'analyst'
  | 'viewer'
  | 'clientadmin'
  | 'manager'
  | 'sftp'
  | 'outsider'
  /** A ClientAdmin with an enrolled authenticator (companies 6 and 7). */
  | 'mfa';

/** A multipart body: `fields` and one file. */
export interface Upload {
  fields?: Record<string, string>;
  file: { content: string | Uint8Array; name: string; type: string };
}

/**
 * One request to an operation. In a variation, `path` and `query` are merged key by key over the call they vary (an
 * undefined value drops the key), and so is a `body` when both are objects; any other `body` replaces the call's.
 */
export interface Call {
  path?: Record<string, string>;
  /** A list is the key repeated (`?a=1&a=2`). */
  query?: Record<string, string | string[] | undefined>;
  body?: unknown;
  upload?: Upload;
}

export interface Case {
  /** Who makes the call and its variations: a caller the operation lets through to its checks. */
  as: Who;
  /**
   * The call the operation accepts (2xx). A function makes it at run time, signed in as `as` (a session to end, a
   * code to send); every variation varies the same call. Absent: no path, no body.
   */
  call?: Call | ((token: string) => Call | Promise<Call>);
  /**
   * The Bearer the operation takes in place of the caller's access token (an MFA-setup session), got with that token.
   * The call and its variations carry it; the 401 and 403 cases carry their own.
   */
  bearer?: (accessToken: string) => Promise<string>;
  /** What the seed lacks for the call to succeed (a record to delete), put in the store first. */
  given?: (store: Store) => void;
  /** 403: a signed-in caller whose role (or reach) the operation refuses, with the same call or with its own. */
  refused?: Who | { as: Who; call: Call };
  /** 404: the call naming an id that no record has. */
  unknown?: Call;
  /** 400: the call made invalid; `message` when the answer's wording is the spec's or the contract's. */
  invalid?: Call & { message?: string };
  /** A public operation that declares 401 reads its session from the body: the call with a session that is not one. */
  anonymous?: Call;
  /** 409: the call clashing with a record (a name, a reference, an email taken); `field` is the one `errors` names. */
  conflict?: Call & { field?: string; message: string };
  /** 429: `times` attempts of `failing` (the call itself when absent) lock it; then even the call is refused. */
  throttle?: { failing?: Call; times: number };
}

export type Cases = Record<string, Case>;
