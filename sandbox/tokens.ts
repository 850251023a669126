/**
 * The identity service's JWTs. Each kind of token has its own `typ` header and its own key, and names in `aud` the
 * services it is for, so a token is good only as the kind it was issued as and only where it was sent to: a
 * challenge session is never an access token (nor the reverse), and a service refuses a token addressed to another.
 */
import { SignJWT, decodeProtectedHeader, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

export type TokenKind = 'access' | 'mfa_setup' | 'new_password';

/** The contract's three services, as a token's `aud` names them. */
export const AUDIENCES = { identity: 'portico-identity', portal: 'portico-portal', gateway: 'portico-gateway' } as const;

// at+jwt is RFC 9068's type for access tokens; the challenge sessions' types are ours.
const KINDS: Record<TokenKind, { typ: string; audience: string[] }> = {
  access: { typ: 'at+jwt', audience: [AUDIENCES.identity, AUDIENCES.portal, AUDIENCES.gateway] },
  mfa_setup: { typ: 'mfa-setup+jwt', audience: [AUDIENCES.identity] },
  new_password: { typ: 'new-password+jwt', audience: [AUDIENCES.identity] },
};

const ISSUER = 'portico-sandbox-identity';

// A fresh key per kind and per process: tokens never outlive the sandbox that issued them, and a key that signs one
// kind verifies no other.
const keys = new Map<TokenKind, Uint8Array>();
const keyOf = (kind: TokenKind) => {
  let key = keys.get(kind);
  if (!key) {
    key = globalThis.crypto.getRandomValues(new Uint8Array(32));
    keys.set(kind, key);
  }
  return key;
};

export interface TokenClaims extends JWTPayload {
  sub: string;
  jti: string;
}

/** Signs a token of `kind`; `audience` is the kind's own unless given (tests address a token to one service). */
export const signToken = (kind: TokenKind, claims: TokenClaims, ttlSeconds: number, audience = KINDS[kind].audience) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, scope: kind })
    .setProtectedHeader({ alg: 'HS256', typ: KINDS[kind].typ })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(keyOf(kind));
};

/** The service a request is addressed to: the sandbox serves all three from one origin, one path prefix each. */
export const audienceOf = (url: string): string => {
  const path = new URL(url).pathname;
  if (path.startsWith('/gateway/')) return AUDIENCES.gateway;
  if (path.startsWith('/portal/')) return AUDIENCES.portal;
  return AUDIENCES.identity;
};

export type Verified = { kind: TokenKind; payload: TokenClaims } | 'expired' | 'invalid';

/** Checks a token as its header's kind, with that kind's key, for `audience`: signature, issuer, expiry, type. */
export const verifyToken = async (token: string, audience: string): Promise<Verified> => {
  let typ: string | undefined;
  try {
    typ = decodeProtectedHeader(token).typ;
  } catch {
    return 'invalid';
  }
  const kind = (Object.keys(KINDS) as TokenKind[]).find((k) => KINDS[k].typ === typ);
  if (!kind) return 'invalid';
  try {
    const { payload } = await jwtVerify(token, keyOf(kind), {
      issuer: ISSUER,
      audience,
      typ: KINDS[kind].typ,
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'jti', 'exp'],
    });
    return payload.scope === kind ? { kind, payload: payload as TokenClaims } : 'invalid';
  } catch (e) {
    return e instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
  }
};
