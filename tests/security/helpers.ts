/** Helpers shared by the identity security tests: TOTP codes at a chosen step, a signed-in enrolled user. */
import * as OTPAuth from 'otpauth';
import { ID, PASSWORD, post, type LoginResult } from '../sandbox/helpers';

export const MFA_EMAIL = 'mfa@portico.test';
export const MFA_SECRET = 'JBSWY3DPEHPK3PXP';

/** The code of `secret` at the current time step plus `steps` (the sandbox accepts one step either side). */
export const totpAt = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + steps * 30_000 });

/** A code for `secret` that is certainly wrong now (none of the three accepted steps). */
export const wrongCode = (secret: string) => {
  const valid = new Set([-1, 0, 1].map((s) => totpAt(secret, s)));
  return ['000000', '111111', '222222', '333333'].find((c) => !valid.has(c))!;
};

/**
 * Waits out the last second of a 30 s step, so codes computed here for neighbouring steps stay in the sandbox's
 * window when it checks them a few milliseconds later.
 */
export const awayFromStepBoundary = async () => {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 28_500) await new Promise((resolve) => setTimeout(resolve, 30_000 - intoStep + 50));
};

/** Signs mfa@ in through the code challenge with the code of the previous step, leaving the current and next free. */
export const signInEnrolled = async (): Promise<LoginResult> => {
  await awayFromStepBoundary();
  const res = await post(`${ID}/auth/login/mfa`, { email: MFA_EMAIL, password: PASSWORD, code: totpAt(MFA_SECRET, -1) });
  if (res.status !== 200) throw new Error(`mfa sign-in: ${res.status} ${await res.text()}`);
  return (await res.json()) as LoginResult;
};
