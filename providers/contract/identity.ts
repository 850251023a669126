/**
 * The identity service's wire types, generated from contract/identity.openapi.yaml by `npm run contract:types`.
 * Do not edit: change the contract and generate again.
 */
export type paths = {
  '/2FA-auth/authenticator': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the authenticator key to enrol
     * @description The Bearer is an **`mfa_setup` session**: from the sign-in's `MFA_SETUP` challenge, or from
     *     `POST /users/current/reset-mfa` (a signed-in user's password step-up). An access token alone is `401`
     *     ("Confirm your password to set up multi-factor authentication."), as is a `new_password` session. Answers the
     *     session's pending key as an `otpauth://` URI (for the QR code) and as the base32 shared key; repeated calls
     *     with the same session answer the same key, and each setup session has a key of its own. Only for a user with
     *     no authenticator: an enrolled user gets `403` with a message (replacing a key goes through
     *     `POST /users/current/reset-mfa`), whatever the Bearer.
     */
    get: operations['getAuthenticatorKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/2FA-auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start MFA enrolment with email and password
     * @description "Sent with credentials" (spec 7). For a user with **no authenticator** it answers the `MFA_SETUP` challenge,
     *     whose `session` (a 5-minute token) is the Bearer of `GET /2FA-auth/authenticator` and
     *     `POST /2FA-auth/token-verify`. An enrolled user gets `SOFTWARE_TOKEN_MFA` instead (never a setup session: a
     *     password alone must not replace the key), a user with a temporary password `NEW_PASSWORD_REQUIRED`. Never
     *     tokens. Errors and throttling as `POST /auth/login`.
     */
    post: operations['startMfaSetup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/2FA-auth/token-verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Enrol the pending authenticator key with its first code
     * @description The Bearer is an **`mfa_setup` session**, as for `GET /2FA-auth/authenticator` (an access token or a
     *     `new_password` session is `401`; a user who already has an authenticator `403`). Verifies a code of the key
     *     offered to **this** session (as `POST /auth/login/mfa` checks codes; another session's key is not accepted)
     *     and enrols it; the session is spent. Every other session of the user ends and the user is emailed "An
     *     authenticator was added to your Portico account". Under the sign-in's challenge the sign-in completes: `200`
     *     with a `LoginResult` (the only session left). Under a session from `POST /users/current/reset-mfa`: `204`, and
     *     the session that asked stays. No key offered to this session (`GET /2FA-auth/authenticator` not called with
     *     it) is `400`; a bad code a `400` field error on `code`, counted as a failed sign-in.
     */
    post: operations['verifyAuthenticatorCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with email and password
     * @description "Sent with credentials" (spec 7). Answers a `LoginResult` (tokens) or, without tokens, the challenge the user
     *     still has to meet: `NEW_PASSWORD_REQUIRED` (a temporary password; its `session` goes to
     *     `POST /auth/login/new-password`), `SOFTWARE_TOKEN_MFA` (an authenticator is enrolled: call
     *     `POST /auth/login/mfa` next) or `MFA_SETUP` (MFA is required and none is enrolled: its `session` is the Bearer
     *     of the `/2FA-auth/*` calls). A user with an authenticator always meets `SOFTWARE_TOKEN_MFA`.
     *
     *     MFA is required of a user whose authenticator was reset and, by policy, of internal staff (SuperAdmin, Support,
     *     Analyst, Viewer) in production: they meet `MFA_SETUP` at every sign-in until they enrol. The sandbox's policy
     *     is `SANDBOX_MFA_REQUIRED`: `internal`, `all` (every role) or `none` (its default, so the seeded accounts sign in
     *     with a password; README "Configuration").
     *
     *     A wrong email or password (or an invited user with no password yet) is `400 Incorrect email or password.`,
     *     identical for an unknown email (same derivation cost, same throttling): never 401. A deactivated account (right
     *     password) is `400 Your account has been deactivated. Contact your administrator.` Missing or malformed fields
     *     are `400` field errors on `email` and `password`.
     */
    post: operations['signIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/login/mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with email, password and an authenticator code
     * @description The specification's "separate MFA login call" (its path is designed here): the answer to a
     *     `SOFTWARE_TOKEN_MFA` challenge. Checks the credentials as `POST /auth/login` does (same errors, same throttling,
     *     which counts wrong passwords and wrong codes together), then the code: six digits, TOTP SHA-1 with a 30-second
     *     step, accepted one step either side; each step is accepted once per user, so a replayed or older code is
     *     refused. A user with no authenticator gets `400 Multi-factor authentication is not set up for this account.`
     */
    post: operations['signInWithMfaCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/login/new-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Choose a new password to finish signing in
     * @description The answer to a `NEW_PASSWORD_REQUIRED` challenge: the challenge's `session` (a 5-minute token, single use)
     *     and the new password (`NewPassword`: spec 5's rule, not common, not personal; kept exactly as sent). Answers a
     *     `LoginResult`, or the next challenge (`SOFTWARE_TOKEN_MFA` or `MFA_SETUP`). An expired, spent or wrong session
     *     is `401`; a weak, common or personal password a `400` field error on `password`. Not throttled.
     */
    post: operations['completeNewPasswordChallenge'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End the session of a refresh token
     * @description Revokes the session the refresh token belongs to (a spent token of the session does too): its refresh token
     *     and every access token carrying its session id. Idempotent: an unknown token, a missing one or a session
     *     already ended also answer `204`.
     */
    post: operations['signOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Exchange a refresh token for new tokens
     * @description Answers a `LoginResult` with a new access token and a **new** refresh token: the presented one is spent
     *     (rotated on every use). `refreshTokenExpiresIn` is the seconds left of the sign-in; rotation does not extend
     *     it. An unknown, expired or revoked token, or one of a deactivated user, is `401`. A spent token presented again
     *     is `401` too, and ends the whole session (every access and refresh token descended from that sign-in).
     */
    post: operations['refreshSession'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the signed-in user's identity record
     * @description The identity service's view of the caller (the portal's own `GET /api/v1/users/current` is another call):
     *     id, email, whether an authenticator is enrolled (the MFA change page then asks for a current code) and the
     *     identity attributes `sub`, `email`, `email_verified`, `given_name`, `family_name` and `custom:roles`.
     *     `custom:roles` is `;`-separated, each optionally `:<suffix>`: `SuperAdmin`, `Support`, `ClientPortal_SftpOnly`,
     *     or e.g. `ClientPortal_ClientAdmin;DataGateway_ClientAdmin:eu-west-2`. Needs an access token (a challenge
     *     session is `401`); any role.
     */
    get: operations['getIdentityUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/current/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change the signed-in user's password
     * @description Needs an access token (a challenge session is `401`); any role. Checks the old password and the new one
     *     (spec 5's rule, and different from the old); on success ends every **other** session of the user (the caller's
     *     stays). A wrong old password is a `400` field error on `oldPassword` and counts as a failed sign-in for
     *     throttling; a weak, common, personal (`NewPassword`) or unchanged new password a field error on
     *     `newPassword`. While the account's sign-in is locked: `429`, nothing checked.
     */
    post: operations['changeOwnPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/current/reset-mfa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm the password to set up (or replace) the signed-in user's authenticator
     * @description The step-up before enrolling from a signed-in session: the portal's MFA change and reset pages. Needs an access
     *     token (a challenge session is `401`); any role. Proof is the password and, **when an authenticator is
     *     enrolled**, a current code from it (otherwise `code` is ignored). Answers an `MFA_SETUP` challenge whose
     *     `session` (5 minutes, single use) is the Bearer of `GET /2FA-auth/authenticator` and
     *     `POST /2FA-auth/token-verify`: an access token alone cannot enrol a key. The session is bound to the caller's
     *     session and ends with it.
     *
     *     When an authenticator was enrolled it is removed at once: MFA becomes required (the next sign-in answers
     *     `MFA_SETUP`), every **other** session of the user ends and the user is emailed "Multi-factor authentication was
     *     reset on your Portico account". A user with none loses nothing here, is not emailed and keeps its sessions:
     *     the enrolment ends them and emails the user. Missing fields are `400` field errors; a wrong password
     *     `password: ["Password is incorrect."]`; a bad or replayed code `code: ["Invalid verification code."]`; both
     *     count as failed sign-ins. While the account's sign-in is locked: `429`, nothing checked.
     */
    post: operations['resetOwnMfa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/current/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the signed-in user's active sessions
     * @description Every session of the caller that has not ended (not signed out, revoked or past its refresh token's life), the
     *     caller's own first (`current: true`), then the others by last use, most recent first. An account holds at most
     *     10 sessions: a sign-in beyond that ends the one used least recently. Needs an access token (a challenge
     *     session is `401`); any role.
     */
    get: operations['listOwnSessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/current/sessions/{sessionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * End one of the signed-in user's other sessions
     * @description Ends the session: its refresh token and every access token carrying its id stop working at once (`401`), as
     *     after a sign-out on that device. Needs an access token (a challenge session is `401`); any role. The id of a
     *     session that is not the caller's, that has ended or that never was is `404 Session not found.`: a caller
     *     cannot tell another user's session from none. The caller's own session is `400`: ending it is signing out
     *     (`POST /auth/logout`), which the portal does with its own tidying up.
     */
    delete: operations['endOwnSession'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/current/sessions/end-others': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * End every session of the signed-in user but this one
     * @description Ends each of the caller's sessions except the one making the call, as `DELETE /users/current/sessions/{sessionId}`
     *     does one at a time. Takes no body. Needs an access token (a challenge session is `401`); any role. `204` also
     *     when there were none to end.
     */
    post: operations['endOtherSessions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/email-confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set an invited user's first password
     * @description Sign-up from the invitation link (`/auth/signup/{verificationToken}`, whose token decodes to the email and this
     *     `token`). The token is single use and valid for 7 days; a wrong, used or expired one is a `400` field error on
     *     `token`, a weak password (spec 5's rule) one on `password`. The user stays `Invited` until the portal's
     *     `POST /api/v1/users/activateCurrent`. Not throttled.
     */
    post: operations['confirmEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Email a password-reset code
     * @description Stage one of the password reset. Always `204`, whether or not the address has an account (same answer, same
     *     throttling). An account that may sign in (not `Deactivated`, not `SetupIncomplete`) is emailed a 6-digit code,
     *     valid for 15 minutes and once, burnt by 5 wrong tries; asking again replaces any earlier code. A malformed
     *     email is a `400` field error. Every request counts: more than 5 for one email within 15 minutes (or 20 from one
     *     client address) is `429`.
     */
    post: operations['requestPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/reset-password/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a new password with the emailed code
     * @description Stage two of the password reset: the email, the code from the email and the new password (spec 5's rule). On
     *     success the password is set, a temporary password no longer applies, and **every** session of the user ends.
     *     A wrong, used or expired code is a `400` field error on `code`; a weak, common or personal password
     *     (`NewPassword`) a field error on `password`.
     *     Wrong codes are throttled per email and per client address (`429`).
     */
    post: operations['confirmPasswordReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
};
export type webhooks = Record<string, never>;
export type components = {
  schemas: {
    AuthenticatorCode: {
      code: components['schemas']['TotpCode'];
    };
    AuthenticatorKey: {
      /**
       * Format: uri
       * @description `otpauth://totp/Portico:<email>?issuer=Portico&secret=<sharedKey>&algorithm=SHA1&digits=6&period=30`, for the QR code.
       */
      authenticatorUri: string;
      /** @description The secret in base32, for typing into an authenticator app. */
      sharedKey: string;
    };
    /**
     * @description Email and password, as the sign-in form sends them.
     * @example {
     *       "email": "clientadmin@portico.test",
     *       "password": "Portico#Demo2026"
     *     }
     */
    Credentials: {
      email: components['schemas']['EmailAddress'];
      /** @description Compared exactly as sent, surrounding spaces included, as a new password is stored (`NewPassword`). */
      password: string;
    };
    /**
     * @description An email address; surrounding spaces are dropped and it is compared lower-cased (spec 5).
     * @example clientadmin@portico.test
     */
    EmailAddress: string;
    EmailConfirmation: {
      email: components['schemas']['EmailAddress'];
      password: components['schemas']['NewPassword'];
      /** @description The invitation's token (from the decoded `verificationToken` of the sign-up link). */
      token: string;
    };
    /** @description Spec 8's error shape. `message` is shown to the user; `errors` carries field errors for a 400 or 409. */
    Error: {
      errors?: components['schemas']['FieldErrors'];
      message: string;
    };
    /** @description Field name → the messages for that field, in the order they apply. */
    FieldErrors: {
      [key: string]: string[];
    };
    IdentityAttribute: {
      /**
       * @description The portal reads `sub`, `email`, `email_verified`, `given_name`, `family_name` and `custom:roles`; a service may send others, which the portal ignores.
       * @example sub
       * @example email
       * @example email_verified
       * @example given_name
       * @example family_name
       * @example custom:roles
       */
      name: string;
      value: string;
    };
    /** @description The identity service's record of the signed-in user. */
    IdentityUser: {
      /** Format: email */
      email: string;
      /** @description An authenticator is enrolled. */
      mfaEnabled: boolean;
      userAttributes: components['schemas']['IdentityAttribute'][];
      /** @description The user's id (as `sub`). */
      username: string;
    };
    /** @description The answer to a sign-in step, told apart by `challengeType` (`null` for a `LoginResult`). */
    LoginAnswer:
      | components['schemas']['LoginResult']
      | components['schemas']['SoftwareTokenMfaChallenge']
      | components['schemas']['MfaSetupChallenge']
      | components['schemas']['NewPasswordRequiredChallenge'];
    /** @description What a user with the right password still has to do before getting tokens. */
    LoginChallenge:
      | components['schemas']['SoftwareTokenMfaChallenge']
      | components['schemas']['MfaSetupChallenge']
      | components['schemas']['NewPasswordRequiredChallenge'];
    /**
     * @description Tokens of a completed sign-in. The access token is an HS256 JWT with `sub` (user id), `sid` (session id),
     *     `email`, `custom:roles`, `scope: "access"` and `exp`; the refresh token is opaque and single use.
     */
    LoginResult: {
      /** @description The Bearer of every other call. */
      accessToken: string;
      /** @description No challenge left. */
      challengeType: null;
      /** @description Seconds until the access token expires (900 in the sandbox by default). */
      expiresIn: number;
      /** @description For `POST /auth/refresh` and `POST /auth/logout`. */
      refreshToken: string;
      /** @description Seconds left of the sign-in (28 800 in the sandbox by default); refreshing does not extend it. */
      refreshTokenExpiresIn: number;
    };
    /** @description Email, password and a current authenticator code. */
    MfaCredentials: {
      code: components['schemas']['TotpCode'];
      email: components['schemas']['EmailAddress'];
      password: string;
    };
    MfaResetProof: {
      /** @description A current six-digit code of the enrolled authenticator; required only when one is enrolled, ignored otherwise. */
      code?: string;
      /** @description The user's current password. */
      password: string;
    };
    /**
     * @description MFA is required and none is enrolled (at sign-in), or the password step-up of `POST /users/current/reset-mfa`
     *     succeeded; `session` is the Bearer of the `/2FA-auth/*` calls.
     */
    MfaSetupChallenge: {
      /** @constant */
      challengeType: 'MFA_SETUP';
      /**
       * @description A 5-minute JWT of scope `mfa_setup`, spent by the enrolment. From `POST /users/current/reset-mfa` it carries
       *     the caller's `sid` and ends with that session.
       */
      session: string;
    };
    /**
     * @description Spec 5's new password: at least 12 characters (not counting surrounding spaces) with an upper-case letter, a
     *     lower-case letter, a digit and a special character. A weak one is a `400` field error with the rule's message.
     *     A password that meets the rule is still refused (`400` field error) when it is **common**: it, or the word left
     *     once the digits and symbols around it are dropped and look-alikes read as letters (`P@ssw0rd2026!`), is in a
     *     list of at least 100,000 passwords attackers try first ("Choose a less common password: this one appears in
     *     lists of passwords attackers try first."); or when it is **personal**: it contains, in any case, the product's
     *     name (Portico), the name or a word of at least four letters of one of the user's tenants, or the user's email,
     *     its local part, first or last name ("Choose a password that does not contain your name, your email address, or
     *     the name of Portico or your organisation."). The password reset checks the personal words only with a right
     *     code. The password is stored and later checked exactly as sent, surrounding spaces included: nothing trims or
     *     case-folds it (ASVS 6.2.8), so it signs in typed as it was chosen.
     * @example Severn#Estuary2026
     */
    NewPassword: string;
    NewPasswordChallengeAnswer: {
      password: components['schemas']['NewPassword'];
      /** @description The `session` of the `NEW_PASSWORD_REQUIRED` challenge. */
      session: string;
    };
    /** @description The password is temporary; choose a new one with `POST /auth/login/new-password`. */
    NewPasswordRequiredChallenge: {
      /** @constant */
      challengeType: 'NEW_PASSWORD_REQUIRED';
      /** @description A 5-minute JWT of scope `new_password`, single use. */
      session: string;
    };
    PasswordChange: {
      newPassword: components['schemas']['NewPassword'];
      oldPassword: string;
    };
    PasswordResetConfirmation: {
      /** @description The six-digit code from the reset email. */
      code: string;
      email: components['schemas']['EmailAddress'];
      password: components['schemas']['NewPassword'];
    };
    PasswordResetRequest: {
      email: components['schemas']['EmailAddress'];
    };
    RefreshTokenInput: {
      /** @description The latest refresh token of the session. */
      refreshToken: string;
    };
    SignOutInput: {
      /** @description The session's refresh token (current or spent). Without one nothing is revoked. */
      refreshToken?: string;
    };
    /** @description An authenticator is enrolled; sign in with `POST /auth/login/mfa` and a current code. */
    SoftwareTokenMfaChallenge: {
      /** @constant */
      challengeType: 'SOFTWARE_TOKEN_MFA';
    };
    TooManyAttempts: {
      /** @example Too many attempts. Try again in 15 minutes. */
      message: string;
      /** @description Seconds to wait, as in the `Retry-After` header, for clients that cannot read it. */
      retryAfter: number;
    };
    /**
     * @description A current code of the authenticator: six digits (TOTP, SHA-1, 30 s), each time step accepted once per user.
     * @example 492039
     */
    TotpCode: string;
    /** @description One sign-in of the user, still active. */
    UserSession: {
      /** @description The session of the access token that asked. */
      current: boolean;
      /** @description The session's id (the `sid` its access tokens carry). */
      id: string;
      /** @description The address the sign-in came from, as the service saw it (its TCP peer, never X-Forwarded-For). */
      ipAddress: string;
      /**
       * Format: date-time
       * @description When the session last had tokens issued: the sign-in or its latest refresh. A session in use refreshes at least as often as its access tokens expire (15 minutes).
       */
      lastUsedAt: string;
      /**
       * Format: date-time
       * @description When the sign-in that opened the session completed.
       */
      signedInAt: string;
      /** @description The sign-in's User-Agent, or `unknown`. */
      userAgent: string;
    };
    UserSessionList: {
      items: components['schemas']['UserSession'][];
    };
  };
  responses: {
    /** @description Validation failed; `errors` names the fields. On every call, a name (`name`, or any field whose name ends in `Name`, at any depth of the body) holding a control character (CR, LF, tab, NUL, C1, U+2028, U+2029) is refused before anything else: "{Label} must be on one line, without control characters." (`First name must be on one line, without control characters.`), so no name can start a header of its own in an email. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Enter a scheme name.",
         *       "errors": {
         *         "name": [
         *           "Enter a scheme name."
         *         ]
         *       }
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A JSON body over 1 MiB, or a multipart upload over 1 MiB and 64 KiB (the 1 MB file and its form's headers): refused before it is read when its length is declared, and as soon as the limit is crossed while it streams when it is not. An upload within that but over its own limit (a 1 MB logo or onboarding file) is a 400 with a field error instead. */
    TooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "The request body is too large."
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Throttled; wait `Retry-After` seconds. */
    TooManyAttempts: {
      headers: {
        'Retry-After': components['headers']['RetryAfter'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['TooManyAttempts'];
      };
    };
    /** @description No access token, or an expired or revoked one. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Authentication required."
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description Seconds to wait before trying again. */
    RetryAfter: number;
  };
  pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
  getAuthenticatorKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The pending authenticator key. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "authenticatorUri": "otpauth://totp/Portico:mfa-setup%40portico.test?issuer=Portico&secret=FGAAUOWJR2K56D4YQBSEPZWO7TAQLLZF&algorithm=SHA1&digits=6&period=30",
           *       "sharedKey": "FGAAUOWJR2K56D4YQBSEPZWO7TAQLLZF"
           *     }
           */
          'application/json': components['schemas']['AuthenticatorKey'];
        };
      };
      /** @description No Bearer, an expired, invalid, spent or revoked one, an access token, or a `new_password` session. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Confirm your password to set up multi-factor authentication."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The user already has an authenticator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Multi-factor authentication is already set up on this account. To replace it, reset it with your password and a current code."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  startMfaSetup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "mfa-setup@portico.test",
         *       "password": "Portico#Demo2026"
         *     }
         */
        'application/json': components['schemas']['Credentials'];
      };
    };
    responses: {
      /** @description The challenge to meet. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginChallenge'];
        };
      };
      /** @description As `POST /auth/login`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Incorrect email or password."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyAttempts'];
    };
  };
  verifyAuthenticatorCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "code": "731845"
         *     }
         */
        'application/json': components['schemas']['AuthenticatorCode'];
      };
    };
    responses: {
      /** @description Enrolled under a challenge session; signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJlbWFpbCI6Im1mYS1zZXR1cEBwb3J0aWNvLnRlc3QiLCJzY29wZSI6ImFjY2VzcyIsInN1YiI6InVzci1tZmEtc2V0dXAifQ.pQ7rS9tU1vW3xY5zA7bC9dE1fG3hI5jK7lM9nO1pQ3r",
           *       "expiresIn": 900,
           *       "refreshToken": "b2e5a8d1c4f7b0e3a6d9c2f5b8e1a4d7c0f3b6e9a2d5c8f1b4e7a0d3c6f9b2e5",
           *       "refreshTokenExpiresIn": 28800,
           *       "challengeType": null
           *     }
           */
          'application/json': components['schemas']['LoginResult'];
        };
      };
      /** @description Enrolled under a session from `POST /users/current/reset-mfa`; the session that asked stays signed in. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description No pending key, a body that is not a JSON object, or a bad, replayed or older code. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description No Bearer, an expired, invalid, spent or revoked one, an access token, or a `new_password` session. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "This session has already been used."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description The user already has an authenticator. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Multi-factor authentication is already set up on this account. To replace it, reset it with your password and a current code."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyAttempts'];
    };
  };
  signIn: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "clientadmin@portico.test",
         *       "password": "Portico#Demo2026"
         *     }
         */
        'application/json': components['schemas']['Credentials'];
      };
    };
    responses: {
      /** @description Signed in (a `LoginResult`), or the challenge to meet next. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginAnswer'];
        };
      };
      /** @description Missing or malformed fields (field errors), wrong credentials, or a deactivated account. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyAttempts'];
    };
  };
  signInWithMfaCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "mfa@portico.test",
         *       "password": "Portico#Demo2026",
         *       "code": "492039"
         *     }
         */
        'application/json': components['schemas']['MfaCredentials'];
      };
    };
    responses: {
      /** @description Signed in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJlbWFpbCI6Im1mYUBwb3J0aWNvLnRlc3QiLCJzY29wZSI6ImFjY2VzcyIsInN1YiI6InVzci1tZmEifQ.5mO0c3Yx2Zb9QJrWb1m6v8vJq2g3mV1cJ0Zs7bYQd1E",
           *       "expiresIn": 900,
           *       "refreshToken": "0c5e2d8f6a1b4c3e9f7d2a5b8c1e4f70a3d6b9c2e5f8a1b4d7c0e3f6a9b2c5d8",
           *       "refreshTokenExpiresIn": 28800,
           *       "challengeType": null
           *     }
           */
          'application/json': components['schemas']['LoginResult'];
        };
      };
      /** @description As `POST /auth/login`, or a bad, replayed or older code (field error `code`). */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Invalid verification code.",
           *       "errors": {
           *         "code": [
           *           "Invalid verification code."
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyAttempts'];
    };
  };
  completeNewPasswordChallenge: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "session": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzY29wZSI6Im5ld19wYXNzd29yZCIsInN1YiI6InVzci1tYW5hZ2VyIn0.q3H2d9xK1m5Vb7nP0cR4tY8wZ6aE2sD1fG3hJ5kL7mN",
         *       "password": "Severn#Estuary2026"
         *     }
         */
        'application/json': components['schemas']['NewPasswordChallengeAnswer'];
      };
    };
    responses: {
      /** @description Signed in, or the next challenge. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJlbWFpbCI6Im1hbmFnZXJAcG9ydGljby50ZXN0Iiwic2NvcGUiOiJhY2Nlc3MiLCJzdWIiOiJ1c3ItbWFuYWdlciJ9.Zk8cV2nB6xM1qW4eR7tY0uI3oP5aS9dF2gH6jK8lZ1c",
           *       "expiresIn": 900,
           *       "refreshToken": "5a8d1c4f7b0e3a6d9c2f5b8e1a4d7c0f3b6e9a2d5c8f1b4e7a0d3c6f9b2e5a81",
           *       "refreshTokenExpiresIn": 28800,
           *       "challengeType": null
           *     }
           */
          'application/json': components['schemas']['LoginAnswer'];
        };
      };
      400: components['responses']['BadRequest'];
      /** @description The sign-in session has expired, was already used, or is not a new-password session. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "The sign-in session has expired. Sign in again."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['TooLarge'];
    };
  };
  signOut: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "refreshToken": "799b6a3606900c8dedf897088801227090610ae4ca5fe94bdad18d99ecf4fd71"
         *     }
         */
        'application/json': components['schemas']['SignOutInput'];
      };
    };
    responses: {
      /** @description The session is ended (or was already). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The body is not a JSON object. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "The request body must be a JSON object."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['TooLarge'];
    };
  };
  refreshSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "refreshToken": "799b6a3606900c8dedf897088801227090610ae4ca5fe94bdad18d99ecf4fd71"
         *     }
         */
        'application/json': components['schemas']['RefreshTokenInput'];
      };
    };
    responses: {
      /** @description New tokens. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "accessToken": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJlbWFpbCI6ImNsaWVudGFkbWluQHBvcnRpY28udGVzdCIsInNjb3BlIjoiYWNjZXNzIiwic3ViIjoidXNyLWNsaWVudGFkbWluIn0.aB3cD5eF7gH9iJ1kL3mN5oP7qR9sT1uV3wX5yZ7aB9c",
           *       "expiresIn": 900,
           *       "refreshToken": "e4b7a0d3c6f9b2e5a8d1c4f7b0e3a6d9c2f5b8e1a4d7c0f3b6e9a2d5c8f1b4e7",
           *       "refreshTokenExpiresIn": 27412,
           *       "challengeType": null
           *     }
           */
          'application/json': components['schemas']['LoginResult'];
        };
      };
      /** @description The body is not a JSON object. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "The request body must be a JSON object."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description Unknown, expired, revoked or spent refresh token. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Session expired. Sign in again."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['TooLarge'];
    };
  };
  getIdentityUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The caller's identity record. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "username": "usr-clientadmin",
           *       "email": "clientadmin@portico.test",
           *       "mfaEnabled": false,
           *       "userAttributes": [
           *         {
           *           "name": "sub",
           *           "value": "usr-clientadmin"
           *         },
           *         {
           *           "name": "email",
           *           "value": "clientadmin@portico.test"
           *         },
           *         {
           *           "name": "email_verified",
           *           "value": "true"
           *         },
           *         {
           *           "name": "given_name",
           *           "value": "Charlotte"
           *         },
           *         {
           *           "name": "family_name",
           *           "value": "Pemberton"
           *         },
           *         {
           *           "name": "custom:roles",
           *           "value": "ClientPortal_ClientAdmin;DataGateway_ClientAdmin:eu-west-2"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['IdentityUser'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  changeOwnPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "oldPassword": "Portico#Demo2026",
         *       "newPassword": "Pennine#Building2026"
         *     }
         */
        'application/json': components['schemas']['PasswordChange'];
      };
    };
    responses: {
      /** @description Changed; the user's other sessions are ended. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Field errors on `oldPassword` and `newPassword`, or a body that is not a JSON object. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Old password is incorrect.",
           *       "errors": {
           *         "oldPassword": [
           *           "Old password is incorrect."
           *         ],
           *         "newPassword": [
           *           "Password must be at least 12 characters long."
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyAttempts'];
    };
  };
  resetOwnMfa: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "password": "Portico#Demo2026",
         *       "code": "204617"
         *     }
         */
        'application/json': components['schemas']['MfaResetProof'];
      };
    };
    responses: {
      /** @description Proven. The MFA-setup session to enrol with; an enrolled authenticator is removed and the user's other sessions are ended. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "challengeType": "MFA_SETUP",
           *       "session": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzY29wZSI6Im1mYV9zZXR1cCIsInNpZCI6InNlcy1kMjFjMjQ3NDE0NTRiODVlOWNkZTg2NmIiLCJzdWIiOiJ1c3ItY2xpZW50YWRtaW4iLCJpc3MiOiJwb3J0aWNvLXNhbmRib3gtaWRlbnRpdHkiLCJpYXQiOjE3OTU2NDgyOTksImV4cCI6MTc5NTY0ODU5OSwianRpIjoiOWIyYzRkNmU4ZjBhMWIzYyJ9.Xk3d8Qw2VbN7pLr5TzA1cE9mH4sJ6uYfG0iK2oP8aQw"
           *     }
           */
          'application/json': components['schemas']['MfaSetupChallenge'];
        };
      };
      /** @description Field errors on `password` and `code`, or a body that is not a JSON object. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Password is incorrect.",
           *       "errors": {
           *         "password": [
           *           "Password is incorrect."
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyAttempts'];
    };
  };
  listOwnSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The caller's active sessions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "ses-d21c24741454b85e9cde866b",
           *           "signedInAt": "2026-11-26T08:12:40.000Z",
           *           "lastUsedAt": "2026-11-26T09:27:41.000Z",
           *           "ipAddress": "203.0.113.24",
           *           "userAgent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
           *           "current": true
           *         },
           *         {
           *           "id": "ses-0b7e91f3c25a48d6e1f0a9c4",
           *           "signedInAt": "2026-11-25T17:03:12.000Z",
           *           "lastUsedAt": "2026-11-25T18:41:09.000Z",
           *           "ipAddress": "198.51.100.7",
           *           "userAgent": "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
           *           "current": false
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['UserSessionList'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  endOwnSession: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The session's id, from `GET /users/current/sessions`.
         * @example ses-0b7e91f3c25a48d6e1f0a9c4
         */
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The session is ended. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The id is the caller's own session. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "This is the session you are using. Log out to end it."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      /** @description No active session of the caller has that id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Session not found."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  endOtherSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every other session of the caller is ended. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
    };
  };
  confirmEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "newjoiner@portico.test",
         *       "password": "Thames#Valley2026",
         *       "token": "9f1c2e7a4b6d48e0a3c5f7b9d1e3a5c7"
         *     }
         */
        'application/json': components['schemas']['EmailConfirmation'];
      };
    };
    responses: {
      /** @description The password is set. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Field errors on `token` and `password`, or a body that is not a JSON object. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Invalid or expired verification token.",
           *       "errors": {
           *         "token": [
           *           "Invalid or expired verification token."
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['TooLarge'];
    };
  };
  requestPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "manager@portico.test"
         *     }
         */
        'application/json': components['schemas']['PasswordResetRequest'];
      };
    };
    responses: {
      /** @description Accepted (a code is emailed if the account may have one). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The email is missing or malformed, or the body is not a JSON object. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Email is not valid.",
           *       "errors": {
           *         "email": [
           *           "Email is not valid."
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyAttempts'];
    };
  };
  confirmPasswordReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "manager@portico.test",
         *       "code": "583920",
         *       "password": "Pennine#Building2026"
         *     }
         */
        'application/json': components['schemas']['PasswordResetConfirmation'];
      };
    };
    responses: {
      /** @description The password is set; every session of the user is ended. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Field errors on `code` and `password`, or a body that is not a JSON object. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      413: components['responses']['TooLarge'];
      429: components['responses']['TooManyAttempts'];
    };
  };
}
