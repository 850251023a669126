/**
 * The portal service's wire types, generated from contract/portal.openapi.yaml by `npm run contract:types`.
 * Do not edit: change the contract and generate again.
 */
export type paths = {
  '/admin-contacts/country-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the country codes for administrator phones
     * @description The calling codes the company form offers for `adminContact.administratorPhones[].countryCode`, United Kingdom
     *     and Crown Dependencies first. Any signed-in user.
     */
    get: operations['listCountryCodes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/audit-trail': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the audit trail
     * @description Every successful mutating call with a bearer token records what it changed in the audited records (spec 3.2's
     *     six entity types, and tenants, modules, API integrations and settings): one entry per record, with the fields
     *     that differ, before and after. Credentials (password hashes, MFA and SSH secrets) and bookkeeping fields
     *     (`updatedAt`, `lastLoginAt`, ...) are never recorded; a value longer than 200 characters is cut and ends with
     *     `…`. The sandbox records around every handler (sandbox/audit.ts); a real service must record the same.
     *
     *     ra-data-simple-rest's list, newest first unless `sort` says otherwise, with `Content-Range: audit-trail
     *     {first}-{last}/{total}`. `filter` keys: `entityType`, `userId` (who made the change), `action`, `entityId`,
     *     `q` (free text), and `from` and `to`, days `YYYY-MM-DD` both inclusive. A `filter` that is not a JSON object,
     *     an unknown `entityType`, a malformed day or `from` later than `to` → `400`.
     *
     *     Roles: SuperAdmin and Support; others `403`.
     */
    get: operations['listAuditEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a company
     * @description Starts a company's onboarding (spec 2.6 "Add New Company"). Only `name` is required; everything else may follow
     *     with `PATCH /companies`, and `logoUrl` is normally set by `POST /companies/{id}/logo`. `tenantId` defaults to the
     *     demo tenant (the one on `localhost`). Text is trimmed, and an empty string counts as absent (spec 5).
     *     `setupCompleteness` is derived from what the company holds (see `Company`).
     *
     *     Roles: SuperAdmin, Support and ClientPortal_Analyst (an Analyst is then assigned to the company it created);
     *     any other role gets `403`.
     */
    post: operations['createCompany'];
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a company
     * @description Changes the fields sent and keeps the rest. `address` and `adminContact` merge field by field into the stored
     *     ones; `adminContact.administratorPhones`, when sent, replaces the list, in the order sent (`order` is
     *     renumbered 1..n). `null` or `''` clears an enumeration, a colour or the logo URL. The rules and messages are
     *     those of `POST /companies`. Fields the company only reports (`setupCompleteness`, `schemeCount`, ...) are
     *     ignored, so a whole record read from `GET /companies/{id}` may be sent back.
     *
     *     Roles: administrators of the company (SuperAdmin, Support; ClientPortal_Analyst and ClientPortal_ClientAdmin
     *     only for their own companies), else `403`. Only SuperAdmin and Support may move a company to another tenant
     *     (`tenantId`), else `403`.
     */
    patch: operations['updateCompany'];
    trace?: never;
  };
  '/companies/': {
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
     * Delete a company
     * @description Deletes the company with everything that belongs to it: its schemes with their sections, strategic partners
     *     and employers, its module assignments, users' access entries for it and users' membership of it (the users
     *     stay). Answers the company as it was, with `schemeCount` and `moduleCount` (and so `setupCompleteness`) counted
     *     after the deletion.
     *
     *     Roles: SuperAdmin only; any other role gets `403`.
     */
    delete: operations['deleteCompany'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/{companyId}/access-contacts': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example cmp-02 */
        companyId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * List who can give the caller access to a company's modules
     * @description The company's `Active` ClientPortal_ClientAdmin users whom the privilege table lets change the caller's
     *     permissions, by last name, then first name: never the caller, nobody for internal staff, nobody for a client
     *     user who also works for a company that administrator does not. Names only. The home page asks it for a
     *     company's modules the caller has no access entry for (docs/decisions.md).
     *
     *     Roles: every role with a home page (all but ClientPortal_SftpOnly, which gets `403`) that may see the company;
     *     a company the caller may not see → `403` with no body; an unknown company → `404`.
     */
    get: operations['listCompanyAccessContacts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company's id.
         * @example cmp-02
         */
        id: components['parameters']['CompanyIdInPath'];
      };
      cookie?: never;
    };
    /**
     * Read a company
     * @description Any signed-in user who may see the company (SuperAdmin, Support and ClientPortal_Viewer see all; others their own); else `403` with no body.
     */
    get: operations['getCompany'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/{id}/default-scheme-access': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company's id.
         * @example cmp-02
         */
        id: components['parameters']['CompanyIdInPath'];
      };
      cookie?: never;
    };
    /**
     * Read a company's default scheme access
     * @description Whether users of the company get every scheme of their modules without a grant per scheme, and what each of
     *     its users gets (their own setting, or the company's). Anyone who may see the company; else `403` with no body.
     */
    get: operations['getCompanyDefaultSchemeAccess'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/{id}/default-scheme-access-audit/search': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company's id.
         * @example cmp-02
         */
        id: components['parameters']['CompanyIdInPath'];
      };
      cookie?: never;
    };
    /**
     * Search the audit of a company's default scheme access
     * @description The company's default-scheme-access changes, newest first, one page at a time. `from` and `to` are calendar
     *     days (UTC), both inclusive; the same day for both is allowed (the portal's form follows spec 5 and asks for
     *     `from` earlier than `to`). A bad `event`, a day that is not a real date, or `from` after `to` → `400` with
     *     field errors (`event`, `from`, `to`). Anyone who may see the company; else `403` with no body.
     */
    get: operations['searchDefaultSchemeAccessAudit'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/{id}/default-scheme-access/{value}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company's id.
         * @example cmp-02
         */
        id: components['parameters']['CompanyIdInPath'];
        /** @example Enabled */
        value: components['parameters']['FeatureToggleInPath'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Switch a company's default scheme access on or off
     * @description Sets the company's default (users with a setting of their own keep it) and records an `EnabledFeature` or
     *     `DisabledFeature` audit event. Takes no body.
     *
     *     Roles: administrators of the company (SuperAdmin, Support; ClientPortal_Analyst and ClientPortal_ClientAdmin
     *     only for their own companies), else `403` with no body. A value other than `Enabled` or `Disabled` → `400`.
     */
    patch: operations['setCompanyDefaultSchemeAccess'];
    trace?: never;
  };
  '/companies/{id}/logo': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company's id.
         * @example cmp-02
         */
        id: components['parameters']['CompanyIdInPath'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a company's logo
     * @description Stores the image and sets the company's `logoUrl` to where it is served (a relative URL, `/__sandbox/files/{fileId}`
     *     in the sandbox), which may advance `setupCompleteness` past `BrandingIncomplete`. The image is judged by its
     *     first bytes, never by its name or declared type: PNG, JPEG or WebP only (SVG is refused, as it can carry
     *     script), at most 1 MB (1 048 576 bytes). Otherwise `400` with a field error on `file`.
     *
     *     Roles: administrators of the company (SuperAdmin, Support; ClientPortal_Analyst and ClientPortal_ClientAdmin
     *     only for their own companies), else `403`.
     */
    post: operations['uploadCompanyLogo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/{id}/user/{userId}/default-scheme-access': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company's id.
         * @example cmp-02
         */
        id: components['parameters']['CompanyIdInPath'];
        /**
         * @description A user who works for the company.
         * @example usr-102
         */
        userId: components['parameters']['CompanyUserIdInPath'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Put a user back on the company's default scheme access
     * @description Removes the user's own setting, so the user follows the company's default (`scope` `Default`). Records a
     *     `GrantedAccess` or `RemovedAccess` audit event only when what the user gets changes (their setting differed
     *     from the default). A user who does not work for the company → `404`.
     *
     *     Roles: administrators of the company (SuperAdmin, Support; ClientPortal_Analyst and ClientPortal_ClientAdmin
     *     only for their own companies), else `403` with no body; then the privilege table's `defaultSchemeAccess`
     *     cell for the user (docs/api.md): `403` with no body where it refuses, `400` for your own setting.
     */
    delete: operations['clearUserDefaultSchemeAccess'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/{id}/user/{userId}/default-scheme-access/{value}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company's id.
         * @example cmp-02
         */
        id: components['parameters']['CompanyIdInPath'];
        /**
         * @description A user who works for the company.
         * @example usr-102
         */
        userId: components['parameters']['CompanyUserIdInPath'];
        /** @example Enabled */
        value: components['parameters']['FeatureToggleInPath'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Set a user's own default scheme access in a company
     * @description Gives the user a setting of their own (`scope` becomes `Company`) and records a `GrantedAccess` or
     *     `RemovedAccess` audit event. Takes no body. A user who does not work for the company → `404`.
     *
     *     Roles: administrators of the company (SuperAdmin, Support; ClientPortal_Analyst and ClientPortal_ClientAdmin
     *     only for their own companies), else `403` with no body; then the privilege table's `defaultSchemeAccess`
     *     cell for the user (docs/api.md): `403` with no body where it refuses, `400` for your own setting. A value
     *     other than `Enabled` or `Disabled` → `400`.
     */
    patch: operations['setUserDefaultSchemeAccess'];
    trace?: never;
  };
  '/companies/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List every company the caller may see
     * @description Every company visible to the caller, by name: all of them for SuperAdmin, Support and ClientPortal_Viewer,
     *     the assigned ones for everyone else. Any signed-in user. The portal reads it only for client roles (their few
     *     companies); screens that show a page of companies or pick any of them use `GET /companies/search`.
     */
    get: operations['listAllCompanies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/assignedToProduct/{productId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example prd-member-portal */
        productId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the companies that have a module
     * @description The companies the caller may see that have the module assigned, by name. Any signed-in user.
     */
    get: operations['listCompaniesAssignedToProduct'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/assignedToUser/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example usr-clientadmin */
        userId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the companies a user works for
     * @description The companies the user is assigned to that the caller may also see, by name. The caller must be allowed to
     *     view the user (docs/api.md, the privilege table): otherwise `403` with no body; an unknown user is `404` (or
     *     `403` for a role that may view no other user).
     */
    get: operations['listCompaniesAssignedToUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/companies/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search companies, one page at a time
     * @description One page of the companies `GET /companies/all` would answer the caller (all for SuperAdmin, Support and
     *     ClientPortal_Viewer, the assigned ones for everyone else), matched and sorted on the server so that no screen
     *     fetches every company. Text sorts as the sandbox's one collator does (en-GB, case and accents ignored,
     *     numbers by value); rows that tie on the sort field come by name. Bad paging, sort or stage → `400` with field
     *     errors (`page`, `perPage`, `sortField`, `sortOrder`, `setupCompleteness`; the examples hold each message). Any
     *     signed-in user. Why beside `GET /companies/all`: docs/decisions.md.
     */
    get: operations['searchCompanies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/console/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the console's settings
     * @description Every setting: the defaults and the companies' overrides. Roles: SuperAdmin and Support; others `403`.
     */
    get: operations['listConsoleSettings'];
    /**
     * Set a setting's default or a company's override
     * @description Creates or changes one setting: the default (`scope` `Default`, the default scope) or a company's override
     *     (`scope` `Company` with `companyId`; only `supportEmail` and `supportPhone` may have one). The value is
     *     trimmed. Rules: `supportEmail` an email ("Support email must be an email address."); `supportPhone` spec 5's
     *     phone rule in one string, `+44 2079460000`, with spec 5's message; `maintenanceNotice` plain text of at most
     *     500 characters, `''` for none ("The notice must be 500 characters or fewer."); the others need a value ("A value
     *     is required."). An unknown `key` → `400` on `key`; a bad scope or a company-wide setting given a company →
     *     `400` on `scope`; an unknown company → `400` on `companyId`.
     *
     *     Roles: SuperAdmin only (a platform setting reaches every client); others `403`.
     */
    put: operations['putConsoleSetting'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/console/settings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The setting's id: `{key}:{companyId}` for a company's override.
         * @example supportEmail:cmp-02
         */
        id: string;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a company's override
     * @description Removes a company's override, so the company's users get the default again. A default cannot be removed
     *     (`400`: change its value instead). Roles: SuperAdmin only; others `403`.
     */
    delete: operations['deleteConsoleSetting'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/console/support-contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read whom to contact for support
     * @description The support email and phone as they apply to the company: its override, else the default. Without a
     *     `companyId`, or with a company the caller may not see, the defaults. Any signed-in user.
     */
    get: operations['getSupportContact'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/employers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List employers
     * @description ra-data-simple-rest list of the employers in the companies the caller sees. Filter keys: `schemeId` (a
     *     scheme's employers), `companyId`, `employerType`, `q` (free text), `id` (an array: getMany). Sorted by `id`
     *     unless `sort` says otherwise. Readers: SuperAdmin, Support, Analyst, Viewer, ClientAdmin (Analyst and
     *     ClientAdmin see only their own companies').
     */
    get: operations['listEmployers'];
    put?: never;
    /**
     * Create an employer
     * @description Adds an employer to a scheme; its `companyId` is the scheme's. The PAYE reference is stored in capitals and
     *     is unique within the scheme (`409` on `payeReference`). Administrators of the scheme's company: SuperAdmin,
     *     Support, and an Analyst or ClientAdmin within their own companies.
     */
    post: operations['createEmployer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/employers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The employer's id.
         * @example cmp-01-sch-1-emp-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get an employer
     * @description Readers who see the employer's company (as for the list); another company's employer is `403`.
     */
    get: operations['getEmployer'];
    /**
     * Update an employer
     * @description Changes an employer: the body is merged over the stored record (the whole record or only what changed).
     *     `schemeId` cannot change (it is ignored). The same rules and `409` as on create. Administrators of the
     *     employer's company.
     */
    put: operations['updateEmployer'];
    post?: never;
    /**
     * Delete an employer
     * @description Deletes the employer and takes it out of every user's employer access. Administrators of the employer's company.
     */
    delete: operations['deleteEmployer'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Stream live events of some topics
     * @description A `text/event-stream` (server-sent events) that stays open. Each event is
     *     `id: <sequence>`, `event: <resource>.<type>` (`accessRequest.created`, `accessRequest.withdrawn`,
     *     `accessRequest.decided`, `onboardingFile.progress`) and one `data:` line holding a `LiveEvent` (JSON): the
     *     company, the resource, the record's id and a payload. It says that a record changed; what the record now is
     *     the client reads from the resource itself.
     *
     *     The stream starts with `retry: 3000` and an `: open` comment, then a `: heartbeat` comment every 15 seconds, so
     *     proxies keep it open and the client knows it is alive. A reconnecting client sends the last id it read as
     *     `Last-Event-ID`: the events after it are sent first, or, when they are no longer kept (the last 500 are), an
     *     event `stream.reset` telling the client to read again what it shows.
     *
     *     **Authorization as for the resources**: the bearer token as on every call (a browser's `EventSource` cannot
     *     send it; the portal reads the stream with `fetch`). A subscriber receives an event only if its role may read
     *     the topic (`accessRequests`: SuperAdmin, Support, ClientPortal_Analyst, ClientPortal_ClientAdmin;
     *     `onboardingFiles`: those and ClientPortal_Viewer) and it may see the event's company, checked again for every
     *     event against the user as stored now; an access request's event reaches a client only as its record would
     *     (its requester, or a decider of the company). No token, or an expired one: `401`; a role that may read none of
     *     the topics asked: `403`. The stream ends when the access token expires: the client refreshes and reconnects.
     */
    get: operations['streamEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/onboarding-files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List uploaded onboarding files
     * @description ra-data-simple-rest list of the uploads for the companies the caller sees, without their `rows` (read one
     *     file for those). Filter keys: `companyId` (a company's upload history), `status`, `uploadedBy`, `q` (free
     *     text), `id` (an array: getMany). Sorted by `id` unless `sort` says otherwise. Readers: SuperAdmin, Support,
     *     Analyst, Viewer, ClientAdmin (Analyst and ClientAdmin see only their own companies' uploads).
     */
    get: operations['listOnboardingFiles'];
    put?: never;
    /**
     * Upload an onboarding file
     * @description Uploads one company's CSV of schemes and employers and answers `202` at once with the file `InProgress`, no
     *     rows and zero counts; its data lines are then processed in steps, a batch at a time (the sandbox: 50 lines
     *     every 100 ms), each step adding rows, counting them in `totals` and moving `progress.rowsDone`, until the file
     *     is `Completed` with `completedAt`. Read the file (`GET /onboarding-files/{id}`) to follow it. The first line
     *     must be the header `type,name,pensionSchemeType,pstr,schemePstr,employerType,payeReference`; without it, or
     *     with no data lines, the file is stored `Failed` with a `message` at once (answered `201`: nothing is left to
     *     do). `Scheme` lines
     *     need `name`, `pensionSchemeType` and `pstr` (a PSTR already in the company updates that scheme, one in another
     *     company is `NotCreated`); `Employer` lines need `name`, `schemePstr` (a scheme of the company, earlier lines
     *     count) and `payeReference` (the same PAYE in that scheme updates the employer; an `employerType` other than
     *     `OTH`/`FOR` is recorded as `OTH`, `PartiallyCreated`, on a new employer, and leaves an existing employer's type
     *     as it was, `Updated` with a message saying so). A scheme's PSTR, or an employer's PAYE reference within one
     *     scheme, on a second line of the same file is `NotCreated` there, its message naming the first line. The rules
     *     and their words are the portal's too (src/shared/onboardingRules.ts), which checks a file before sending it.
     *     Refused with `400` field errors: an unknown company,
     *     no file or an empty one, a name not ending `.csv`, a file over 1 MB, or bytes that are not UTF-8 text (judged
     *     by the content, never by the declared type). Administrators of the company: SuperAdmin, Support, and an
     *     Analyst or ClientAdmin within their own companies.
     */
    post: operations['uploadOnboardingFile'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/onboarding-files/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The upload's id.
         * @example obf-new-0001
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get an onboarding file
     * @description One upload with the outcome of each data line processed so far, and its `progress` while it is `InProgress` (read it again to follow it). Readers who see its company (as for the list); another company's upload is `403`.
     */
    get: operations['getOnboardingFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permissions/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's permissions
     * @description Any signed-in user may read their own (the portal shell loads them for every role but SuperAdmin and Support);
     *     another user's as privilege table action *view* allows. Only permissions in companies the caller may see
     *     (SuperAdmin, Support and Viewer: all).
     */
    get: operations['listUserPermissions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permissions/assign-all-companies/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-invited
         */
        id: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a user to every company the caller administers
     * @description Administrators only (other roles 403), with privilege table action *add to company* on the user (400 for
     *     yourself). The user is added to every company the caller administers, within the user's tenants unless the
     *     caller sees every company (SuperAdmin, Support), and gains those companies' tenants. Any JSON object body is
     *     accepted and ignored.
     */
    post: operations['assignUserToAllCompanies'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permissions/assignUserToProduct': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Give a user one module in one company (idempotent)
     * @description As `POST /permissions/userProduct`, but a permission the user already has is changed in the fields sent
     *     instead of refused. Privilege table action *permissions*.
     */
    post: operations['assignUserToProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permissions/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Grant or change several of a user's permissions at once
     * @description Privilege table action *permissions*. Each entry is checked as a grant (see the Permissions section's introduction); the first that
     *     fails answers for all and nothing is changed. Then each (company, product) is created when the user lacks it
     *     (with the product's first role unless `productRoleName` says otherwise, and no schemes unless `schemeIds` says) or
     *     changed in the fields sent. An empty list changes nothing. Answers every permission of the user the caller may
     *     see.
     */
    post: operations['upsertUserPermissions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permissions/bulkAssignSchemeToUserProduct': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add schemes (and their employers) to one of a user's permissions
     * @description Privilege table action *permissions*; the grant is checked as the Permissions section's introduction says. The schemes are added to
     *     the permission, and with them every employer of those schemes (the usual expectation in the drill-down). 404
     *     when the user has no permission for that product in that company; then 400 when `schemeIds` is missing. A
     *     `productRoleName` or `employerIds` sent is checked but not applied.
     */
    post: operations['assignSchemesToUserProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permissions/bulkAssignUserToProduct': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Give several users one module in one company
     * @description Privilege table action *permissions* on every user; each user's grant is checked as the Permissions section's introduction says
     *     (`schemeIds` and `employerIds` are ignored) and the first that fails answers for all, nothing changed. Users who
     *     already have the product keep their permission as it is; the others get a new one (the product's first role
     *     unless `productRoleName` says otherwise, no schemes).
     */
    post: operations['bulkAssignUsersToProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permissions/bulkUnassignSchemeFromUserProduct': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remove schemes (and their employers) from one of a user's permissions
     * @description Privilege table action *permissions*; the grant is checked as the Permissions section's introduction says (so the schemes must be the
     *     company's for that product). The schemes are removed from the permission, and with them the employers under
     *     them. 404 when the user has no permission for that product in that company; then 400 when `schemeIds` is
     *     missing.
     */
    post: operations['unassignSchemesFromUserProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permissions/bulkUnassignUserFromProduct': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take one module in one company away from several users
     * @description Privilege table action *permissions* on every user; each user's grant is checked as the Permissions section's introduction says
     *     (`schemeIds` and `employerIds` are ignored; a `productRoleName` sent must still be one of the product's roles)
     *     and the first that fails answers for all, nothing changed. Users without the product are not an error.
     */
    post: operations['bulkUnassignUsersFromProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permissions/unassign-all-companies/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-invited
         */
        id: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Remove a user from every company the caller administers
     * @description Administrators only (other roles 403), with privilege table action *remove from company* on the user (400 for
     *     yourself). The user is removed from every company the caller administers (within the user's tenants unless the
     *     caller sees every company), and their permissions there are removed. Any JSON object body is accepted and
     *     ignored.
     */
    post: operations['unassignUserFromAllCompanies'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permissions/unassignUserFromProduct': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take one module in one company away from a user (idempotent)
     * @description Privilege table action *permissions*; the grant is checked as the Permissions section's introduction says (including any
     *     `productRoleName`, `schemeIds` or `employerIds` sent, which are otherwise unused). Removing a permission the user
     *     does not have is not an error.
     */
    post: operations['unassignUserFromProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permissions/update': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change one of a user's permissions
     * @description Privilege table action *permissions*; the grant is checked as the Permissions section's introduction says. Only the fields sent
     *     change (`productRoleName`, `schemeIds`, `employerIds`). 404 when the user has no permission for that product in
     *     that company.
     */
    post: operations['updateUserPermission'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permissions/updateAllUserRoles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set a user's role in one module across companies
     * @description Administrators only (other roles 403), with privilege table action *permissions* on the user (400 for
     *     yourself). Sets `productRoleName` on every permission of the user for the product, in the companies the caller
     *     administers (only `companyId` when sent). `productRoleName` must be one of the product's roles (400).
     */
    post: operations['updateUserProductRoles'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permissions/useremployer/{userId}/{schemeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A scheme's employers and which of the user's modules reach each
     * @description Readers only (`SuperAdmin`, `Support`, `ClientPortal_Analyst`, `ClientPortal_ClientAdmin`, `ClientPortal_Viewer`;
     *     other roles 403), with privilege table action *view* on the user; the scheme's company must be one the caller may
     *     see (403). Every employer of the scheme, with the products whose permission (the user's, in the scheme's company)
     *     includes it.
     */
    get: operations['listUserSchemeEmployers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/permissions/userProduct': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Give a user one module in one company
     * @description Privilege table action *permissions*; the grant is checked as the Permissions section's introduction says. Strict: when the user
     *     already has the product in that company the answer is 409 (field `productId`), so a module another
     *     administrator gave meanwhile is reported rather than given twice. The new permission has the product's first
     *     role unless `productRoleName` says otherwise, and the schemes and employers sent (none by default).
     */
    post: operations['grantUserProduct'];
    /**
     * Take one module in one company away from a user
     * @description Privilege table action *permissions*; the user, company and product are checked as the Permissions section's introduction says
     *     (other fields are ignored). The request has a JSON body (spec 7; OpenAPI 3.1 allows one on DELETE). 404 when
     *     the user has no permission for that product in that company.
     */
    delete: operations['revokeUserProduct'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/productInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the product's version
     * @description The version the footer shows (`{product name} v{version}`, spec 1 and 9). Public.
     */
    get: operations['getProductInfo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/productRoles/byProductId/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The module's id.
         * @example prd-member-portal
         */
        id: components['parameters']['ProductIdInPath'];
      };
      cookie?: never;
    };
    /**
     * List a module's roles
     * @description The roles a user can hold in the module (an access entry's `productRoleName`). Any signed-in user.
     */
    get: operations['listProductRoles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/productRoles/clientPortal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the client-portal roles
     * @description The five `ClientPortal_*` roles a user can be given, each with its name as its id. Any signed-in user.
     */
    get: operations['listClientPortalRoles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products': {
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
     * Delete a module
     * @description Deletes the module with its roles, its assignments to companies, users' access entries for it and its place in
     *     every tenant's offer. Unknown or missing `productId` → `404`.
     *
     *     Roles: SuperAdmin only; others `403`.
     */
    delete: operations['deleteProduct'];
    options?: never;
    head?: never;
    /**
     * Change a module
     * @description Changes the fields sent and keeps the rest; `null` or `''` clears `domainPrefix`, `url` and `logoUrl`. Rules:
     *     `name` not empty ("Name is required.") and unique in any case (`409`); `domainPrefix` lower-case letters,
     *     digits and inner hyphens, stored in lower case; `url` `https://` ("URL must start with https://."); `logoUrl` a
     *     relative path or `https://`; `retiring` a boolean ("retiring must be true or false."). `demoAvailable` that is
     *     not a boolean is ignored. An unknown or missing `id` → `404`.
     *
     *     Roles: SuperAdmin and Support; others `403`.
     */
    patch: operations['updateProduct'];
    trace?: never;
  };
  '/products/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The module's id.
         * @example prd-member-portal
         */
        id: components['parameters']['ProductIdInPath'];
      };
      cookie?: never;
    };
    /**
     * Read a module
     * @description Any signed-in user.
     */
    get: operations['getProduct'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{id}/logo': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The module's id.
         * @example prd-member-portal
         */
        id: components['parameters']['ProductIdInPath'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a module's logo
     * @description Stores the image and sets the module's `logoUrl` to where it is served (a relative URL,
     *     `/__sandbox/files/{fileId}` in the sandbox). The image is judged by its first bytes: PNG, JPEG or WebP only, at
     *     most 1 MB, as for a company's logo; otherwise `400` with a field error on `file`.
     *
     *     Roles: SuperAdmin and Support; others `403`.
     */
    post: operations['uploadProductLogo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/{productId}/{companyId}/request-demo': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example cmp-01 */
        companyId: components['schemas']['Id'];
        /** @example prd-retirement-modeller */
        productId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ask for a demo of a module
     * @description Emails the sales team (`sales@portico.test` in the sandbox's outbox) that the caller asks for a demo of the
     *     module for the company. Takes no body. The sandbox takes about 300 ms over real HTTP, so a client's in-flight
     *     state can be seen, and honours a cancelled request (spec 4: the portal aborts it when another starts or the
     *     user leaves). A module without a demo → `400`; a module the company already has → `409` (field `productId`),
     *     nothing sent.
     *
     *     Roles: any signed-in user who may see the company; otherwise `403` with no body. Unknown company or module →
     *     `404`.
     *
     *     Each request counts against the company and module asked about (5 a quarter hour) and the client address (100):
     *     past either, `429` with `Retry-After`, before anything is sent.
     */
    post: operations['requestProductDemo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List every module
     * @description Every module, by name (spec 7 "lists all modules"). Any signed-in user.
     */
    get: operations['listAllProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/assignCompany': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Give a company a module
     * @description Assigns the module to the company, covering the schemes listed (all of the company's schemes when
     *     `schemeIds` is absent). Missing ids → `400`; unknown company or module → `404`; already assigned → `409`
     *     (field `productId`); a module the company's tenant does not offer → `400` (field `productId`); a scheme not the
     *     company's → `400` (field `schemeIds`); a module being retired → `409` (field `productId`).
     *
     *     Roles: SuperAdmin and Support (assigning modules is a commercial decision kept to internal staff,
     *     docs/decisions.md); others `403`, before the body is read, so another company's id gets `403` too.
     */
    post: operations['assignProductToCompany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/assignedToCompany/{companyId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example cmp-02 */
        companyId: components['parameters']['parameters-CompanyIdInPath'];
      };
      cookie?: never;
    };
    /**
     * List a company's modules
     * @description The modules assigned to the company, by name, each with the schemes it covers there and ([designed]
     *     `userCount`) how many users hold an access entry for it in the company, which removing it would take away.
     *     Any signed-in user who may see the company, else `403` with no body.
     */
    get: operations['listProductsAssignedToCompany'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/assignedToUser/{userId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example usr-clientadmin */
        userId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * List a user's access entries
     * @description Which modules the user may open in which company (spec 3.1 "User access entry"), for the companies the caller
     *     may see. The caller must be allowed to view the user (docs/api.md, the privilege table): otherwise `403` with
     *     no body; an unknown user is `404` (or `403` for a role that may view no other user).
     */
    get: operations['listUserAccessEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/availableForCompany/{companyId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example cmp-02 */
        companyId: components['parameters']['parameters-CompanyIdInPath'];
      };
      cookie?: never;
    };
    /**
     * List the modules a company could be given
     * @description The modules the company's tenant offers that the company does not have yet, by name, without modules being
     *     retired ([designed] `retiring`). Any signed-in user who may see the company, else `403` with no body.
     */
    get: operations['listProductsAvailableForCompany'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/availableProductSchemes/{companyId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example cmp-02 */
        companyId: components['parameters']['parameters-CompanyIdInPath'];
      };
      cookie?: never;
    };
    /**
     * List a company's schemes for each of its modules
     * @description One entry per module assigned to the company (by module name), listing every scheme of the company by name
     *     with `assigned` when the module covers it, and ([designed]) the scheme's employers by name. Any signed-in user
     *     who may see the company, else `403` with no body.
     */
    get: operations['listProductSchemes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/bulkAssignSchemesAndProducts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Give a company several modules, or more schemes of them
     * @description For each module listed: assigns it when the company lacks it, or adds the schemes listed to those it covers
     *     (all of the company's schemes when `schemeIds` is absent). Nothing is removed. A module being retired that the
     *     company does not have yet → `409` (field `products.{i}.productId`) and nothing changes; one it has keeps
     *     changing as usual. Unknown company → `404`; field errors `products` (not a list), `products.{i}.productId`
     *     (unknown, or a new module the tenant does not offer), `products.{i}.schemeIds` (not a list, or schemes not the
     *     company's) → `400`.
     *
     *     Roles: SuperAdmin and Support; others `403`, before the body is read.
     */
    post: operations['bulkAssignProductsAndSchemes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/bulkUpdateSchemesAndProducts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Set a company's modules and their schemes
     * @description Replaces the company's set: modules not listed are removed with every user's access entry for them there;
     *     each listed module is assigned if need be and covers exactly the schemes listed (all of the company's schemes
     *     when `schemeIds` is absent). Users' access entries lose the schemes, and those schemes' employers, that their
     *     module no longer covers. Errors as `POST /products/bulkAssignSchemesAndProducts`.
     *
     *     Roles: SuperAdmin and Support; others `403`, before the body is read.
     */
    patch: operations['bulkUpdateProductsAndSchemes'];
    trace?: never;
  };
  '/products/promoted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the modules the caller may ask a demo of
     * @description The modules, by name, that offer a demo (`demoAvailable`), that the caller holds no access entry for in the
     *     company, and that the company does not have (a company is never offered what it already has, whether or not
     *     the caller has access to it; docs/decisions.md). Always empty for SuperAdmin and Support, who see every
     *     module already. Any signed-in user who may see the company: otherwise `403` with no body; a missing
     *     `companyId` → `400`, an unknown one `404`.
     */
    get: operations['listPromotedProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/removeCompany': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Take a module from a company
     * @description Removes the assignment and every user's access entry for the module in the company. Missing ids → `400`;
     *     unknown company, module or assignment → `404`.
     *
     *     Roles: SuperAdmin and Support; others `403`, before the body is read.
     */
    post: operations['removeProductFromCompany'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/products/tenants/{tenantId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example ten-northern-trustees */
        tenantId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * List the modules a tenant offers
     * @description The tenant's modules (its `productIds`), by name. SuperAdmin and Support, or a user of that tenant; others
     *     `403` with no body.
     */
    get: operations['listTenantProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/schemes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List schemes
     * @description ra-data-simple-rest list of the schemes in the companies the caller sees. Filter keys: `companyId` (a company's
     *     schemes), `pensionSchemeType`, `status`, `q` (free text), `id` (an array: getMany). Sorted by `id` unless
     *     `sort` says otherwise. Readers: SuperAdmin, Support, Analyst, Viewer, ClientAdmin (Analyst and ClientAdmin
     *     see only their own companies' schemes).
     */
    get: operations['listSchemes'];
    put?: never;
    /**
     * Create a scheme
     * @description Adds a scheme to a company. The PSTR is stored trimmed and in capitals, and is unique across all companies
     *     (`409` on `pstr`, naming the other scheme only when the caller sees its company): a PSTR names one scheme
     *     registered with HMRC, so a second click on Save or the same scheme typed twice is refused, not duplicated. The
     *     name is unique within the company, ignoring case (`409` on `name`). Administrators of the company:
     *     SuperAdmin, Support, and an Analyst or ClientAdmin within their own companies.
     */
    post: operations['createScheme'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/schemes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The scheme's id.
         * @example cmp-01-sch-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get a scheme
     * @description Readers who see the scheme's company (as for the list); another company's scheme is `403`.
     */
    get: operations['getScheme'];
    /**
     * Update a scheme
     * @description Changes a scheme: the body is merged over the stored record, so it may carry the whole record (as
     *     ra-data-simple-rest sends it) or only what changed. `companyId` cannot change (it is ignored). The same
     *     rules and `409`s as on create. Administrators of the scheme's company.
     */
    put: operations['updateScheme'];
    post?: never;
    /**
     * Delete a scheme
     * @description Deletes a scheme with its sections, strategic partners and employers, and takes it out of the company's
     *     modules. While any user still has access to the scheme it is refused with `400` ("Users still have access to
     *     this scheme. Remove their access first."). Administrators of the scheme's company.
     */
    delete: operations['deleteScheme'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List sections
     * @description ra-data-simple-rest list of the sections in the companies the caller sees. Filter keys: `schemeId` (a
     *     scheme's sections), `companyId`, `status`, `q` (free text), `id` (an array: getMany). Sorted by `id` unless
     *     `sort` says otherwise. Readers: SuperAdmin, Support, Analyst, Viewer, ClientAdmin (Analyst and ClientAdmin
     *     see only their own companies').
     */
    get: operations['listSections'];
    put?: never;
    /**
     * Create a section
     * @description Adds a section to a scheme; its `companyId` is the scheme's. The name is unique within the scheme, ignoring
     *     case (`409` on `name`). Administrators of the scheme's company: SuperAdmin, Support, and an Analyst or
     *     ClientAdmin within their own companies.
     */
    post: operations['createSection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sections/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The section's id.
         * @example cmp-01-sch-1-sec-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get a section
     * @description Readers who see the section's company (as for the list); another company's section is `403`.
     */
    get: operations['getSection'];
    /**
     * Update a section
     * @description Changes a section: the body is merged over the stored record (the whole record or only what changed).
     *     `schemeId` cannot change (it is ignored). Administrators of the section's company.
     */
    put: operations['updateSection'];
    post?: never;
    /**
     * Delete a section
     * @description Administrators of the section's company.
     */
    delete: operations['deleteSection'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/strategic-partners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List strategic partners
     * @description ra-data-simple-rest list of the strategic partners in the companies the caller sees. Filter keys: `schemeId`
     *     (a scheme's partners), `companyId`, `partnerType`, `q` (free text), `id` (an array: getMany). Sorted by `id`
     *     unless `sort` says otherwise. Readers: SuperAdmin, Support, Analyst, Viewer, ClientAdmin (Analyst and
     *     ClientAdmin see only their own companies').
     */
    get: operations['listStrategicPartners'];
    put?: never;
    /**
     * Create a strategic partner
     * @description Adds a strategic partner to a scheme; its `companyId` is the scheme's. Names need not be unique (one firm may
     *     serve several schemes). Administrators of the scheme's company: SuperAdmin, Support, and an Analyst or
     *     ClientAdmin within their own companies.
     */
    post: operations['createStrategicPartner'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/strategic-partners/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The strategic partner's id.
         * @example cmp-01-sch-1-sp-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get a strategic partner
     * @description Readers who see the partner's company (as for the list); another company's partner is `403`.
     */
    get: operations['getStrategicPartner'];
    /**
     * Update a strategic partner
     * @description Changes a strategic partner: the body is merged over the stored record (the whole record or only what
     *     changed). `schemeId` cannot change (it is ignored). Administrators of the partner's company.
     */
    put: operations['updateStrategicPartner'];
    post?: never;
    /**
     * Delete a strategic partner
     * @description Administrators of the partner's company.
     */
    delete: operations['deleteStrategicPartner'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tenants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List tenants
     * @description ra-data-simple-rest's list: `sort`, `range` and `filter` (`q` searches every field, other keys match exactly,
     *     `{"id": [...]}` reads many by id), answered with `Content-Range: tenants {first}-{last}/{total}`. A `filter`
     *     that is JSON but not an object → `400`.
     *
     *     Roles: SuperAdmin only (tenant configuration is the provider's own); others `403`.
     */
    get: operations['listTenants'];
    put?: never;
    /**
     * Create a tenant
     * @description Rules: `name` and `domain` required; `domain` a host name, stored in lower case ("Domain must be a host name,
     *     like portal.example.co.uk."); `primaryColour` `#rgb` or `#rrggbb`, stored in upper case, `#1D4F91` when absent
     *     ("Primary colour must be valid color, like: #012345"); `logoUrl` a relative path or `https://`; `productIds`
     *     a list of known modules, `[]` when absent ("Product ids must be a list.", "Unknown product."). A name (in any
     *     case) or domain another tenant has → `409` with a field error. Text other than a string for the terms or the
     *     data-protection statement is stored as `''`.
     *
     *     Roles: SuperAdmin only; others `403`.
     */
    post: operations['createTenant'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tenants/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenant's id.
         * @example ten-northern-trustees
         */
        id: components['parameters']['TenantIdInPath'];
      };
      cookie?: never;
    };
    /**
     * Read a tenant
     * @description Roles: SuperAdmin only (tenant configuration is the provider's own); others `403`.
     */
    get: operations['getTenant'];
    /**
     * Change a tenant
     * @description The body is merged over the stored tenant (fields not sent keep their values), then checked as on create;
     *     `productIds` are the modules the tenant offers (what `GET /products/tenants/{tenantId}` lists).
     *
     *     Roles: SuperAdmin only; others `403`.
     */
    put: operations['updateTenant'];
    post?: never;
    /**
     * Delete a tenant
     * @description Deletes a tenant that has no companies left (else `409`, nothing changed) and takes it from its users.
     *
     *     Roles: SuperAdmin only; others `403`.
     */
    delete: operations['deleteTenant'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tenants/{id}/logo': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenant's id.
         * @example ten-northern-trustees
         */
        id: components['parameters']['TenantIdInPath'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a tenant's logo
     * @description Stores the image and sets the tenant's `logoUrl` to where it is served (a relative URL,
     *     `/__sandbox/files/{fileId}` in the sandbox). The image is judged by its first bytes: PNG, JPEG or WebP only, at
     *     most 1 MB, as for a company's logo; otherwise `400` with a field error on `file`.
     *
     *     Roles: SuperAdmin only; others `403`.
     */
    post: operations['uploadTenantLogo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/tenants/branding': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the branding of the tenant at a domain
     * @description Fetched at start-up, before sign-in (spec 7 "Other calls"), so it is **public**: no bearer token is needed.
     *     A known domain answers the tenant's branding; an unknown or missing one answers the same fields as `null`
     *     (without `dataProtection` and `primaryColour`). The terms and the data-protection text are the tenant's raw
     *     HTML: sanitise before rendering. `maintenanceNotice` is the console's platform-wide notice
     *     (`/console/settings`), or `null` when there is none.
     */
    get: operations['getTenantBranding'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a client user (and invite them)
     * @description Creates a user holding a `ClientPortal_*` role and, unless `sendInvitation` is `false`, emails them an invitation
     *     (status `Invited`). With `sendInvitation: false` the user is `SetupIncomplete`: no email and no sign-up link until
     *     `POST /users/{id}/resendConfirmationCode` (the invite wizard grants access in between). The email is taken either way.
     *
     *     Roles: administrators (`SuperAdmin`, `Support`, `ClientPortal_Analyst`, `ClientPortal_ClientAdmin`), giving only a
     *     role they may give (docs/api.md "Roles each caller may give"); otherwise 403. `allCompanies` only for `SuperAdmin`
     *     and `Support` (403 otherwise). An Analyst or ClientAdmin must name at least one company (400) and only companies
     *     they work for (403). The checks run in this order: the body's fields (400), the role given, `allCompanies`, the
     *     companies (403), then the email's uniqueness (409).
     *
     *     Each call that would send an invitation counts against the recipient (5 a quarter hour) and the client address
     *     (100), whatever it then answers: past either, `429` with `Retry-After`, before anything is sent or stored.
     */
    post: operations['createUser'];
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change a user's name or phone
     * @description Privilege table action *edit*. Only the fields present change; `email` is fixed (sending a different one is a
     *     400). Administrators may edit themselves; `ClientPortal_Viewer`, `ClientPortal_Manager` and
     *     `ClientPortal_SftpOnly` get 403.
     */
    patch: operations['updateUser'];
    trace?: never;
  };
  '/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-manager
         */
        id: components['parameters']['parameters-UserId'];
      };
      cookie?: never;
    };
    /**
     * Read a user
     * @description Privilege table action *view* (readers see the users the table lets them; `ClientPortal_Manager` and `ClientPortal_SftpOnly` only themselves).
     */
    get: operations['getUser'];
    put?: never;
    post?: never;
    /**
     * Delete a user
     * @description Privilege table action *delete*; not yourself (400). Removes the user's permissions and ends their sessions.
     */
    delete: operations['deleteUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/activate': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-manager
         */
        id: components['parameters']['parameters-UserId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reactivate a user
     * @description Privilege table action *activate*; not yourself (400). The user becomes `Active`. An `Invited` user (who has not
     *     accepted the invitation) or a `SetupIncomplete` one (not invited yet) is a 400. No request body.
     */
    post: operations['activateUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/authEvents': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-manager
         */
        id: components['parameters']['parameters-UserId'];
      };
      cookie?: never;
    };
    /**
     * A user's sign-in history (paged)
     * @description Privilege table action *view*. Newest first.
     */
    get: operations['listUserAuthEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/deactivate': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-manager
         */
        id: components['parameters']['parameters-UserId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deactivate a user
     * @description Privilege table action *deactivate*; not yourself (400). The user becomes `Deactivated` and every session of theirs ends. No request body.
     */
    post: operations['deactivateUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/resendConfirmationCode': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-manager
         */
        id: components['parameters']['parameters-UserId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a user their (first or a new) invitation
     * @description Privilege table action *resend invitation*; not yourself (400). For a `SetupIncomplete` user the first
     *     invitation, for an `Invited` one a new invitation (the earlier link stops working), from the caller (named in the
     *     email as the inviter); the user is then `Invited`. Any other status is a 400. No request body.
     *
     *     Each call that would send an invitation counts against the recipient (5 a quarter hour) and the client address
     *     (100), whatever it then answers: past either, `429` with `Retry-After`, before anything is sent or stored.
     */
    post: operations['resendUserInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/reset-mfa': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-manager
         */
        id: components['parameters']['parameters-UserId'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Reset a user's MFA
     * @description Privilege table action *reset MFA*; not yourself (400: your own factor is replaced through the identity service's
     *     Change MFA). The user's authenticator is removed, their next login answers `MFA_SETUP`, the event is recorded in
     *     their sign-in history and they are emailed (who reset it, what to do). No request body.
     *
     *     Each reset counts against the user emailed (5 a quarter hour) and the client address (100): past either, `429`
     *     with `Retry-After`, before anything changes.
     */
    post: operations['resetUserMfa'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/{id}/userDetails': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-manager
         */
        id: components['parameters']['parameters-UserId'];
      };
      cookie?: never;
    };
    /**
     * A user with their companies and permissions
     * @description Privilege table action *view*. The user as `GET /users/{id}` gives it, with the companies and permissions the
     *     caller may see (a client administrator never learns which other clients the user works for), the data-gateway
     *     role from the user's identity roles attribute (null when none), and whether an unexpired invitation waits.
     */
    get: operations['getUserDetails'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/activateCurrent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Activate the signed-in user
     * @description An `Invited` user becomes `Active` (the portal calls this on the first signed-in load, spec 4); any other status is left as it is. Any role. No request body.
     */
    post: operations['activateCurrentUser'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/addUserToCompany': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Add a user to a company
     * @description Privilege table action *add to company*, and the caller must administer the company (`SuperAdmin`, `Support`, or
     *     an Analyst or ClientAdmin working for it; 403 otherwise). Also gives the user the company's tenant. Adding a
     *     company the user already has changes nothing. Unknown user or company: 404.
     */
    patch: operations['addUserToCompany'];
    trace?: never;
  };
  '/users/assignRole': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change a user's client-portal role
     * @description Privilege table action *role*, and only to a role the caller may give (docs/api.md "Roles each caller may
     *     give"; 403 otherwise). Changing one's own role is a 400 with the field error `roleName`. An unknown role is a
     *     400 (checked after the user is found).
     */
    post: operations['assignUserRole'];
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
     * The signed-in user
     * @description Any role.
     */
    get: operations['getCurrentUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/email-check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Whether an email is free for a new user
     * @description Administrators only (it tells whether an address has an account); other roles get 403. The email is trimmed and compared without regard to case.
     */
    post: operations['checkUserEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/removeUserFromCompany': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Remove a user from a company
     * @description Privilege table action *remove from company* (an Analyst or ClientAdmin may also take a *shared* user out of its
     *     own companies), and the caller must administer the company (403 otherwise). The user's permissions in that
     *     company are removed with it. Removing a company the user does not have changes nothing. Unknown user or
     *     company: 404.
     */
    patch: operations['removeUserFromCompany'];
    trace?: never;
  };
  '/users/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Search users (paged)
     * @description The users the caller may see (privilege table action *view*), filtered, sorted and paged. Readers only
     *     (`SuperAdmin`, `Support`, `ClientPortal_Analyst`, `ClientPortal_ClientAdmin`, `ClientPortal_Viewer`); other roles
     *     get 403. Each row names the user's companies, but only those the caller may also see. The body's fields are all
     *     optional and never refused: values of the wrong type are ignored, an unknown `sortField` sorts by `lastName`.
     */
    post: operations['searchUsers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/ssh-keys/public': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Set an SSH public key (for SFTP)
     * @description Sets the signed-in user's key (any role), or with `userId` another user's: privilege table action *SSH key*
     *     (`SuperAdmin`; `Support` but not on a SuperAdmin; an Analyst or ClientAdmin on a *member*; 403 otherwise). The key
     *     must be `ssh-rsa <Base64-encoded key>`, optionally followed by a comment.
     */
    post: operations['setUserSshPublicKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/support-role': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a SuperAdmin or Support user (and invite them)
     * @description As `POST /users` for the internal roles: `roleName` is `SuperAdmin` or `Support`; the user gets every tenant and
     *     no companies (`companyIds` is still checked against the known companies, then ignored; `allCompanies` is only
     *     allowed to `SuperAdmin` and `Support`). A SuperAdmin may create both, Support only Support; any other caller
     *     gets 403 (administrators after the body's fields are checked, other roles at once). `sendInvitation` as for
     *     `POST /users`.
     *
     *     Each call that would send an invitation counts against the recipient (5 a quarter hour) and the client address
     *     (100), whatever it then answers: past either, `429` with `Retry-After`, before anything is sent or stored.
     */
    post: operations['createInternalUser'];
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
    /** @description Someone who can give the caller access to a company's modules; names only. */
    AccessContact: {
      firstName: string;
      lastName: string;
    };
    /** @description Spec 3.1 "User access entry". */
    AccessEntry: {
      companyId: components['schemas']['Id'];
      productId: components['schemas']['Id'];
    };
    /** @description A UK postal address; `''` for a part not given yet. */
    Address: {
      county: string | null;
      line1: string;
      line2: string | null;
      /** @description A UK postcode in upper case (`RG2 6GP`), or `''`. */
      postcode: string;
      town: string;
    };
    /** @description Merged field by field into the stored address. */
    AddressInput: {
      county?: string | null;
      line1?: string | null;
      line2?: string | null;
      postcode?: string | null;
      town?: string | null;
    };
    /** @description The company's administrator, whom the portal offers to invite as its first ClientAdmin. */
    AdminContact: {
      /** @description In `order`, numbered 1..n. */
      administratorPhones: components['schemas']['AdministratorPhone'][];
      /** @description Lower case; `''` when not given. */
      email: string | '';
      name: string;
    };
    /** @description Merged field by field into the stored contact; `administratorPhones`, when sent, replaces the list. */
    AdminContactInput: {
      /** @description In the order sent; `order`, when given, sorts them first, and is renumbered 1..n. */
      administratorPhones?: components['schemas']['AdministratorPhoneInput'][];
      email?: string | null;
      name?: string | null;
    };
    /** @description Spec 5's phone rule with the two parts apart: `+44` and `7700900123` (no trunk 0). */
    AdministratorPhone: {
      /** @example +44 */
      countryCode: string;
      /** @example 7700900123 */
      number: string;
      order: number;
    };
    AdministratorPhoneInput: {
      /**
       * @description `+` and 1 to 3 digits.
       * @example +44
       */
      countryCode: string;
      /**
       * @description 4 to 15 digits, nothing else.
       * @example 7700900123
       */
      number: string;
      order?: number;
    };
    /** @description A module as a company has it. */
    AssignedProduct: components['schemas']['CompanyProduct'] & {
      /** @description [designed] How many users hold an access entry for the module in the company. */
      userCount: number;
    };
    /**
     * @description Spec 3.2 "Action" (`Create`, `Update`), and `Delete`.
     * @enum {string}
     */
    AuditAction: 'Create' | 'Update' | 'Delete';
    AuditChange: {
      after: string | null;
      /** @description The value as text (JSON for anything but a string), at most 200 characters and `…`. */
      before: string | null;
      field: string;
    };
    /**
     * @description Spec 3.2 "Entity type" (the first six), and the other records administrators change.
     * @enum {string}
     */
    AuditEntityType:
      'Company' | 'Scheme' | 'Employer' | 'StrategicPartner' | 'User' | 'Section' | 'Tenant' | 'Product' | 'ApiIntegration' | 'Setting';
    /** @description One change to one record. */
    AuditEntry: {
      action: components['schemas']['AuditAction'];
      /**
       * @description The fields that differ; on `Create` every field's `before` is `null`, on `Delete` every `after`. A secret is
       *     named as the API names it and never given: an API connection's `clientSecret` reads `before` `Set` (or
       *     `null` when there was none) and `after` `Issued` or `Replaced`. Passwords, authenticators and SSH keys are
       *     not recorded here (the sign-in history has their events).
       */
      changes: components['schemas']['AuditChange'][];
      entityId: string;
      /** @description The record's name (a user's first and last name, a setting's key) as it was or is. */
      entityName: string;
      entityType: components['schemas']['AuditEntityType'];
      id: components['schemas']['Id'];
      /** Format: date-time */
      occurredAt: string;
      /**
       * Format: email
       * @description Who made the change.
       */
      userEmail: string;
      userId: components['schemas']['Id'];
    };
    AuthEvent: {
      id: string;
      /** @description The client's address as the service saw it (its TCP peer, never X-Forwarded-For). */
      ipAddress: string;
      /** Format: date-time */
      occurredAt: string;
      /** @enum {string} */
      outcome: 'Success' | 'Failure';
      /** @enum {string} */
      type: 'SignIn' | 'SignOut' | 'MfaChallenge' | 'MfaSetup' | 'MfaReset' | 'PasswordChange' | 'PasswordReset' | 'TokenRefresh';
      /** @description The client's User-Agent, or `unknown`. */
      userAgent: string;
    };
    AuthEventPage: {
      items: components['schemas']['AuthEvent'][];
      total: number;
    };
    /**
     * @description Spec 3.2 "Availability": what the company has ready for its users, derived like `setupCompleteness` on every
     *     answer. `ProductsAvailable`: at least one module is assigned (its users can be given access). `SchemesAvailable`:
     *     schemes but no module yet. `None`: neither. The details and branding play no part: that is `setupCompleteness`.
     * @enum {string}
     */
    Availability: 'None' | 'SchemesAvailable' | 'ProductsAvailable';
    ClientPortalRole: {
      /** @description The role's name. */
      id: string;
      /** @enum {string} */
      roleName:
        'ClientPortal_Analyst' | 'ClientPortal_Viewer' | 'ClientPortal_ClientAdmin' | 'ClientPortal_Manager' | 'ClientPortal_SftpOnly';
    };
    /**
     * @description A client-portal role (spec 6).
     * @enum {string}
     */
    ClientPortalRoleName:
      | 'SuperAdmin'
      | 'Support'
      | 'ClientPortal_Analyst'
      | 'ClientPortal_Viewer'
      | 'ClientPortal_ClientAdmin'
      | 'ClientPortal_Manager'
      | 'ClientPortal_SftpOnly';
    /** @description Optional; up to 12 letters, digits and hyphens, stored in capitals. */
    code: string | null;
    /**
     * @description A client company (spec 3.1). Empty strings stand for details not given yet. `schemeCount` and `moduleCount`
     *     [designed] are read-only counts that say what the setup steps are waiting for.
     */
    Company: {
      address: components['schemas']['Address'];
      adminContact: components['schemas']['AdminContact'];
      availability: components['schemas']['Availability'];
      /** @description The Companies House number, 8 digits or 2 letters and 6 digits (`SC184562`); `''` when not given. */
      companyNumber: string;
      /** Format: date-time */
      createdAt: string;
      /**
       * @description Spec 3.2 "Direct debit"; `null` when not chosen.
       * @enum {string|null}
       */
      directDebit: 'DirectDebit' | 'NoDirectDebit' | null;
      id: components['schemas']['Id'];
      /**
       * Format: uri-reference
       * @description A relative path or an `https://` address.
       */
      logoUrl: string | null;
      /** @description [designed] How many modules (products) are assigned to the company. */
      moduleCount: number;
      name: string;
      /**
       * @description Spec 3.2 "Contact method"; `null` when not chosen.
       * @enum {string|null}
       */
      preferredContactMethod: 'Website' | 'Email' | 'Phone' | 'Mail' | null;
      primaryColour: components['schemas']['HexColour'] | null;
      /** @description [designed] How many schemes the company has. */
      schemeCount: number;
      secondaryColour: components['schemas']['HexColour'] | null;
      setupCompleteness: components['schemas']['SetupCompleteness'];
      tenantId: components['schemas']['Id'];
      /** Format: date-time */
      updatedAt: string;
    };
    /** @description A company's default scheme access and what each of its users gets. */
    CompanyDefaultSchemeAccess: {
      companyId: components['schemas']['Id'];
      defaultSchemeAccess: components['schemas']['FeatureToggle'];
      /** @description The company's users, by last name. */
      users: components['schemas']['UserDefaultSchemeAccess'][];
    };
    /**
     * @description The fields a client sets on a company. Text is trimmed and `''` counts as absent (spec 5); rules and messages:
     *     `name` required, at most 160 characters ("Name is required.", "Name must be 160 characters or fewer."), unique in
     *     any case (`409`); `companyNumber` 8 digits or 2 letters and 6 digits, in any case ("Company number must be 8
     *     digits, or 2 letters and 6 digits."); `tenantId` a known tenant ("Unknown tenant."); `logoUrl` a relative path
     *     or `https://` ("Logo URL must be a relative path or an https:// address."); `address.postcode` a UK postcode
     *     ("Postcode must be a valid UK postcode."); `adminContact.email` an email ("Email is not valid.");
     *     each administrator phone spec 5's rule, field `adminContact.administratorPhones.{i}`; `preferredContactMethod`
     *     and `directDebit` one of their values, or `null`/`''` to clear ("Preferred contact method must be one of
     *     Website, Email, Phone, Mail."); colours `#rgb` or `#rrggbb`, or `null`/`''` to clear ("Primary colour must be
     *     valid color, like: #012345"). Postcodes and company numbers are stored in upper case, emails and colours in
     *     lower case.
     */
    CompanyFields: {
      address?: components['schemas']['AddressInput'];
      adminContact?: components['schemas']['AdminContactInput'];
      companyNumber?: string | null;
      /** @enum {string|null} */
      directDebit?: 'DirectDebit' | 'NoDirectDebit' | '' | null;
      logoUrl?: string | null;
      name?: string;
      /** @enum {string|null} */
      preferredContactMethod?: 'Website' | 'Email' | 'Phone' | 'Mail' | '' | null;
      /** @example #0b3d91 */
      primaryColour?: string | null;
      /** @example #f2a900 */
      secondaryColour?: string | null;
      /** @description Defaults to the demo tenant on create; only SuperAdmin and Support may change it. */
      tenantId?: string | null;
    };
    /** @description A new company. Only `name` is required. */
    CompanyInput: components['schemas']['CompanyFields'] & Record<string, never>;
    CompanyMembershipChange: {
      companyId: string;
      userId: string;
    };
    CompanyPage: {
      items: components['schemas']['Company'][];
      /** @description How many companies match, over all pages. */
      total: number;
    };
    /** @description A module with the company's schemes it covers. */
    CompanyProduct: components['schemas']['Product'] & {
      schemeIds: components['schemas']['Id'][];
    };
    CompanyProductAssignment: {
      companyId: components['schemas']['Id'];
      productId: components['schemas']['Id'];
      schemeIds: components['schemas']['Id'][];
    };
    CompanyProductAssignmentInput: {
      companyId: components['schemas']['Id'];
      productId: components['schemas']['Id'];
      /** @description The company's schemes the module covers; all of them when absent. */
      schemeIds?: string[];
    };
    CompanyProductRemoval: {
      companyId: components['schemas']['Id'];
      productId: components['schemas']['Id'];
    };
    /** @description `id` and the fields to change; anything else is ignored. */
    CompanyUpdate: components['schemas']['CompanyFields'] & {
      id: components['schemas']['Id'];
    };
    /**
     * Format: date-time
     * @description When processing finished; null while it runs.
     */
    completedAt: string | null;
    /** @description Optional; stored in lower case. */
    contactEmail: string | null;
    /**
     * @description Spec 3.2 "Contact method" (`Mail` is post).
     * @enum {string}
     */
    ContactMethod: 'Website' | 'Email' | 'Phone' | 'Mail';
    CountryCode: {
      /** @description The calling code, as `AdministratorPhone.countryCode` takes it. */
      code: string;
      country: string;
      /** @description ISO 3166-1 alpha-2. */
      iso: string;
    };
    /**
     * @description A data-gateway role (spec 6), as held in the user's identity roles attribute.
     * @enum {string}
     */
    DataGatewayRoleName:
      'SuperAdmin' | 'Support' | 'DataGateway_Analyst' | 'DataGateway_Viewer' | 'DataGateway_ClientAdmin' | 'DataGateway_Manager';
    DefaultSchemeAccessAuditEntry: {
      /**
       * Format: email
       * @description The email of the user who made the change.
       */
      changedBy: string;
      companyId: components['schemas']['Id'];
      event: components['schemas']['DefaultSchemeAccessEvent'];
      id: components['schemas']['Id'];
      /** Format: date-time */
      occurredAt: string;
      /** Format: email */
      userEmail: string | null;
      /** @description The user whose access changed; `null` for the company's default. */
      userId: string | null;
      /** @description The affected user's first and last name; `null` for a company event or a user since deleted. */
      userName: string | null;
    };
    DefaultSchemeAccessAuditPage: {
      items: components['schemas']['DefaultSchemeAccessAuditEntry'][];
      total: number;
    };
    /**
     * @description Spec 3.2 "Access-change audit event". The company's default switched (`EnabledFeature`, `DisabledFeature`), or what one user gets changed (`GrantedAccess`, `RemovedAccess`).
     * @enum {string}
     */
    DefaultSchemeAccessEvent: 'DisabledFeature' | 'EnabledFeature' | 'RemovedAccess' | 'GrantedAccess';
    /**
     * @description Spec 3.2 "Direct debit".
     * @enum {string}
     */
    DirectDebit: 'DirectDebit' | 'NoDirectDebit';
    EmailAvailability: {
      available: boolean;
    };
    EmailCheck: {
      email: string;
    };
    /** @description An employer participating in a pension scheme. */
    Employer: {
      /** @description The scheme's company. */
      companyId: components['schemas']['Id'];
      employerType: components['schemas']['EmployerType'];
      id: components['schemas']['Id'];
      name: string;
      /** @description Employer PAYE reference (tax office number, slash, reference), unique within the scheme. */
      payeReference: string;
      schemeId: components['schemas']['Id'];
    };
    /** @description A new employer. Fields are trimmed; an empty string counts as absent. */
    EmployerInput: {
      employerType: components['schemas']['EmployerType'];
      name: string;
      /** @description Like `123/AB45678`; surrounding spaces are dropped and letters capitalised. */
      payeReference: string;
      /** @description The scheme the employer participates in (it must exist). */
      schemeId: string;
    };
    /**
     * @description Spec 3.2 Employer type: OTH (Other) or FOR (Former).
     * @enum {string}
     */
    EmployerType: 'OTH' | 'FOR';
    /** @description Changes to an employer, merged over the stored record; any subset of the fields. `schemeId` is ignored. */
    EmployerUpdate: {
      employerType?: components['schemas']['EmployerType'];
      name?: components['schemas']['name'];
      payeReference?: components['schemas']['payeReference'];
    };
    /** @description Any JSON object; its fields are ignored. */
    EmptyBody: Record<string, never>;
    /** @description Spec 8's error shape. `message` is shown to the user; `errors` carries field errors for a 400 or 409. */
    Error: {
      errors?: components['schemas']['FieldErrors'];
      message: string;
    };
    /**
     * @description Spec 3.2 "Feature toggle".
     * @enum {string}
     */
    FeatureToggle: 'Enabled' | 'Disabled';
    /** @description Field name → the messages for that field, in the order they apply. */
    FieldErrors: {
      [key: string]: string[];
    };
    fileName: string;
    /**
     * @description A brand colour, `#rrggbb` or `#rgb`, in lower case.
     * @example #0b3d91
     */
    HexColour: string;
    /** @description Ids are opaque strings. */
    Id: string;
    /** @description `POST /users/support-role`: as `UserInvitation`, for the internal roles; the user gets every tenant and no companies. */
    InternalUserInvitation: {
      /**
       * @description Ignored (internal users work for every company).
       * @default false
       */
      allCompanies: boolean;
      /** @description Checked against the known companies (400), then ignored. */
      companyIds?: string[] | null;
      /** @description Trimmed and lower-cased; must look like `name@domain.tld` and be unused (409). */
      email: string;
      firstName: string;
      lastName: string;
      /** @description Optional: `+44 7700900123` form; empty or null for none. */
      phone?: string | null;
      /**
       * @description SuperAdmin may give both; Support only `Support` (403).
       * @enum {string}
       */
      roleName: 'SuperAdmin' | 'Support';
      /**
       * @description `false`: create the user `SetupIncomplete`, with no email until `resendConfirmationCode`.
       * @default true
       */
      sendInvitation: boolean;
    };
    /**
     * @description The data of one live event. `payload` is the event's own (e.g. an access request's new approvalStatus).
     * @example {
     *       "companyId": "cmp-01",
     *       "resource": "accessRequest",
     *       "id": "acr-new-0101",
     *       "payload": {
     *         "approvalStatus": "Pending"
     *       }
     *     }
     */
    LiveEvent: {
      /** @description The company the record belongs to. */
      companyId: string;
      /** @description The record's id. */
      id: string;
      payload?: {
        [key: string]: unknown;
      };
      /** @enum {string} */
      resource: 'accessRequest' | 'onboardingFile';
    };
    LogoUpload: {
      /** @description The image; PNG, JPEG or WebP by content, at most 1 MB. */
      file?: string;
      /** @description Read instead of `file` when there is no `file`. */
      logo?: string;
    };
    /** @description Why the file failed; null otherwise. */
    message: string | null;
    name: string;
    /** @description An upload with the outcome of each data line processed so far. */
    OnboardingFile: {
      companyId: components['schemas']['Id'];
      completedAt: components['schemas']['completedAt'];
      fileName: components['schemas']['fileName'];
      id: components['schemas']['Id'];
      message: components['schemas']['message'];
      progress: components['schemas']['OnboardingProgress'];
      rows: components['schemas']['OnboardingRow'][];
      status: components['schemas']['UploadStatus'];
      totals: components['schemas']['OnboardingTotals'];
      uploadedAt: components['schemas']['uploadedAt'];
      uploadedBy: components['schemas']['uploadedBy'];
    };
    /** @description An upload as listed, without its lines. */
    OnboardingFileSummary: {
      companyId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When processing finished; null while it runs.
       */
      completedAt: string | null;
      fileName: string;
      id: components['schemas']['Id'];
      /** @description Why the file failed; null otherwise. */
      message: string | null;
      progress: components['schemas']['OnboardingProgress'];
      status: components['schemas']['UploadStatus'];
      totals: components['schemas']['OnboardingTotals'];
      /** Format: date-time */
      uploadedAt: string;
      /**
       * Format: email
       * @description The uploader's email.
       */
      uploadedBy: string;
    };
    /** @description How far processing has got: `rowsDone` of `rowsTotal` data lines (the counts by outcome are `totals`). Both times are the service's, so a reader can work out the rate (`rowsDone` over `updatedAt` − `startedAt`) and the time left without trusting its own clock. */
    OnboardingProgress: {
      /** @description Data lines processed so far. */
      rowsDone: number;
      /** @description Data lines in the file (blank lines not counted); 0 for a file that could not be read. */
      rowsTotal: number;
      /**
       * Format: date-time
       * @description When processing began.
       */
      startedAt: string;
      /**
       * Format: date-time
       * @description When `rowsDone` last moved (or processing ended).
       */
      updatedAt: string;
    };
    /** @description One data line of the file and what became of it. */
    OnboardingRow: {
      /** @description The scheme or employer created or updated; null when `NotCreated`. */
      entityId: string | null;
      /**
       * @description What the line describes; null when its `type` cell is neither.
       * @enum {string|null}
       */
      entityType: 'Scheme' | 'Employer' | null;
      /** @description The line's number in the file (the header is line 1). */
      line: number;
      /** @description Plain-English problems, quoting the bad value so a person can find it in their file (`"1234" is not a PSTR: it should be 8 digits then 2 letters, like 12345678AB.`); empty when all went well. */
      messages: string[];
      /** @description The line's `name` cell (may be empty). */
      name: string;
      outcome: components['schemas']['RecordOutcome'];
      processingResult: components['schemas']['ProcessingResult'];
    };
    /** @description How many data lines had each outcome (so far, while the file is `InProgress`). */
    OnboardingTotals: {
      Created: number;
      NotCreated: number;
      PartiallyCreated: number;
      Updated: number;
    };
    /**
     * @description What the strategic partner does for the scheme.
     * @enum {string}
     */
    PartnerType: 'Adviser' | 'Actuary' | 'Auditor' | 'Insurer' | 'Investment Manager';
    /** @description Like `123/AB45678`; surrounding spaces are dropped and letters capitalised. */
    payeReference: string;
    /**
     * @description Spec 3.2 Pension scheme type: additional voluntary contributions, cash balance, collective defined contribution, defined benefit, defined contribution, hybrid.
     * @enum {string}
     */
    PensionSchemeType: 'AVC' | 'CB' | 'CDC' | 'DB' | 'DC' | 'HYB';
    /** @description One user's access to one product (module) in one company, with its role and scope (the spec's user access entry). */
    Permission: {
      companyId: string;
      /** @description The employers the user reaches, all under the granted schemes. */
      employerIds: string[];
      id: string;
      productId: string;
      /** @description One of the product's roles (`GET /productRoles/byProductId/{id}`), e.g. `Viewer`, `Editor`, `Approver`. */
      productRoleName: string;
      /** @description The company's schemes the user reaches in this product. */
      schemeIds: string[];
      userId: string;
    };
    /** @description One (company, product) to grant or change, as in `POST /permissions/bulk`. */
    PermissionScope: {
      companyId: string;
      /** @description Replaces the employers; each must be the company's (those outside the granted schemes are dropped). */
      employerIds?: string[];
      productId: string;
      /** @description One of the product's roles; absent keeps the current one (a new permission gets the product's first role). */
      productRoleName?: string;
      /** @description Replaces the schemes; each must be the company's for this product. */
      schemeIds?: string[];
    };
    /** @description International form with one space after the country code: `+44 7700900123` (spec 5). */
    Phone: string;
    /** @description A client-portal user as every user call answers it. */
    PortalUser: {
      clientPortalRole: {
        roleName: components['schemas']['ClientPortalRoleName'];
      };
      /**
       * @description The companies the user works for that the caller may see (empty for SuperAdmin, Support and Viewer, who
       *     work for all): every one for the user itself and for callers who see every company; for a ClientAdmin or
       *     Analyst, only those it works for too. Another client's companies are never named (issue 22).
       */
      companyIds: string[];
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: email
       * @description Lower-case.
       */
      email: string;
      firstName: string;
      id: string;
      /** Format: date-time */
      lastLoginAt: string | null;
      lastName: string;
      /** @description Whether an authenticator is enrolled. */
      mfaEnabled: boolean;
      phone: components['schemas']['Phone'] | null;
      status: components['schemas']['UserStatus'];
      /**
       * @description The user's tenants the caller may know of: all of them for the user itself and for callers who see every
       *     company (SuperAdmin, Support, Viewer); for the others, the tenants of the companies in `companyIds`.
       */
      tenants: components['schemas']['UserTenant'][];
      userSshKey: {
        /** @description Whether an SSH public key is set (the key itself is never sent back). */
        hasPublicKey: boolean;
      };
      /**
       * @description True when the user also works for companies the caller may not see (left out of `companyIds`). The
       *     privilege table (docs/api.md) tells such a user apart (`shared`): a client administrator only sees them and
       *     takes them out of its own companies.
       * @default false
       */
      worksForOtherCompanies: boolean;
    };
    /**
     * @description Spec 3.2 Processing result: what the line was taken to do, found from its key before anything is written. `Create`: no record has its key yet (a scheme's `pstr` in the company, an employer's `payeReference` in its scheme); `Update`: one has; `None`: the key cannot say (a bad or missing `pstr`, `schemePstr` or `payeReference`, a PSTR of another company, an unknown line type). A line `NotCreated` with `Update` names an existing record that stays as it was.
     * @enum {string}
     */
    ProcessingResult: 'None' | 'Create' | 'Update';
    /**
     * @description A module (spec 3.1). Its address is the current protocol with `domainPrefix` as a subdomain of the product's
     *     domain when there is a prefix, else `url`; a module with neither is not shown as a tile.
     */
    Product: {
      /** @description Whether the sales team offers demos of it (`POST /products/{productId}/{companyId}/request-demo`). */
      demoAvailable: boolean;
      description: string;
      /** @description A DNS label in lower case (`members`). */
      domainPrefix: string | null;
      id: components['schemas']['Id'];
      /**
       * Format: uri-reference
       * @description A relative path or an `https://` address.
       */
      logoUrl: string | null;
      name: string;
      /** @description [designed] Being retired: companies that have it keep it; no company is given it anew. */
      retiring: boolean;
      /** Format: uri */
      url: string | null;
    };
    ProductInfo: {
      /** @example 1.4.2 */
      version: string;
    };
    /** @description A role a user can hold in one module. */
    ProductRole: {
      id: components['schemas']['Id'];
      productId: components['schemas']['Id'];
      roleName: string;
    };
    ProductScheme: {
      /** @description Whether the module covers this scheme for the company. */
      assigned: boolean;
      /** @description [designed] The scheme's employers, by name. */
      employers: components['schemas']['ProductSchemeEmployer'][];
      id: components['schemas']['Id'];
      name: string;
      /** @enum {string} */
      pensionSchemeType: 'AVC' | 'CB' | 'CDC' | 'DB' | 'DC' | 'HYB';
    };
    ProductSchemeEmployer: {
      /**
       * @description `OTH` other, `FOR` former.
       * @enum {string}
       */
      employerType: 'OTH' | 'FOR';
      id: components['schemas']['Id'];
      name: string;
    };
    /** @description One module assigned to a company, with every scheme of the company. */
    ProductSchemes: {
      productId: components['schemas']['Id'];
      productName: string;
      /** @description By name. */
      schemes: components['schemas']['ProductScheme'][];
    };
    ProductSchemesInput: {
      productId: components['schemas']['Id'];
      /** @description The company's schemes; all of them when absent. */
      schemeIds?: string[];
    };
    /** @description `id` and the fields to change. */
    ProductUpdate: {
      demoAvailable?: boolean;
      description?: string | null;
      domainPrefix?: string | null;
      id: components['schemas']['Id'];
      logoUrl?: string | null;
      name?: string;
      retiring?: boolean;
      url?: string | null;
    };
    /** @description Unique within the company, ignoring case. */
    'properties-name': string;
    /**
     * @description Absent or null is `Active`.
     * @enum {string|null}
     */
    'properties-status': 'Active' | 'Closed' | null;
    /** @description 8 digits then 2 letters; surrounding spaces are dropped and letters capitalised (`12345678AB`). */
    pstr: string;
    /**
     * @description Spec 3.2 Record outcome, what became of one data line.
     * @enum {string}
     */
    RecordOutcome: 'Created' | 'NotCreated' | 'Updated' | 'PartiallyCreated';
    RoleAssignment: {
      roleName: components['schemas']['ClientPortalRoleName'];
      userId: string;
    };
    /**
     * @description A client-portal role (spec 6).
     * @enum {string}
     */
    RoleName:
      | 'SuperAdmin'
      | 'Support'
      | 'ClientPortal_Analyst'
      | 'ClientPortal_Viewer'
      | 'ClientPortal_ClientAdmin'
      | 'ClientPortal_Manager'
      | 'ClientPortal_SftpOnly';
    /** @description A pension scheme of one company. */
    Scheme: {
      companyId: components['schemas']['Id'];
      /** Format: date-time */
      createdAt: string;
      id: components['schemas']['Id'];
      /**
       * @description Present only when `status` is `Inactive`: IWU (inactive and winding up) or IPPF (inactive and PPF assessment).
       * @enum {string}
       */
      inactiveReason?: 'IWU' | 'IPPF';
      name: string;
      pensionSchemeType: components['schemas']['PensionSchemeType'];
      /** @description Pension Scheme Tax Reference given by HMRC, unique across all companies. */
      pstr: string;
      /** @enum {string} */
      status: 'Active' | 'Inactive';
    };
    /** @description A new scheme. Fields are trimmed; an empty string counts as absent. */
    SchemeInput: {
      /** @description The company the scheme belongs to (it must exist). */
      companyId: string;
      /**
       * @description Required (IWU or IPPF) when `status` is `Inactive`; ignored otherwise.
       * @enum {string|null}
       */
      inactiveReason?: 'IWU' | 'IPPF' | null;
      /** @description Unique within the company, ignoring case. */
      name: string;
      pensionSchemeType: components['schemas']['PensionSchemeType'];
      /** @description 8 digits then 2 letters; surrounding spaces are dropped and letters capitalised (`12345678AB`). */
      pstr: string;
      /**
       * @description Absent or null is `Active`.
       * @enum {string|null}
       */
      status?: 'Active' | 'Inactive' | null;
    };
    SchemesAndProductsInput: {
      companyId: components['schemas']['Id'];
      products: components['schemas']['ProductSchemesInput'][];
    };
    /** @description Changes to a scheme, merged over the stored record; any subset of the fields. `companyId` is ignored. */
    SchemeUpdate: {
      /**
       * @description Needed (here or already stored) when the scheme is `Inactive`.
       * @enum {string|null}
       */
      inactiveReason?: 'IWU' | 'IPPF' | null;
      name?: components['schemas']['properties-name'];
      pensionSchemeType?: components['schemas']['PensionSchemeType'];
      pstr?: components['schemas']['pstr'];
      status?: components['schemas']['status'];
    };
    /** @description A section of a pension scheme. */
    Section: {
      /** @description Up to 12 capital letters, digits and hyphens; empty when the section has none. */
      code: string;
      /** @description The scheme's company. */
      companyId: components['schemas']['Id'];
      id: components['schemas']['Id'];
      name: string;
      schemeId: components['schemas']['Id'];
      /** @enum {string} */
      status: 'Active' | 'Closed';
    };
    /** @description A new section. Fields are trimmed; an empty string counts as absent. */
    SectionInput: {
      /** @description Optional; up to 12 letters, digits and hyphens, stored in capitals. */
      code?: string | null;
      /** @description Unique within the scheme, ignoring case. */
      name: string;
      /** @description The scheme the section belongs to (it must exist). */
      schemeId: string;
      /**
       * @description Absent or null is `Active`.
       * @enum {string|null}
       */
      status?: 'Active' | 'Closed' | null;
    };
    /** @description Unique within the scheme, ignoring case. */
    'SectionInput-properties-name': string;
    /** @description Changes to a section, merged over the stored record; any subset of the fields. `schemeId` is ignored. */
    SectionUpdate: {
      code?: components['schemas']['code'];
      name?: components['schemas']['SectionInput-properties-name'];
      status?: components['schemas']['properties-status'];
    };
    /** @description One setting's default or one company's override. */
    Setting: {
      /** @description The company of an override; `null` for a default. */
      companyId: string | null;
      /** @description The key for a default, `{key}:{companyId}` for a company's override. */
      id: string;
      key: components['schemas']['SettingKey'];
      scope: components['schemas']['SettingScope'];
      /** @description Empty only for a maintenance notice that is off. */
      value: string;
    };
    SettingInput: {
      /** @description Required with `scope` `Company`. */
      companyId?: string | null;
      key: components['schemas']['SettingKey'];
      /**
       * @description `Default` when absent.
       * @enum {string|null}
       */
      scope?: 'Default' | 'Company' | null;
      /** @description Anything but a string counts as `''`. */
      value?: string | null;
    };
    /**
     * @description `supportEmail` and `supportPhone` may be overridden for one company; `maintenanceNotice` is platform-wide.
     * @enum {string}
     */
    SettingKey: 'supportEmail' | 'supportPhone' | 'maintenanceNotice';
    /**
     * @description Spec 3.2 "Setting scope".
     * @enum {string}
     */
    SettingScope: 'Default' | 'Company';
    /**
     * @description Spec 3.2's setup stage, derived from the company's data on every answer (src/shared/companySetup.ts; a real
     *     service must answer the same for the same data). `None`: nothing but the name. `DetailsIncomplete`: some, not
     *     all, of `companyNumber`, `address.line1`, `address.town`, `address.postcode`, `adminContact.name`,
     *     `adminContact.email`, `preferredContactMethod`, `directDebit` (phones, line 2 and county are optional).
     *     `BrandingIncomplete`: those details, but no logo. `AssignProductsIncomplete`: a logo, but no scheme or no module.
     *     `Available`: at least one scheme and one module; removing the last of either puts it back.
     * @enum {string}
     */
    SetupCompleteness: 'None' | 'DetailsIncomplete' | 'BrandingIncomplete' | 'AssignProductsIncomplete' | 'Available';
    SshPublicKeyInput: {
      /** @description Spec 5: `ssh-rsa <Base64-encoded key>`, optionally followed by whitespace and a comment; surrounding whitespace is trimmed. */
      publicKey: string;
      /** @description Another user whose key an administrator sets; absent, empty or the caller's own id for the caller's own key. */
      userId?: string;
    };
    /**
     * @description Absent or null is `Active`.
     * @enum {string|null}
     */
    status: 'Active' | 'Inactive' | null;
    /** @description A firm that serves a pension scheme. */
    StrategicPartner: {
      /** @description The scheme's company. */
      companyId: components['schemas']['Id'];
      /** @description An email address in lower case, or an empty string when the partner has none. */
      contactEmail: string;
      id: components['schemas']['Id'];
      name: string;
      partnerType: components['schemas']['PartnerType'];
      schemeId: components['schemas']['Id'];
    };
    /** @description A new strategic partner. Fields are trimmed; an empty string counts as absent. */
    StrategicPartnerInput: {
      /** @description Optional; stored in lower case. */
      contactEmail?: string | null;
      name: string;
      partnerType: components['schemas']['PartnerType'];
      /** @description The scheme the partner serves (it must exist). */
      schemeId: string;
    };
    /** @description Changes to a strategic partner, merged over the stored record; any subset of the fields. `schemeId` is ignored. */
    StrategicPartnerUpdate: {
      contactEmail?: components['schemas']['contactEmail'];
      name?: components['schemas']['name'];
      partnerType?: components['schemas']['PartnerType'];
    };
    SupportContact: {
      /** Format: email */
      email: string | null;
      /** @description International form: `+44 2079460000`. */
      phone: string | null;
    };
    /** @description A tenant (a branded portal at its own domain) and the modules it offers its companies. */
    Tenant: {
      /** Format: date-time */
      createdAt: string;
      /** @description HTML, like `termsAndConditions`. */
      dataProtection: string;
      /**
       * Format: hostname
       * @description The host name the portal is served at, in lower case.
       */
      domain: string;
      id: components['schemas']['Id'];
      /**
       * Format: uri-reference
       * @description A relative path or an `https://` address.
       */
      logoUrl: string | null;
      name: string;
      /** @description `#RRGGBB` (or `#RGB`), in upper case. */
      primaryColour: string;
      /** @description The modules the tenant offers. */
      productIds: components['schemas']['Id'][];
      /** @description HTML, as the tenant wrote it; sanitise before rendering. `''` when none. */
      termsAndConditions: string;
    };
    /**
     * @description Spec 3.1 "Tenant branding". For an unknown domain `tenantId`, `logoUrl`, `name` and `termsAndConditions` are
     *     `null` and `dataProtection` and `primaryColour` are absent.
     */
    TenantBranding: {
      /** @description HTML; sanitise before rendering. */
      dataProtection?: string;
      /** Format: uri-reference */
      logoUrl: string | null;
      /** @description The console's maintenance notice, plain text, or `null` when there is none. */
      maintenanceNotice: string | null;
      name: string | null;
      primaryColour?: string;
      tenantId: string | null;
      /** @description HTML; sanitise before rendering. */
      termsAndConditions: string | null;
    };
    /** @description The fields a client sets on a tenant. Text is trimmed; `''` counts as absent. */
    TenantFields: {
      dataProtection?: string | null;
      /** @description A host name, like `portal.example.co.uk`. */
      domain?: string | null;
      logoUrl?: string | null;
      name?: string | null;
      /** @description `#rgb` or `#rrggbb`; `#1D4F91` when absent. */
      primaryColour?: string | null;
      productIds?: string[];
      termsAndConditions?: string | null;
    };
    /** @description A new tenant; `name` and `domain` are required. */
    TenantInput: components['schemas']['TenantFields'] & Record<string, never>;
    TooManyAttempts: {
      /** @example Too many attempts. Try again in 15 minutes. */
      message: string;
      /** @description Seconds to wait, as in the `Retry-After` header, for clients that cannot read it. */
      retryAfter: number;
    };
    /** Format: date-time */
    uploadedAt: string;
    /**
     * Format: email
     * @description The uploader's email.
     */
    uploadedBy: string;
    /**
     * @description Spec 3.2 Upload status. `InProgress`: accepted, its lines being processed (see `progress`); `Completed`: every line was processed (some may be `NotCreated`: the portal reads `totals.NotCreated` to say "Completed with N errors"); `Failed`: the file could not be read (see `message`). `Uploaded` is for a service that queues files before processing them; the sandbox starts at once and never answers it.
     * @enum {string}
     */
    UploadStatus: 'InProgress' | 'Uploaded' | 'Completed' | 'Failed';
    UserCompany: {
      id: string;
      name: string;
    };
    UserDefaultSchemeAccess: {
      /** @description The user's companies the caller may see, as a user record answers them (`PortalUser.companyIds`). */
      companyIds: string[];
      defaultSchemeAccess: components['schemas']['FeatureToggle'];
      /** Format: email */
      email: string;
      firstName: string;
      lastName: string;
      roleName: components['schemas']['RoleName'];
      /**
       * @description `Default`: the user follows the company's setting; `Company`: the user has a setting of their own.
       * @enum {string}
       */
      scope: 'Default' | 'Company';
      userId: components['schemas']['Id'];
      /**
       * @description As on a user record; with `companyIds`, what the privilege table needs to say who may change the user's setting.
       * @default false
       */
      worksForOtherCompanies: boolean;
    };
    /** @description `GET /users/{id}/userDetails`: the user with what only a details screen needs. */
    UserDetails: components['schemas']['PortalUser'] & {
      /** @description The user's companies that the caller may see. */
      companies: components['schemas']['UserCompany'][];
      /** @description The user's data-gateway role; null when they hold none (the data gateway refuses them). */
      dataGatewayRole: components['schemas']['DataGatewayRoleName'] | null;
      /** @description Whether an unused, unexpired invitation link exists for the user. */
      hasPendingInvitation: boolean;
      /** @description The user's permissions the caller may see (internal admins and Viewer: all; others: within their companies). */
      permissions: components['schemas']['Permission'][];
    };
    /**
     * @description `POST /users`. Strings are trimmed and an empty string counts as absent. Only `SuperAdmin` and `Support` may send
     *     `allCompanies: true` (the user is given every company that exists now); an Analyst or ClientAdmin must name at
     *     least one of its own companies.
     */
    UserInvitation: {
      /**
       * @description Every company there is now (SuperAdmin and Support only; 403 otherwise). Anything but `true` is false.
       * @default false
       */
      allCompanies: boolean;
      /** @description Known companies (400 otherwise) the user will work for; ignored when `allCompanies` is true. */
      companyIds?: string[] | null;
      /** @description Trimmed and lower-cased; must look like `name@domain.tld` and be unused (409). */
      email: string;
      firstName: string;
      lastName: string;
      /** @description Optional: `+44 7700900123` form (spec 5: a plus, 1 to 3 digits, one space, 4 to 15 digits); empty or null for none. */
      phone?: string | null;
      /**
       * @description A client role; the caller must be allowed to give it (403).
       * @enum {string}
       */
      roleName:
        'ClientPortal_Analyst' | 'ClientPortal_Viewer' | 'ClientPortal_ClientAdmin' | 'ClientPortal_Manager' | 'ClientPortal_SftpOnly';
      /**
       * @description `false`: create the user `SetupIncomplete`, with no email until `resendConfirmationCode`. Anything but `false` is true.
       * @default true
       */
      sendInvitation: boolean;
    };
    /** @description A row of `POST /users/search`. */
    UserListItem: components['schemas']['PortalUser'] & {
      /** @description The names of the user's companies that the caller may also see, in alphabetical order. */
      companyNames: string[];
    };
    UserPage: {
      items: components['schemas']['UserListItem'][];
      /** @description How many users match in all. */
      total: number;
    };
    /** @description One user's access to one product in one company. Fields other than the ids are optional; absent ones keep their value. */
    UserPermissionGrant: {
      companyId: string;
      /** @description Replaces the employers; each must be the company's (those outside the granted schemes are dropped). */
      employerIds?: string[];
      productId: string;
      /** @description One of the product's roles. */
      productRoleName?: string;
      /** @description Replaces the schemes; each must be the company's for this product. */
      schemeIds?: string[];
      userId: string;
    };
    UserPermissionsInput: {
      permissions: components['schemas']['PermissionScope'][];
      userId: string;
    };
    UserProductRef: {
      companyId: string;
      productId: string;
      userId: string;
    };
    UserProductRoleChange: {
      /** @description Only this company's permission; absent or empty for every company the caller administers. */
      companyId?: string;
      productId: string;
      /** @description One of the product's roles. */
      productRoleName: string;
      userId: string;
    };
    /** @description An employer of a scheme, with which of the user's products reach it. */
    UserSchemeEmployer: {
      /** @description The products whose permission (the user's, in the scheme's company) includes this employer. */
      assignedProductIds: string[];
      companyId: string;
      employerId: string;
      /** @enum {string} */
      employerType: 'OTH' | 'FOR';
      name: string;
      /** @description PAYE reference, e.g. `187/RY39381`. */
      payeReference: string;
      schemeId: string;
    };
    UserSchemesGrant: {
      companyId: string;
      /** @description Checked against the company's employers, not applied. */
      employerIds?: string[];
      productId: string;
      /** @description Checked against the product's roles, not applied. */
      productRoleName?: string;
      /** @description The company's schemes for this product. */
      schemeIds: string[];
      userId: string;
    };
    /** @description Every field optional; a field of the wrong type is ignored rather than refused. */
    UserSearch: {
      /** @description Users working for any of these companies that the caller may see (others match nobody); empty or absent for all. */
      companyIds?: string[];
      /**
       * @description The page, from 1; anything below 1 or not a number reads as 1.
       * @default 1
       */
      page: number;
      /**
       * @description Users per page (default 25, at most 500; larger asks get 500).
       * @default 25
       */
      perPage: number;
      /** @description Free text, matched without regard to case within "first name, last name, email". */
      q?: string;
      /** @description Any of these roles (`ClientPortalRoleName` values); empty or absent for all. */
      roles?: string[];
      /**
       * @description `firstName`, `lastName`, `email`, `status`, `roleName` (or `role`), `createdAt` or `lastLoginAt`; anything else sorts by `lastName`.
       * @default lastName
       */
      sortField: string;
      /**
       * @description `DESC` (in any case) for descending; anything else is ascending.
       * @default ASC
       */
      sortOrder: string;
      /** @description Any of these statuses (`UserStatus` values); empty or absent for all. */
      statuses?: string[];
    };
    UsersProductGrant: {
      companyId: string;
      productId: string;
      /** @description One of the product's roles, for the users who get a new permission. */
      productRoleName?: string;
      userIds: string[];
    };
    /**
     * @description `SetupIncomplete`: created without an invitation (no email, no sign-up link, cannot be activated);
     *     `resendConfirmationCode` sends the first invitation (→ `Invited`); `Invited` → `Active` on the first signed-in
     *     load; `Active` ↔ `Deactivated` by an administrator.
     * @enum {string}
     */
    UserStatus: 'Invited' | 'Active' | 'Deactivated' | 'SetupIncomplete';
    /** @description A tenant the user belongs to. */
    UserTenant: {
      /** @description The host name the tenant's portal is served on. */
      domain: string;
      id: string;
      name: string;
    };
    /** @description `PATCH /users`: absent fields keep their value. Strings are trimmed. */
    UserUpdate: {
      /** @description The email cannot be changed; sending one other than the user's (ignoring case) is a 400. */
      email?: string;
      firstName?: string;
      id: string;
      lastName?: string;
      /** @description `+44 7700900123` form; null or empty removes it. */
      phone?: string | null;
    };
  };
  responses: {
    /** @description The module is already the company's, or is being retired and so given to no company that lacks it; `errors` names the field. */
    AssignmentConflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
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
    /** @description `companyId` is missing. */
    CompanyIdMissing: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "companyId is required.",
         *       "errors": {
         *         "companyId": [
         *           "companyId is required."
         *         ]
         *       }
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /**
     * @description A field breaks its rule; `errors` names each (`name`, `companyNumber`, `tenantId`, `logoUrl`, `address.postcode`,
     *     `adminContact.email`, `adminContact.administratorPhones.{i}`, `preferredContactMethod`, `directDebit`,
     *     `primaryColour`, `secondaryColour`), and `message` is the first. Also a body that is not a JSON object, and a
     *     `PATCH` without `id`.
     */
    CompanyInvalid: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Another company already has this name (compared in any case). */
    CompanyNameTaken: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "A company with this name already exists.",
         *       "errors": {
         *         "name": [
         *           "A company with this name already exists."
         *         ]
         *       }
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The record clashes with another (a duplicate name, reference or email); `errors` names the field. */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The caller's role may not do this, or the record is outside the caller's companies. Usually no body; when there is one it is the error shape. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A grant that does not fit (field errors `productId`, `companyId`, `productRoleName`, `schemeIds`, `employerIds`, `permissions`), your own permissions, or a body that is not a JSON object. */
    GrantRefused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Not a PNG, JPEG or WebP image by its content, over 1 MB, or not `multipart/form-data` with a file; field `file`. */
    LogoInvalid: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The body is not a JSON object. */
    NotAnObject: {
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
    /** @description Yourself (another administrator must do it), or a body that is not a JSON object. */
    NotForYourself: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No record with that id. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Resource not found."
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The setting is your own (another administrator changes it). */
    OwnSchemeAccess: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "You cannot change your own default scheme access."
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No user or company with that id, or the user has no permission for that product in that company. */
    PermissionNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A query parameter that takes one value was given more than once (`?page=1&page=2`): refused rather than one copy chosen, since a proxy or firewall in front of the service may have read the other (HTTP parameter pollution). Every operation with query parameters answers so; parameters declared as a list repeat freely. */
    RepeatedQueryParameter: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "The query parameter \"page\" is given more than once.",
         *       "errors": {
         *         "page": [
         *           "The query parameter \"page\" is given more than once."
         *         ]
         *       }
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The action is one an administrator may not do to itself (another administrator must), or the body is not a JSON object. */
    'responses-NotForYourself': {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No user with that id (for a caller whose role may do the action to some other user; any other caller gets 403). */
    'responses-UserNotFound': {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "User not found."
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The PSTR is another scheme's (compared trimmed and in capitals, across all companies), or the company already has a scheme with this name; `errors` names the field. The other scheme is named only when the caller sees its company. */
    SchemeConflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A missing `companyId`, or field errors on `products`, `products.{i}.productId` or `products.{i}.schemeIds`. */
    SchemesAndProductsInvalid: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Every scheme must belong to the company.",
         *       "errors": {
         *         "products.1.schemeIds": [
         *           "Every scheme must belong to the company."
         *         ]
         *       }
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A field breaks its rule; `errors` names each (`name`, `domain`, `primaryColour`, `logoUrl`, `productIds`). Also a body that is not a JSON object. */
    TenantInvalid: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "Domain must be a host name, like portal.example.co.uk.",
         *       "errors": {
         *         "domain": [
         *           "Domain must be a host name, like portal.example.co.uk."
         *         ],
         *         "primaryColour": [
         *           "Primary colour must be valid color, like: #012345"
         *         ]
         *       }
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Another tenant has this name (in any case) or domain; `errors` names the field. */
    TenantTaken: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "A tenant already uses this domain.",
         *       "errors": {
         *         "domain": [
         *           "A tenant already uses this domain."
         *         ]
         *       }
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The value is neither `Enabled` nor `Disabled`. */
    ToggleInvalid: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "The value must be Enabled or Disabled."
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
    /** @description No user with that id. */
    UserNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        /**
         * @example {
         *       "message": "User not found."
         *     }
         */
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No user, or no company, with that id. */
    UserOrCompanyNotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description No users named (field error `userIds`), a grant that does not fit one of them (field errors as for a single grant), one of them yourself, or a body that is not a JSON object. */
    UsersGrantRefused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The value is neither `Enabled` nor `Disabled`, or the setting is your own (another administrator changes it). */
    UserToggleRefused: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: {
    /**
     * @description The company's id.
     * @example cmp-02
     */
    CompanyIdInPath: components['schemas']['Id'];
    /**
     * @description A user who works for the company.
     * @example usr-102
     */
    CompanyUserIdInPath: components['schemas']['Id'];
    /** @example Enabled */
    FeatureToggleInPath: components['schemas']['FeatureToggle'];
    /**
     * @description JSON object: `q` is a free-text search, other keys match fields exactly (an array: any of); `{"id": [...]}` reads many by id.
     * @example {"q":"acme"}
     */
    Filter: string;
    /** @example cmp-02 */
    'parameters-CompanyIdInPath': components['schemas']['Id'];
    /**
     * @description The user's id.
     * @example usr-manager
     */
    'parameters-UserId': string;
    /**
     * @description The module's id.
     * @example prd-member-portal
     */
    ProductIdInPath: components['schemas']['Id'];
    /**
     * @description JSON `[first, last]`, zero-based and inclusive.
     * @example [0,24]
     */
    Range: string;
    /**
     * @description JSON `[field, "ASC" | "DESC"]`.
     * @example ["name","ASC"]
     */
    Sort: string;
    /**
     * @description The tenant's id.
     * @example ten-northern-trustees
     */
    TenantIdInPath: components['schemas']['Id'];
    /**
     * @description The user's id.
     * @example usr-invited
     */
    UserId: string;
  };
  requestBodies: {
    /**
     * @description `multipart/form-data` with the image in the part `file` (`logo` is read too when there is no `file`): PNG, JPEG or
     *     WebP by content, at most 1 MB. A body over 1 MiB and 64 KiB is refused with `413`: before it is read when it
     *     declares its length, as soon as the limit is crossed when it is chunked.
     */
    LogoUpload: {
      content: {
        'multipart/form-data': components['schemas']['LogoUpload'];
      };
    };
  };
  headers: {
    /** @description ra-data-simple-rest paging: `<resource> <first>-<last>/<total>`, e.g. `schemes 0-24/319`. */
    ContentRange: string;
    /** @description Seconds to wait before trying again. */
    RetryAfter: number;
  };
  pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
  listCountryCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The country codes, in the order to offer them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "iso": "GB",
           *         "country": "United Kingdom",
           *         "code": "+44"
           *       },
           *       {
           *         "iso": "IE",
           *         "country": "Ireland",
           *         "code": "+353"
           *       },
           *       {
           *         "iso": "IM",
           *         "country": "Isle of Man",
           *         "code": "+44"
           *       },
           *       {
           *         "iso": "JE",
           *         "country": "Jersey",
           *         "code": "+44"
           *       },
           *       {
           *         "iso": "GG",
           *         "country": "Guernsey",
           *         "code": "+44"
           *       },
           *       {
           *         "iso": "FR",
           *         "country": "France",
           *         "code": "+33"
           *       }
           *     ]
           */
          'application/json': components['schemas']['CountryCode'][];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  listAuditEntries: {
    parameters: {
      query?: {
        /**
         * @description JSON object, e.g. `{"entityType":"Company","action":"Update","from":"2025-11-01","to":"2025-11-30"}`.
         * @example {"entityType":"Company","from":"2025-11-01","to":"2025-11-30"}
         */
        filter?: string;
        /**
         * @description JSON `[first, last]`, zero-based and inclusive.
         * @example [0,24]
         */
        range?: components['parameters']['Range'];
        /**
         * @description JSON `[field, "ASC" | "DESC"]`.
         * @example ["name","ASC"]
         */
        sort?: components['parameters']['Sort'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of entries. */
      200: {
        headers: {
          'Content-Range': components['headers']['ContentRange'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "aud-0063",
           *         "occurredAt": "2025-11-18T06:00:00.000Z",
           *         "userId": "usr-superadmin",
           *         "userEmail": "superadmin@portico.test",
           *         "entityType": "Scheme",
           *         "entityId": "cmp-11-sch-1",
           *         "entityName": "Brecon Beacons Outdoor Collective Money Purchase Scheme",
           *         "action": "Create",
           *         "changes": [
           *           {
           *             "field": "name",
           *             "before": null,
           *             "after": "Brecon Beacons Outdoor Collective Money Purchase Scheme"
           *           },
           *           {
           *             "field": "pstr",
           *             "before": null,
           *             "after": "97399169UE"
           *           }
           *         ]
           *       },
           *       {
           *         "id": "aud-0023",
           *         "occurredAt": "2025-11-04T09:00:00.000Z",
           *         "userId": "usr-support",
           *         "userEmail": "support@portico.test",
           *         "entityType": "Company",
           *         "entityId": "cmp-18",
           *         "entityName": "Belfast Linen Heritage Ltd",
           *         "action": "Update",
           *         "changes": [
           *           {
           *             "field": "directDebit",
           *             "before": null,
           *             "after": "DirectDebit"
           *           }
           *         ]
           *       }
           *     ]
           */
          'application/json': components['schemas']['AuditEntry'][];
        };
      };
      /** @description A bad filter. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createCompany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompanyInput'];
      };
    };
    responses: {
      /** @description The company as created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "cmp-new-0001",
           *       "name": "Caledonian Distillers Ltd",
           *       "companyNumber": "SC184562",
           *       "tenantId": "ten-portico-demo",
           *       "setupCompleteness": "BrandingIncomplete",
           *       "availability": "None",
           *       "logoUrl": null,
           *       "address": {
           *         "line1": "22 Speyside Road",
           *         "line2": null,
           *         "town": "Elgin",
           *         "county": "Moray",
           *         "postcode": "IV30 1HQ"
           *       },
           *       "adminContact": {
           *         "name": "Alasdair Fraser",
           *         "email": "alasdair.fraser@caledoniandistillers.co.uk",
           *         "administratorPhones": [
           *           {
           *             "order": 1,
           *             "countryCode": "+44",
           *             "number": "7037739663"
           *           },
           *           {
           *             "order": 2,
           *             "countryCode": "+44",
           *             "number": "2009198241"
           *           }
           *         ]
           *       },
           *       "preferredContactMethod": "Mail",
           *       "directDebit": "NoDirectDebit",
           *       "primaryColour": "#003b5c",
           *       "secondaryColour": "#00a3e0",
           *       "schemeCount": 0,
           *       "moduleCount": 0,
           *       "createdAt": "2026-01-30T09:00:00.000Z",
           *       "updatedAt": "2026-01-30T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Company'];
        };
      };
      400: components['responses']['CompanyInvalid'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['CompanyNameTaken'];
      413: components['responses']['TooLarge'];
    };
  };
  updateCompany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompanyUpdate'];
      };
    };
    responses: {
      /** @description The company as changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "cmp-22",
           *       "name": "Humber Chemicals plc",
           *       "companyNumber": "00991244",
           *       "tenantId": "ten-portico-demo",
           *       "setupCompleteness": "BrandingIncomplete",
           *       "availability": "SchemesAvailable",
           *       "logoUrl": null,
           *       "address": {
           *         "line1": "Saltend Chemicals Park",
           *         "line2": null,
           *         "town": "Hull",
           *         "county": "East Riding of Yorkshire",
           *         "postcode": "HU12 8DS"
           *       },
           *       "adminContact": {
           *         "name": "Victoria Lamb",
           *         "email": "victoria.lamb@humberchemicals.co.uk",
           *         "administratorPhones": [
           *           {
           *             "order": 1,
           *             "countryCode": "+44",
           *             "number": "7139588992"
           *           },
           *           {
           *             "order": 2,
           *             "countryCode": "+44",
           *             "number": "2036136483"
           *           }
           *         ]
           *       },
           *       "preferredContactMethod": "Email",
           *       "directDebit": "DirectDebit",
           *       "primaryColour": null,
           *       "secondaryColour": null,
           *       "schemeCount": 2,
           *       "moduleCount": 0,
           *       "createdAt": "2025-08-16T09:00:00.000Z",
           *       "updatedAt": "2026-01-30T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Company'];
        };
      };
      400: components['responses']['CompanyInvalid'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['CompanyNameTaken'];
      413: components['responses']['TooLarge'];
    };
  };
  deleteCompany: {
    parameters: {
      query: {
        /**
         * @description The company to delete.
         * @example cmp-21
         */
        companyId: components['schemas']['Id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted company. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "cmp-21",
           *       "name": "Wessex Regional Bus Company Ltd",
           *       "companyNumber": "",
           *       "tenantId": "ten-portico-demo",
           *       "setupCompleteness": "None",
           *       "availability": "None",
           *       "logoUrl": null,
           *       "address": {
           *         "line1": "",
           *         "line2": null,
           *         "town": "",
           *         "county": null,
           *         "postcode": ""
           *       },
           *       "adminContact": {
           *         "name": "",
           *         "email": "",
           *         "administratorPhones": []
           *       },
           *       "preferredContactMethod": null,
           *       "directDebit": null,
           *       "primaryColour": null,
           *       "secondaryColour": null,
           *       "schemeCount": 0,
           *       "moduleCount": 0,
           *       "createdAt": "2025-08-05T09:00:00.000Z",
           *       "updatedAt": "2025-12-23T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Company'];
        };
      };
      /** @description `companyId` is missing. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "companyId is required.",
           *       "errors": {
           *         "companyId": [
           *           "companyId is required."
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listCompanyAccessContacts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example cmp-02 */
        companyId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The contacts, possibly none. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "firstName": "Charlotte",
           *         "lastName": "Pemberton"
           *       }
           *     ]
           */
          'application/json': components['schemas']['AccessContact'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company's id.
         * @example cmp-02
         */
        id: components['parameters']['CompanyIdInPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The company. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Company'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getCompanyDefaultSchemeAccess: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company's id.
         * @example cmp-02
         */
        id: components['parameters']['CompanyIdInPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The company's setting and its users', users by last name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyDefaultSchemeAccess'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  searchDefaultSchemeAccessAudit: {
    parameters: {
      query?: {
        /** @example GrantedAccess */
        event?: components['schemas']['DefaultSchemeAccessEvent'];
        /**
         * @description The first day, `YYYY-MM-DD`.
         * @example 2025-10-01
         */
        from?: string;
        /**
         * @description The page, from 1 (the sandbox reads a missing or smaller value as 1).
         * @example 1
         */
        page?: number;
        /**
         * @description Entries per page (the sandbox holds a larger value to 500, a missing or smaller one to 25 and 1).
         * @example 10
         */
        perPage?: number;
        /**
         * @description Accepted and ignored, as the portal's list sends it; the entries always come newest first.
         * @example occurredAt
         */
        sortField?: string;
        /**
         * @description Accepted and ignored, like `sortField`.
         * @example DESC
         */
        sortOrder?: 'ASC' | 'DESC';
        /**
         * @description The last day, `YYYY-MM-DD`.
         * @example 2025-11-30
         */
        to?: string;
      };
      header?: never;
      path: {
        /**
         * @description The company's id.
         * @example cmp-02
         */
        id: components['parameters']['CompanyIdInPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page and how many entries match in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "dsa-cmp-02-09",
           *           "companyId": "cmp-02",
           *           "event": "RemovedAccess",
           *           "userId": "usr-102",
           *           "userName": "Mia Green",
           *           "userEmail": "mia.green@penninebuildingsociety.co.uk",
           *           "changedBy": "superadmin@portico.test",
           *           "occurredAt": "2025-11-21T05:00:00.000Z"
           *         },
           *         {
           *           "id": "dsa-cmp-02-08",
           *           "companyId": "cmp-02",
           *           "event": "GrantedAccess",
           *           "userId": "usr-clientadmin",
           *           "userName": "Charlotte Pemberton",
           *           "userEmail": "clientadmin@portico.test",
           *           "changedBy": "support@portico.test",
           *           "occurredAt": "2025-10-25T08:00:00.000Z"
           *         },
           *         {
           *           "id": "dsa-cmp-02-07",
           *           "companyId": "cmp-02",
           *           "event": "EnabledFeature",
           *           "userId": null,
           *           "userName": null,
           *           "userEmail": null,
           *           "changedBy": "superadmin@portico.test",
           *           "occurredAt": "2025-07-17T03:00:00.000Z"
           *         }
           *       ],
           *       "total": 9
           *     }
           */
          'application/json': components['schemas']['DefaultSchemeAccessAuditPage'];
        };
      };
      /** @description A bad `event`, `from` or `to`; `errors` names each. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  setCompanyDefaultSchemeAccess: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company's id.
         * @example cmp-02
         */
        id: components['parameters']['CompanyIdInPath'];
        /** @example Enabled */
        value: components['parameters']['FeatureToggleInPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The company's setting and its users', as after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyDefaultSchemeAccess'];
        };
      };
      400: components['responses']['ToggleInvalid'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  uploadCompanyLogo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company's id.
         * @example cmp-02
         */
        id: components['parameters']['CompanyIdInPath'];
      };
      cookie?: never;
    };
    requestBody: components['requestBodies']['LogoUpload'];
    responses: {
      /** @description The company with its new `logoUrl`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "cmp-23",
           *       "name": "Tyne Valley Builders Merchants Ltd",
           *       "companyNumber": "04033871",
           *       "tenantId": "ten-portico-demo",
           *       "setupCompleteness": "Available",
           *       "availability": "ProductsAvailable",
           *       "logoUrl": "/__sandbox/files/file-new-0001",
           *       "address": {
           *         "line1": "Haugh Lane Industrial Estate",
           *         "line2": null,
           *         "town": "Hexham",
           *         "county": "Northumberland",
           *         "postcode": "NE46 3PU"
           *       },
           *       "adminContact": {
           *         "name": "Craig Charlton",
           *         "email": "craig.charlton@tynevalleybuildersmerchants.co.uk",
           *         "administratorPhones": [
           *           {
           *             "order": 1,
           *             "countryCode": "+44",
           *             "number": "7168725051"
           *           }
           *         ]
           *       },
           *       "preferredContactMethod": "Email",
           *       "directDebit": "DirectDebit",
           *       "primaryColour": null,
           *       "secondaryColour": null,
           *       "schemeCount": 3,
           *       "moduleCount": 1,
           *       "createdAt": "2025-08-27T09:00:00.000Z",
           *       "updatedAt": "2026-01-30T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Company'];
        };
      };
      400: components['responses']['LogoInvalid'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  clearUserDefaultSchemeAccess: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company's id.
         * @example cmp-02
         */
        id: components['parameters']['CompanyIdInPath'];
        /**
         * @description A user who works for the company.
         * @example usr-102
         */
        userId: components['parameters']['CompanyUserIdInPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The company's setting and its users', as after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyDefaultSchemeAccess'];
        };
      };
      400: components['responses']['OwnSchemeAccess'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  setUserDefaultSchemeAccess: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company's id.
         * @example cmp-02
         */
        id: components['parameters']['CompanyIdInPath'];
        /**
         * @description A user who works for the company.
         * @example usr-102
         */
        userId: components['parameters']['CompanyUserIdInPath'];
        /** @example Enabled */
        value: components['parameters']['FeatureToggleInPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The company's setting and its users', as after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyDefaultSchemeAccess'];
        };
      };
      400: components['responses']['UserToggleRefused'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listAllCompanies: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The visible companies, by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Company'][];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  listCompaniesAssignedToProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example prd-member-portal */
        productId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The companies with the module, by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Company'][];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listCompaniesAssignedToUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example usr-clientadmin */
        userId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's companies, by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Company'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  searchCompanies: {
    parameters: {
      query?: {
        /**
         * @description The page, from 1.
         * @example 1
         */
        page?: number;
        /**
         * @description Companies per page, 1 to 100.
         * @example 25
         */
        perPage?: number;
        /**
         * @description Matched anywhere in the name or the Companies House number, in any case.
         * @example ltd
         */
        q?: string;
        /**
         * @description Only companies at these stages; repeat the key for several (`setupCompleteness=None&setupCompleteness=DetailsIncomplete`).
         * @example [
         *       "None",
         *       "DetailsIncomplete",
         *       "BrandingIncomplete",
         *       "AssignProductsIncomplete"
         *     ]
         */
        setupCompleteness?: ('None' | 'DetailsIncomplete' | 'BrandingIncomplete' | 'AssignProductsIncomplete' | 'Available')[];
        /** @example name */
        sortField?: 'name' | 'companyNumber' | 'setupCompleteness' | 'address.town' | 'address.postcode' | 'createdAt' | 'id';
        /**
         * @description `ASC` or `DESC` (the sandbox reads lower case too).
         * @example ASC
         */
        sortOrder?: 'ASC' | 'DESC';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The page and how many companies match in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyPage'];
        };
      };
      /** @description A bad `page`, `perPage`, `sortField`, `sortOrder` or `setupCompleteness`; `errors` names each. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  listConsoleSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "supportEmail",
           *         "key": "supportEmail",
           *         "scope": "Default",
           *         "companyId": null,
           *         "value": "support@portico.test"
           *       },
           *       {
           *         "id": "supportPhone",
           *         "key": "supportPhone",
           *         "scope": "Default",
           *         "companyId": null,
           *         "value": "+44 2079460000"
           *       },
           *       {
           *         "id": "maintenanceNotice",
           *         "key": "maintenanceNotice",
           *         "scope": "Default",
           *         "companyId": null,
           *         "value": ""
           *       },
           *       {
           *         "id": "supportEmail:cmp-02",
           *         "key": "supportEmail",
           *         "scope": "Company",
           *         "companyId": "cmp-02",
           *         "value": "pensions.helpdesk@penninebuildingsociety.co.uk"
           *       }
           *     ]
           */
          'application/json': components['schemas']['Setting'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  putConsoleSetting: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SettingInput'];
      };
    };
    responses: {
      /** @description The setting as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "supportEmail:cmp-02",
           *       "key": "supportEmail",
           *       "scope": "Company",
           *       "companyId": "cmp-02",
           *       "value": "pensions.helpdesk@penninebuildingsociety.co.uk"
           *     }
           */
          'application/json': components['schemas']['Setting'];
        };
      };
      /** @description An unknown setting or a field breaking its rule; `errors` names each (`key`, `scope`, `companyId`, `value`). Also a body that is not a JSON object. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Enter the phone number in international format with a space after the country code, like +44 7700900123",
           *       "errors": {
           *         "value": [
           *           "Enter the phone number in international format with a space after the country code, like +44 7700900123"
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
    };
  };
  deleteConsoleSetting: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The setting's id: `{key}:{companyId}` for a company's override.
         * @example supportEmail:cmp-02
         */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The setting is a default. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "A default cannot be removed; change its value instead."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getSupportContact: {
    parameters: {
      query?: {
        /** @example cmp-02 */
        companyId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The support contact; `null` for what is not set. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "email": "support@portico.test",
           *       "phone": "+44 2079460000"
           *     }
           */
          'application/json': components['schemas']['SupportContact'];
        };
      };
      400: components['responses']['RepeatedQueryParameter'];
      401: components['responses']['Unauthorized'];
    };
  };
  listEmployers: {
    parameters: {
      query?: {
        /**
         * @description JSON object: `q` is a free-text search, other keys match fields exactly (an array: any of); `{"id": [...]}` reads many by id.
         * @example {"q":"acme"}
         */
        filter?: components['parameters']['Filter'];
        /**
         * @description JSON `[first, last]`, zero-based and inclusive.
         * @example [0,24]
         */
        range?: components['parameters']['Range'];
        /**
         * @description JSON `[field, "ASC" | "DESC"]`.
         * @example ["name","ASC"]
         */
        sort?: components['parameters']['Sort'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of employers; `Content-Range` gives its place in the whole. */
      200: {
        headers: {
          'Content-Range': components['headers']['ContentRange'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "cmp-01-sch-1-emp-1",
           *         "companyId": "cmp-01",
           *         "schemeId": "cmp-01-sch-1",
           *         "name": "Thames Valley Logistics Ltd",
           *         "employerType": "OTH",
           *         "payeReference": "838/FA62782"
           *       },
           *       {
           *         "id": "cmp-01-sch-1-emp-3",
           *         "companyId": "cmp-01",
           *         "schemeId": "cmp-01-sch-1",
           *         "name": "Thames Valley Logistics (Scotland) Ltd",
           *         "employerType": "FOR",
           *         "payeReference": "967/JO95776"
           *       }
           *     ]
           */
          'application/json': components['schemas']['Employer'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createEmployer: {
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
         *       "schemeId": "cmp-01-sch-2",
         *       "name": "Thames Valley Logistics Property Ltd",
         *       "employerType": "OTH",
         *       "payeReference": "085/kj71584"
         *     }
         */
        'application/json': components['schemas']['EmployerInput'];
      };
    };
    responses: {
      /** @description The employer as stored. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "emp-new-0001",
           *       "companyId": "cmp-01",
           *       "schemeId": "cmp-01-sch-2",
           *       "name": "Thames Valley Logistics Property Ltd",
           *       "employerType": "OTH",
           *       "payeReference": "085/KJ71584"
           *     }
           */
          'application/json': components['schemas']['Employer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
    };
  };
  getEmployer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The employer's id.
         * @example cmp-01-sch-1-emp-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The employer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "cmp-01-sch-1-emp-1",
           *       "companyId": "cmp-01",
           *       "schemeId": "cmp-01-sch-1",
           *       "name": "Thames Valley Logistics Ltd",
           *       "employerType": "OTH",
           *       "payeReference": "838/FA62782"
           *     }
           */
          'application/json': components['schemas']['Employer'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateEmployer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The employer's id.
         * @example cmp-01-sch-1-emp-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "employerType": "FOR"
         *     }
         */
        'application/json': components['schemas']['EmployerUpdate'];
      };
    };
    responses: {
      /** @description The employer as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "cmp-01-sch-1-emp-2",
           *       "companyId": "cmp-01",
           *       "schemeId": "cmp-01-sch-1",
           *       "name": "Thames Valley Logistics Property Ltd",
           *       "employerType": "FOR",
           *       "payeReference": "085/KJ71584"
           *     }
           */
          'application/json': components['schemas']['Employer'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
    };
  };
  deleteEmployer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The employer's id.
         * @example cmp-01-sch-1-emp-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted employer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "cmp-01-sch-1-emp-3",
           *       "companyId": "cmp-01",
           *       "schemeId": "cmp-01-sch-1",
           *       "name": "Thames Valley Logistics (Scotland) Ltd",
           *       "employerType": "FOR",
           *       "payeReference": "967/JO95776"
           *     }
           */
          'application/json': components['schemas']['Employer'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  streamEvents: {
    parameters: {
      query: {
        /**
         * @description The topics, comma-separated.
         * @example accessRequests
         */
        topics: string;
      };
      header?: {
        /**
         * @description The id of the last event the client read; the events after it are sent first.
         * @example 42
         */
        'Last-Event-ID'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The stream, with `X-Accel-Buffering: no` so no proxy holds its events back. */
      200: {
        headers: {
          /** @description Asks a proxy (nginx) not to buffer the stream. */
          'X-Accel-Buffering': 'no';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example retry: 3000
           *     : open
           *
           *     id: 7
           *     event: accessRequest.created
           *     data: {"companyId":"cmp-01","resource":"accessRequest","id":"acr-new-0101","payload":{"approvalStatus":"Pending"}}
           */
          'text/event-stream': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  listOnboardingFiles: {
    parameters: {
      query?: {
        /**
         * @description JSON object: `q` is a free-text search, other keys match fields exactly (an array: any of); `{"id": [...]}` reads many by id.
         * @example {"q":"acme"}
         */
        filter?: components['parameters']['Filter'];
        /**
         * @description JSON `[first, last]`, zero-based and inclusive.
         * @example [0,24]
         */
        range?: components['parameters']['Range'];
        /**
         * @description JSON `[field, "ASC" | "DESC"]`.
         * @example ["name","ASC"]
         */
        sort?: components['parameters']['Sort'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of uploads; `Content-Range` gives its place in the whole. */
      200: {
        headers: {
          'Content-Range': components['headers']['ContentRange'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "obf-new-0001",
           *         "companyId": "cmp-01",
           *         "fileName": "thames-valley-schemes.csv",
           *         "status": "Completed",
           *         "message": null,
           *         "uploadedBy": "clientadmin@portico.test",
           *         "uploadedAt": "2026-01-12T09:30:00.000Z",
           *         "completedAt": "2026-01-12T09:30:00.000Z",
           *         "totals": {
           *           "Created": 2,
           *           "NotCreated": 1,
           *           "Updated": 0,
           *           "PartiallyCreated": 1
           *         },
           *         "progress": {
           *           "rowsDone": 4,
           *           "rowsTotal": 4,
           *           "startedAt": "2026-01-12T09:30:00.000Z",
           *           "updatedAt": "2026-01-12T09:30:00.000Z"
           *         }
           *       },
           *       {
           *         "id": "obf-new-0005",
           *         "companyId": "cmp-01",
           *         "fileName": "schemes.csv",
           *         "status": "Failed",
           *         "message": "The first line must be the header type,name,pensionSchemeType,pstr,schemePstr,employerType,payeReference.",
           *         "uploadedBy": "clientadmin@portico.test",
           *         "uploadedAt": "2026-01-12T09:41:00.000Z",
           *         "completedAt": "2026-01-12T09:41:00.000Z",
           *         "totals": {
           *           "Created": 0,
           *           "NotCreated": 0,
           *           "Updated": 0,
           *           "PartiallyCreated": 0
           *         },
           *         "progress": {
           *           "rowsDone": 0,
           *           "rowsTotal": 0,
           *           "startedAt": "2026-01-12T09:41:00.000Z",
           *           "updatedAt": "2026-01-12T09:41:00.000Z"
           *         }
           *       }
           *     ]
           */
          'application/json': components['schemas']['OnboardingFileSummary'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  uploadOnboardingFile: {
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
         *       "companyId": "cmp-01",
         *       "file": "type,name,pensionSchemeType,pstr,schemePstr,employerType,payeReference\nScheme,Thames Valley Logistics Staff DC Plan,DC,98765432TV,,,\nEmployer,Reading Depot Ltd,,,98765432TV,OTH,120/RD00001\nEmployer,Swindon Yard Ltd,,,98765432TV,XYZ,120/SY00002\nEmployer,Oxford Haulage Ltd,,,00000000ZZ,OTH,120/OH00003\n"
         *     }
         */
        'multipart/form-data': {
          /** @description The company whose schemes and employers the file holds. */
          companyId: string;
          /** @description The CSV, at most 1 MB, its name ending `.csv`; judged by its bytes (UTF-8 text without NUL), whatever type it declares. The name is kept as its last path segment without control or markup characters, at most 100 characters. */
          file: string;
        };
      };
    };
    responses: {
      /** @description A file that could not be read (no header, no data lines), stored `Failed` with its `message`. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "obf-new-0005",
           *       "companyId": "cmp-01",
           *       "fileName": "schemes.csv",
           *       "status": "Failed",
           *       "message": "The first line must be the header type,name,pensionSchemeType,pstr,schemePstr,employerType,payeReference.",
           *       "uploadedBy": "clientadmin@portico.test",
           *       "uploadedAt": "2026-01-12T09:41:00.000Z",
           *       "completedAt": "2026-01-12T09:41:00.000Z",
           *       "totals": {
           *         "Created": 0,
           *         "NotCreated": 0,
           *         "Updated": 0,
           *         "PartiallyCreated": 0
           *       },
           *       "progress": {
           *         "rowsDone": 0,
           *         "rowsTotal": 0,
           *         "startedAt": "2026-01-12T09:41:00.000Z",
           *         "updatedAt": "2026-01-12T09:41:00.000Z"
           *       },
           *       "rows": []
           *     }
           */
          'application/json': components['schemas']['OnboardingFile'];
        };
      };
      /** @description The upload, accepted and `InProgress`; its lines are processed after the answer. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "obf-new-0001",
           *       "companyId": "cmp-01",
           *       "fileName": "thames-valley-schemes.csv",
           *       "status": "InProgress",
           *       "message": null,
           *       "uploadedBy": "clientadmin@portico.test",
           *       "uploadedAt": "2026-01-12T09:30:00.000Z",
           *       "completedAt": null,
           *       "totals": {
           *         "Created": 0,
           *         "NotCreated": 0,
           *         "Updated": 0,
           *         "PartiallyCreated": 0
           *       },
           *       "progress": {
           *         "rowsDone": 0,
           *         "rowsTotal": 4,
           *         "startedAt": "2026-01-12T09:30:00.000Z",
           *         "updatedAt": "2026-01-12T09:30:00.000Z"
           *       },
           *       "rows": []
           *     }
           */
          'application/json': components['schemas']['OnboardingFile'];
        };
      };
      /** @description The upload is refused before any line is read; `errors` names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
    };
  };
  getOnboardingFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The upload's id.
         * @example obf-new-0001
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The upload with its `rows`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "obf-new-0001",
           *       "companyId": "cmp-01",
           *       "fileName": "thames-valley-schemes.csv",
           *       "status": "Completed",
           *       "message": null,
           *       "uploadedBy": "clientadmin@portico.test",
           *       "uploadedAt": "2026-01-12T09:30:00.000Z",
           *       "completedAt": "2026-01-12T09:30:00.000Z",
           *       "totals": {
           *         "Created": 1,
           *         "NotCreated": 1,
           *         "Updated": 0,
           *         "PartiallyCreated": 0
           *       },
           *       "progress": {
           *         "rowsDone": 2,
           *         "rowsTotal": 2,
           *         "startedAt": "2026-01-12T09:30:00.000Z",
           *         "updatedAt": "2026-01-12T09:30:00.000Z"
           *       },
           *       "rows": [
           *         {
           *           "line": 2,
           *           "entityType": "Scheme",
           *           "name": "Thames Valley Logistics Staff DC Plan",
           *           "processingResult": "Create",
           *           "outcome": "Created",
           *           "entityId": "sch-new-0002",
           *           "messages": []
           *         },
           *         {
           *           "line": 3,
           *           "entityType": "Employer",
           *           "name": "Reading Depot Ltd",
           *           "processingResult": "None",
           *           "outcome": "NotCreated",
           *           "entityId": null,
           *           "messages": [
           *             "\"12/RD00001\" is not a PAYE reference: it should look like 123/AB45678."
           *           ]
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['OnboardingFile'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listUserPermissions: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-manager
         */
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's permissions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "perm-0014",
           *         "userId": "usr-manager",
           *         "companyId": "cmp-02",
           *         "productId": "prd-member-portal",
           *         "productRoleName": "Viewer",
           *         "schemeIds": [
           *           "cmp-02-sch-1"
           *         ],
           *         "employerIds": [
           *           "cmp-02-sch-1-emp-1",
           *           "cmp-02-sch-1-emp-2"
           *         ]
           *       },
           *       {
           *         "id": "perm-0015",
           *         "userId": "usr-manager",
           *         "companyId": "cmp-02",
           *         "productId": "prd-employer-hub",
           *         "productRoleName": "Viewer",
           *         "schemeIds": [
           *           "cmp-02-sch-1"
           *         ],
           *         "employerIds": [
           *           "cmp-02-sch-1-emp-1",
           *           "cmp-02-sch-1-emp-2"
           *         ]
           *       },
           *       {
           *         "id": "perm-0016",
           *         "userId": "usr-manager",
           *         "companyId": "cmp-02",
           *         "productId": "prd-retirement-modeller",
           *         "productRoleName": "Viewer",
           *         "schemeIds": [
           *           "cmp-02-sch-1"
           *         ],
           *         "employerIds": [
           *           "cmp-02-sch-1-emp-1",
           *           "cmp-02-sch-1-emp-2"
           *         ]
           *       }
           *     ]
           */
          'application/json': components['schemas']['Permission'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['UserNotFound'];
    };
  };
  assignUserToAllCompanies: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-invited
         */
        id: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /** @example {} */
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description The user with the companies added. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "usr-invited",
           *       "email": "invited@portico.test",
           *       "firstName": "Sophie",
           *       "lastName": "Clarke",
           *       "status": "Invited",
           *       "phone": null,
           *       "clientPortalRole": {
           *         "roleName": "ClientPortal_Manager"
           *       },
           *       "userSshKey": {
           *         "hasPublicKey": false
           *       },
           *       "tenants": [
           *         {
           *           "id": "ten-portico-demo",
           *           "name": "Portico Demo",
           *           "domain": "localhost"
           *         }
           *       ],
           *       "companyIds": [
           *         "cmp-02",
           *         "cmp-01"
           *       ],
           *       "mfaEnabled": false,
           *       "createdAt": "2025-04-14T09:00:00.000Z",
           *       "lastLoginAt": null
           *     }
           */
          'application/json': components['schemas']['PortalUser'];
        };
      };
      400: components['responses']['NotForYourself'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['UserNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  assignUserToProduct: {
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
         *       "userId": "usr-manager",
         *       "companyId": "cmp-02",
         *       "productId": "prd-trustee-academy",
         *       "productRoleName": "Learner"
         *     }
         */
        'application/json': components['schemas']['UserPermissionGrant'];
      };
    };
    responses: {
      /** @description The permission, created or changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "perm-new-0001",
           *       "userId": "usr-manager",
           *       "companyId": "cmp-02",
           *       "productId": "prd-trustee-academy",
           *       "productRoleName": "Learner",
           *       "schemeIds": [],
           *       "employerIds": []
           *     }
           */
          'application/json': components['schemas']['Permission'];
        };
      };
      400: components['responses']['GrantRefused'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['UserOrCompanyNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  upsertUserPermissions: {
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
         *       "userId": "usr-manager",
         *       "permissions": [
         *         {
         *           "companyId": "cmp-02",
         *           "productId": "prd-member-portal",
         *           "productRoleName": "Editor",
         *           "schemeIds": [
         *             "cmp-02-sch-1",
         *             "cmp-02-sch-2"
         *           ],
         *           "employerIds": [
         *             "cmp-02-sch-1-emp-1",
         *             "cmp-02-sch-2-emp-1"
         *           ]
         *         },
         *         {
         *           "companyId": "cmp-02",
         *           "productId": "prd-data-uploader",
         *           "productRoleName": "Uploader"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['UserPermissionsInput'];
      };
    };
    responses: {
      /** @description The user's permissions (those the caller may see) after the change. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "perm-0014",
           *         "userId": "usr-manager",
           *         "companyId": "cmp-02",
           *         "productId": "prd-member-portal",
           *         "productRoleName": "Editor",
           *         "schemeIds": [
           *           "cmp-02-sch-1",
           *           "cmp-02-sch-2"
           *         ],
           *         "employerIds": [
           *           "cmp-02-sch-1-emp-1",
           *           "cmp-02-sch-2-emp-1"
           *         ]
           *       },
           *       {
           *         "id": "perm-0015",
           *         "userId": "usr-manager",
           *         "companyId": "cmp-02",
           *         "productId": "prd-employer-hub",
           *         "productRoleName": "Viewer",
           *         "schemeIds": [
           *           "cmp-02-sch-1"
           *         ],
           *         "employerIds": [
           *           "cmp-02-sch-1-emp-1",
           *           "cmp-02-sch-1-emp-2"
           *         ]
           *       },
           *       {
           *         "id": "perm-0016",
           *         "userId": "usr-manager",
           *         "companyId": "cmp-02",
           *         "productId": "prd-retirement-modeller",
           *         "productRoleName": "Viewer",
           *         "schemeIds": [
           *           "cmp-02-sch-1"
           *         ],
           *         "employerIds": [
           *           "cmp-02-sch-1-emp-1",
           *           "cmp-02-sch-1-emp-2"
           *         ]
           *       },
           *       {
           *         "id": "perm-new-0001",
           *         "userId": "usr-manager",
           *         "companyId": "cmp-02",
           *         "productId": "prd-data-uploader",
           *         "productRoleName": "Uploader",
           *         "schemeIds": [],
           *         "employerIds": []
           *       }
           *     ]
           */
          'application/json': components['schemas']['Permission'][];
        };
      };
      400: components['responses']['GrantRefused'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['UserOrCompanyNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  assignSchemesToUserProduct: {
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
         *       "userId": "usr-manager",
         *       "companyId": "cmp-02",
         *       "productId": "prd-member-portal",
         *       "schemeIds": [
         *         "cmp-02-sch-2"
         *       ]
         *     }
         */
        'application/json': components['schemas']['UserSchemesGrant'];
      };
    };
    responses: {
      /** @description The permission with the schemes added. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "perm-0014",
           *       "userId": "usr-manager",
           *       "companyId": "cmp-02",
           *       "productId": "prd-member-portal",
           *       "productRoleName": "Viewer",
           *       "schemeIds": [
           *         "cmp-02-sch-1",
           *         "cmp-02-sch-2"
           *       ],
           *       "employerIds": [
           *         "cmp-02-sch-1-emp-1",
           *         "cmp-02-sch-1-emp-2",
           *         "cmp-02-sch-2-emp-1",
           *         "cmp-02-sch-2-emp-2",
           *         "cmp-02-sch-2-emp-3"
           *       ]
           *     }
           */
          'application/json': components['schemas']['Permission'];
        };
      };
      400: components['responses']['GrantRefused'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['PermissionNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  bulkAssignUsersToProduct: {
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
         *       "userIds": [
         *         "usr-manager",
         *         "usr-invited"
         *       ],
         *       "companyId": "cmp-02",
         *       "productId": "prd-employer-hub"
         *     }
         */
        'application/json': components['schemas']['UsersProductGrant'];
      };
    };
    responses: {
      /** @description Each user's permission for the product in that company, in the order of `userIds`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "perm-0015",
           *         "userId": "usr-manager",
           *         "companyId": "cmp-02",
           *         "productId": "prd-employer-hub",
           *         "productRoleName": "Viewer",
           *         "schemeIds": [
           *           "cmp-02-sch-1"
           *         ],
           *         "employerIds": [
           *           "cmp-02-sch-1-emp-1",
           *           "cmp-02-sch-1-emp-2"
           *         ]
           *       },
           *       {
           *         "id": "perm-new-0001",
           *         "userId": "usr-invited",
           *         "companyId": "cmp-02",
           *         "productId": "prd-employer-hub",
           *         "productRoleName": "Viewer",
           *         "schemeIds": [],
           *         "employerIds": []
           *       }
           *     ]
           */
          'application/json': components['schemas']['Permission'][];
        };
      };
      400: components['responses']['UsersGrantRefused'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['UserOrCompanyNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  unassignSchemesFromUserProduct: {
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
         *       "userId": "usr-manager",
         *       "companyId": "cmp-02",
         *       "productId": "prd-member-portal",
         *       "schemeIds": [
         *         "cmp-02-sch-1"
         *       ]
         *     }
         */
        'application/json': components['schemas']['UserSchemesGrant'];
      };
    };
    responses: {
      /** @description The permission without the schemes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "perm-0014",
           *       "userId": "usr-manager",
           *       "companyId": "cmp-02",
           *       "productId": "prd-member-portal",
           *       "productRoleName": "Viewer",
           *       "schemeIds": [],
           *       "employerIds": []
           *     }
           */
          'application/json': components['schemas']['Permission'];
        };
      };
      400: components['responses']['GrantRefused'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['PermissionNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  bulkUnassignUsersFromProduct: {
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
         *       "userIds": [
         *         "usr-manager",
         *         "usr-invited"
         *       ],
         *       "companyId": "cmp-02",
         *       "productId": "prd-member-portal"
         *     }
         */
        'application/json': components['schemas']['UsersProductGrant'];
      };
    };
    responses: {
      /** @description None of the users has the product in that company any more. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['UsersGrantRefused'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['UserOrCompanyNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  unassignUserFromAllCompanies: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-invited
         */
        id: components['parameters']['UserId'];
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /** @example {} */
        'application/json': components['schemas']['EmptyBody'];
      };
    };
    responses: {
      /** @description The user without those companies. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "usr-invited",
           *       "email": "invited@portico.test",
           *       "firstName": "Sophie",
           *       "lastName": "Clarke",
           *       "status": "Invited",
           *       "phone": null,
           *       "clientPortalRole": {
           *         "roleName": "ClientPortal_Manager"
           *       },
           *       "userSshKey": {
           *         "hasPublicKey": false
           *       },
           *       "tenants": [
           *         {
           *           "id": "ten-portico-demo",
           *           "name": "Portico Demo",
           *           "domain": "localhost"
           *         }
           *       ],
           *       "companyIds": [],
           *       "mfaEnabled": false,
           *       "createdAt": "2025-04-14T09:00:00.000Z",
           *       "lastLoginAt": null
           *     }
           */
          'application/json': components['schemas']['PortalUser'];
        };
      };
      400: components['responses']['NotForYourself'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['UserNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  unassignUserFromProduct: {
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
         *       "userId": "usr-manager",
         *       "companyId": "cmp-02",
         *       "productId": "prd-retirement-modeller"
         *     }
         */
        'application/json': components['schemas']['UserPermissionGrant'];
      };
    };
    responses: {
      /** @description The user no longer has the product in that company. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['GrantRefused'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['UserOrCompanyNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  updateUserPermission: {
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
         *       "userId": "usr-manager",
         *       "companyId": "cmp-02",
         *       "productId": "prd-employer-hub",
         *       "productRoleName": "Submitter",
         *       "schemeIds": [
         *         "cmp-02-sch-1",
         *         "cmp-02-sch-3"
         *       ],
         *       "employerIds": [
         *         "cmp-02-sch-1-emp-1",
         *         "cmp-02-sch-3-emp-1"
         *       ]
         *     }
         */
        'application/json': components['schemas']['UserPermissionGrant'];
      };
    };
    responses: {
      /** @description The permission as changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "perm-0015",
           *       "userId": "usr-manager",
           *       "companyId": "cmp-02",
           *       "productId": "prd-employer-hub",
           *       "productRoleName": "Submitter",
           *       "schemeIds": [
           *         "cmp-02-sch-1",
           *         "cmp-02-sch-3"
           *       ],
           *       "employerIds": [
           *         "cmp-02-sch-1-emp-1",
           *         "cmp-02-sch-3-emp-1"
           *       ]
           *     }
           */
          'application/json': components['schemas']['Permission'];
        };
      };
      400: components['responses']['GrantRefused'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['PermissionNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  updateUserProductRoles: {
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
         *       "userId": "usr-clientadmin",
         *       "productId": "prd-member-portal",
         *       "productRoleName": "Approver"
         *     }
         */
        'application/json': components['schemas']['UserProductRoleChange'];
      };
    };
    responses: {
      /** @description The permissions changed (empty when there were none to change). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "perm-0008",
           *         "userId": "usr-clientadmin",
           *         "companyId": "cmp-01",
           *         "productId": "prd-member-portal",
           *         "productRoleName": "Approver",
           *         "schemeIds": [
           *           "cmp-01-sch-1",
           *           "cmp-01-sch-2"
           *         ],
           *         "employerIds": [
           *           "cmp-01-sch-1-emp-1",
           *           "cmp-01-sch-1-emp-2",
           *           "cmp-01-sch-1-emp-3",
           *           "cmp-01-sch-2-emp-1",
           *           "cmp-01-sch-2-emp-2"
           *         ]
           *       },
           *       {
           *         "id": "perm-0012",
           *         "userId": "usr-clientadmin",
           *         "companyId": "cmp-02",
           *         "productId": "prd-member-portal",
           *         "productRoleName": "Approver",
           *         "schemeIds": [
           *           "cmp-02-sch-1",
           *           "cmp-02-sch-2",
           *           "cmp-02-sch-3"
           *         ],
           *         "employerIds": [
           *           "cmp-02-sch-1-emp-1",
           *           "cmp-02-sch-1-emp-2",
           *           "cmp-02-sch-2-emp-1",
           *           "cmp-02-sch-2-emp-2",
           *           "cmp-02-sch-2-emp-3",
           *           "cmp-02-sch-3-emp-1",
           *           "cmp-02-sch-3-emp-2"
           *         ]
           *       }
           *     ]
           */
          'application/json': components['schemas']['Permission'][];
        };
      };
      /** @description Not a role of the product (field error `productRoleName`), yourself, or a body that is not a JSON object. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['UserNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  listUserSchemeEmployers: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The scheme's id.
         * @example cmp-02-sch-1
         */
        schemeId: string;
        /**
         * @description The user's id.
         * @example usr-manager
         */
        userId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The scheme's employers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "employerId": "cmp-02-sch-1-emp-1",
           *         "schemeId": "cmp-02-sch-1",
           *         "companyId": "cmp-02",
           *         "name": "Pennine Building Society",
           *         "employerType": "OTH",
           *         "payeReference": "187/RY39381",
           *         "assignedProductIds": [
           *           "prd-member-portal",
           *           "prd-employer-hub",
           *           "prd-retirement-modeller"
           *         ]
           *       },
           *       {
           *         "employerId": "cmp-02-sch-1-emp-2",
           *         "schemeId": "cmp-02-sch-1",
           *         "companyId": "cmp-02",
           *         "name": "Pennine Building Society Property Ltd",
           *         "employerType": "OTH",
           *         "payeReference": "753/FX58057",
           *         "assignedProductIds": [
           *           "prd-member-portal",
           *           "prd-employer-hub",
           *           "prd-retirement-modeller"
           *         ]
           *       }
           *     ]
           */
          'application/json': components['schemas']['UserSchemeEmployer'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description No user, or no scheme, with that id. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  grantUserProduct: {
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
         *       "userId": "usr-manager",
         *       "companyId": "cmp-02",
         *       "productId": "prd-data-uploader",
         *       "productRoleName": "Uploader",
         *       "schemeIds": [
         *         "cmp-02-sch-2"
         *       ]
         *     }
         */
        'application/json': components['schemas']['UserPermissionGrant'];
      };
    };
    responses: {
      /** @description The new permission. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "perm-new-0001",
           *       "userId": "usr-manager",
           *       "companyId": "cmp-02",
           *       "productId": "prd-data-uploader",
           *       "productRoleName": "Uploader",
           *       "schemeIds": [
           *         "cmp-02-sch-2"
           *       ],
           *       "employerIds": []
           *     }
           */
          'application/json': components['schemas']['Permission'];
        };
      };
      400: components['responses']['GrantRefused'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['UserOrCompanyNotFound'];
      /** @description The user already has this product for this company (field error `productId`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "The user already has this product for this company.",
           *       "errors": {
           *         "productId": [
           *           "The user already has this product for this company."
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
  revokeUserProduct: {
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
         *       "userId": "usr-manager",
         *       "companyId": "cmp-02",
         *       "productId": "prd-retirement-modeller"
         *     }
         */
        'application/json': components['schemas']['UserProductRef'];
      };
    };
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['GrantRefused'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['PermissionNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  getProductInfo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "version": "1.4.2"
           *     }
           */
          'application/json': components['schemas']['ProductInfo'];
        };
      };
    };
  };
  listProductRoles: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The module's id.
         * @example prd-member-portal
         */
        id: components['parameters']['ProductIdInPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The module's roles. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "prd-member-portal-role-1",
           *         "productId": "prd-member-portal",
           *         "roleName": "Viewer"
           *       },
           *       {
           *         "id": "prd-member-portal-role-2",
           *         "productId": "prd-member-portal",
           *         "roleName": "Editor"
           *       },
           *       {
           *         "id": "prd-member-portal-role-3",
           *         "productId": "prd-member-portal",
           *         "roleName": "Approver"
           *       }
           *     ]
           */
          'application/json': components['schemas']['ProductRole'][];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  listClientPortalRoles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The roles. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "ClientPortal_Analyst",
           *         "roleName": "ClientPortal_Analyst"
           *       },
           *       {
           *         "id": "ClientPortal_Viewer",
           *         "roleName": "ClientPortal_Viewer"
           *       },
           *       {
           *         "id": "ClientPortal_ClientAdmin",
           *         "roleName": "ClientPortal_ClientAdmin"
           *       },
           *       {
           *         "id": "ClientPortal_Manager",
           *         "roleName": "ClientPortal_Manager"
           *       },
           *       {
           *         "id": "ClientPortal_SftpOnly",
           *         "roleName": "ClientPortal_SftpOnly"
           *       }
           *     ]
           */
          'application/json': components['schemas']['ClientPortalRole'][];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  deleteProduct: {
    parameters: {
      query: {
        /** @example prd-payroll-bridge */
        productId: components['schemas']['Id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted module. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Product'];
        };
      };
      400: components['responses']['RepeatedQueryParameter'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateProduct: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProductUpdate'];
      };
    };
    responses: {
      /** @description The module as changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Product'];
        };
      };
      /** @description A field breaks its rule; `errors` names it. Also a body that is not a JSON object. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "URL must start with https://.",
           *       "errors": {
           *         "url": [
           *           "URL must start with https://."
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description Another module already has this name (compared in any case). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "A product with this name already exists.",
           *       "errors": {
           *         "name": [
           *           "A product with this name already exists."
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
  getProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The module's id.
         * @example prd-member-portal
         */
        id: components['parameters']['ProductIdInPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The module. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Product'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  uploadProductLogo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The module's id.
         * @example prd-member-portal
         */
        id: components['parameters']['ProductIdInPath'];
      };
      cookie?: never;
    };
    requestBody: components['requestBodies']['LogoUpload'];
    responses: {
      /** @description The module with its new `logoUrl`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "prd-payroll-bridge",
           *       "name": "Payroll Bridge",
           *       "domainPrefix": null,
           *       "url": null,
           *       "description": "Legacy payroll interface, being retired.",
           *       "logoUrl": "/__sandbox/files/file-new-0001",
           *       "demoAvailable": false,
           *       "retiring": true
           *     }
           */
          'application/json': components['schemas']['Product'];
        };
      };
      400: components['responses']['LogoInvalid'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  requestProductDemo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example cmp-01 */
        companyId: components['schemas']['Id'];
        /** @example prd-retirement-modeller */
        productId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Asked; the email is sent. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The module offers no demo. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "A demo of Data Uploader is not available."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The company already has the module. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Thames Valley Logistics Ltd already has Member Portal.",
           *       "errors": {
           *         "productId": [
           *           "Thames Valley Logistics Ltd already has Member Portal."
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      429: components['responses']['TooManyAttempts'];
    };
  };
  listAllProducts: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The modules, by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Product'][];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  assignProductToCompany: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CompanyProductAssignmentInput'];
      };
    };
    responses: {
      /** @description The assignment. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "companyId": "cmp-23",
           *       "productId": "prd-member-portal",
           *       "schemeIds": [
           *         "cmp-23-sch-1"
           *       ]
           *     }
           */
          'application/json': components['schemas']['CompanyProductAssignment'];
        };
      };
      /** @description A missing id, a module the company's tenant does not offer, or schemes not the company's; `errors` names the field. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "The company's tenant does not offer this module.",
           *       "errors": {
           *         "productId": [
           *           "The company's tenant does not offer this module."
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['AssignmentConflict'];
      413: components['responses']['TooLarge'];
    };
  };
  listProductsAssignedToCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example cmp-02 */
        companyId: components['parameters']['parameters-CompanyIdInPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The company's modules, by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "prd-employer-hub",
           *         "name": "Employer Hub",
           *         "domainPrefix": "employers",
           *         "url": null,
           *         "description": "Contribution schedules, joiner and leaver notifications and payment reconciliation for participating employers.",
           *         "logoUrl": "/modules/employer-hub.svg",
           *         "demoAvailable": true,
           *         "retiring": false,
           *         "schemeIds": [
           *           "cmp-02-sch-1",
           *           "cmp-02-sch-2",
           *           "cmp-02-sch-3"
           *         ],
           *         "userCount": 3
           *       },
           *       {
           *         "id": "prd-trustee-academy",
           *         "name": "Trustee Academy",
           *         "domainPrefix": null,
           *         "url": "https://trustee-academy.example.com/portico",
           *         "description": "Training modules for trustees on the Pensions Regulator’s General Code, TKU and scheme governance.",
           *         "logoUrl": "/modules/trustee-academy.svg",
           *         "demoAvailable": true,
           *         "retiring": false,
           *         "schemeIds": [
           *           "cmp-02-sch-1",
           *           "cmp-02-sch-2",
           *           "cmp-02-sch-3"
           *         ],
           *         "userCount": 1
           *       }
           *     ]
           */
          'application/json': components['schemas']['AssignedProduct'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listUserAccessEntries: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example usr-clientadmin */
        userId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's access entries. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "productId": "prd-member-portal",
           *         "companyId": "cmp-01"
           *       },
           *       {
           *         "productId": "prd-employer-hub",
           *         "companyId": "cmp-01"
           *       },
           *       {
           *         "productId": "prd-data-uploader",
           *         "companyId": "cmp-01"
           *       },
           *       {
           *         "productId": "prd-payroll-bridge",
           *         "companyId": "cmp-01"
           *       },
           *       {
           *         "productId": "prd-member-portal",
           *         "companyId": "cmp-02"
           *       },
           *       {
           *         "productId": "prd-trustee-academy",
           *         "companyId": "cmp-02"
           *       }
           *     ]
           */
          'application/json': components['schemas']['AccessEntry'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listProductsAvailableForCompany: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example cmp-02 */
        companyId: components['parameters']['parameters-CompanyIdInPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The modules, by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Product'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listProductSchemes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example cmp-02 */
        companyId: components['parameters']['parameters-CompanyIdInPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The company's modules with its schemes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "productId": "prd-member-portal",
           *         "productName": "Member Portal",
           *         "schemes": [
           *           {
           *             "id": "cmp-02-sch-2",
           *             "name": "Pennine Building Society AVC Plan",
           *             "pensionSchemeType": "AVC",
           *             "assigned": true,
           *             "employers": [
           *               {
           *                 "id": "cmp-02-sch-2-emp-1",
           *                 "name": "Pennine Building Society",
           *                 "employerType": "OTH"
           *               },
           *               {
           *                 "id": "cmp-02-sch-2-emp-2",
           *                 "name": "Pennine Building Society (Scotland) Ltd",
           *                 "employerType": "OTH"
           *               },
           *               {
           *                 "id": "cmp-02-sch-2-emp-3",
           *                 "name": "Pennine Building Society Services Ltd",
           *                 "employerType": "FOR"
           *               }
           *             ]
           *           },
           *           {
           *             "id": "cmp-02-sch-3",
           *             "name": "Pennine Building Society Cash Balance Plan",
           *             "pensionSchemeType": "CB",
           *             "assigned": false,
           *             "employers": [
           *               {
           *                 "id": "cmp-02-sch-3-emp-1",
           *                 "name": "Pennine Building Society",
           *                 "employerType": "OTH"
           *               },
           *               {
           *                 "id": "cmp-02-sch-3-emp-2",
           *                 "name": "Pennine Building Society Services Ltd",
           *                 "employerType": "OTH"
           *               }
           *             ]
           *           }
           *         ]
           *       }
           *     ]
           */
          'application/json': components['schemas']['ProductSchemes'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  bulkAssignProductsAndSchemes: {
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
         *       "companyId": "cmp-23",
         *       "products": [
         *         {
         *           "productId": "prd-employer-hub"
         *         },
         *         {
         *           "productId": "prd-member-portal",
         *           "schemeIds": [
         *             "cmp-23-sch-1",
         *             "cmp-23-sch-2"
         *           ]
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['SchemesAndProductsInput'];
      };
    };
    responses: {
      /** @description The company's modules after the change, by name, with the schemes each covers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyProduct'][];
        };
      };
      400: components['responses']['SchemesAndProductsInvalid'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['AssignmentConflict'];
      413: components['responses']['TooLarge'];
    };
  };
  bulkUpdateProductsAndSchemes: {
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
         *       "companyId": "cmp-23",
         *       "products": [
         *         {
         *           "productId": "prd-employer-hub"
         *         },
         *         {
         *           "productId": "prd-member-portal",
         *           "schemeIds": [
         *             "cmp-23-sch-1",
         *             "cmp-23-sch-2"
         *           ]
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['SchemesAndProductsInput'];
      };
    };
    responses: {
      /** @description The company's modules after the change, by name, with the schemes each covers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CompanyProduct'][];
        };
      };
      400: components['responses']['SchemesAndProductsInvalid'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['AssignmentConflict'];
      413: components['responses']['TooLarge'];
    };
  };
  listPromotedProducts: {
    parameters: {
      query: {
        /** @example cmp-01 */
        companyId: components['schemas']['Id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The modules to promote, by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Product'][];
        };
      };
      400: components['responses']['CompanyIdMissing'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  removeProductFromCompany: {
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
         *       "companyId": "cmp-02",
         *       "productId": "prd-trustee-academy"
         *     }
         */
        'application/json': components['schemas']['CompanyProductRemoval'];
      };
    };
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `companyId` or `productId` is missing. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "productId is required.",
           *       "errors": {
           *         "productId": [
           *           "productId is required."
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  listTenantProducts: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @example ten-northern-trustees */
        tenantId: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tenant's modules, by name. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Product'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listSchemes: {
    parameters: {
      query?: {
        /**
         * @description JSON object: `q` is a free-text search, other keys match fields exactly (an array: any of); `{"id": [...]}` reads many by id.
         * @example {"q":"acme"}
         */
        filter?: components['parameters']['Filter'];
        /**
         * @description JSON `[first, last]`, zero-based and inclusive.
         * @example [0,24]
         */
        range?: components['parameters']['Range'];
        /**
         * @description JSON `[field, "ASC" | "DESC"]`.
         * @example ["name","ASC"]
         */
        sort?: components['parameters']['Sort'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of schemes; `Content-Range` gives its place in the whole. */
      200: {
        headers: {
          'Content-Range': components['headers']['ContentRange'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "cmp-01-sch-2",
           *         "companyId": "cmp-01",
           *         "name": "Thames Valley Logistics Defined Contribution Pension Plan",
           *         "pensionSchemeType": "DC",
           *         "pstr": "34882663IH",
           *         "status": "Active",
           *         "createdAt": "2025-01-19T09:00:00.000Z"
           *       },
           *       {
           *         "id": "cmp-01-sch-1",
           *         "companyId": "cmp-01",
           *         "name": "Thames Valley Logistics Final Salary Pension Scheme",
           *         "pensionSchemeType": "DB",
           *         "pstr": "22666424AM",
           *         "status": "Active",
           *         "createdAt": "2025-01-18T09:00:00.000Z"
           *       }
           *     ]
           */
          'application/json': components['schemas']['Scheme'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createScheme: {
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
         *       "companyId": "cmp-01",
         *       "name": "Thames Valley Logistics AVC Plan",
         *       "pensionSchemeType": "AVC",
         *       "pstr": "48213975TV"
         *     }
         */
        'application/json': components['schemas']['SchemeInput'];
      };
    };
    responses: {
      /** @description The scheme as stored. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "sch-new-0001",
           *       "companyId": "cmp-01",
           *       "name": "Thames Valley Logistics AVC Plan",
           *       "pensionSchemeType": "AVC",
           *       "pstr": "48213975TV",
           *       "status": "Active",
           *       "createdAt": "2026-01-12T09:30:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Scheme'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['SchemeConflict'];
      413: components['responses']['TooLarge'];
    };
  };
  getScheme: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The scheme's id.
         * @example cmp-01-sch-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The scheme. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "cmp-03-sch-2",
           *       "companyId": "cmp-03",
           *       "name": "Severn Estuary Ports Final Salary Pension Scheme",
           *       "pensionSchemeType": "DB",
           *       "pstr": "72505434MN",
           *       "status": "Inactive",
           *       "inactiveReason": "IPPF",
           *       "createdAt": "2025-02-08T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Scheme'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateScheme: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The scheme's id.
         * @example cmp-01-sch-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "Inactive",
         *       "inactiveReason": "IWU"
         *     }
         */
        'application/json': components['schemas']['SchemeUpdate'];
      };
    };
    responses: {
      /** @description The scheme as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "cmp-01-sch-1",
           *       "companyId": "cmp-01",
           *       "name": "Thames Valley Logistics Final Salary Pension Scheme",
           *       "pensionSchemeType": "DB",
           *       "pstr": "22666424AM",
           *       "status": "Inactive",
           *       "inactiveReason": "IWU",
           *       "createdAt": "2025-01-18T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Scheme'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['SchemeConflict'];
      413: components['responses']['TooLarge'];
    };
  };
  deleteScheme: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The scheme's id.
         * @example cmp-01-sch-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted scheme. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "cmp-01-sch-2",
           *       "companyId": "cmp-01",
           *       "name": "Thames Valley Logistics Defined Contribution Pension Plan",
           *       "pensionSchemeType": "DC",
           *       "pstr": "34882663IH",
           *       "status": "Active",
           *       "createdAt": "2025-01-19T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Scheme'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listSections: {
    parameters: {
      query?: {
        /**
         * @description JSON object: `q` is a free-text search, other keys match fields exactly (an array: any of); `{"id": [...]}` reads many by id.
         * @example {"q":"acme"}
         */
        filter?: components['parameters']['Filter'];
        /**
         * @description JSON `[first, last]`, zero-based and inclusive.
         * @example [0,24]
         */
        range?: components['parameters']['Range'];
        /**
         * @description JSON `[field, "ASC" | "DESC"]`.
         * @example ["name","ASC"]
         */
        sort?: components['parameters']['Sort'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of sections; `Content-Range` gives its place in the whole. */
      200: {
        headers: {
          'Content-Range': components['headers']['ContentRange'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "cmp-01-sch-1-sec-1",
           *         "companyId": "cmp-01",
           *         "schemeId": "cmp-01-sch-1",
           *         "name": "Money Purchase Section",
           *         "code": "S970",
           *         "status": "Active"
           *       },
           *       {
           *         "id": "cmp-01-sch-1-sec-2",
           *         "companyId": "cmp-01",
           *         "schemeId": "cmp-01-sch-1",
           *         "name": "Executive Section",
           *         "code": "S087",
           *         "status": "Closed"
           *       }
           *     ]
           */
          'application/json': components['schemas']['Section'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createSection: {
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
         *       "schemeId": "cmp-01-sch-2",
         *       "name": "Career Average Section",
         *       "code": "s212"
         *     }
         */
        'application/json': components['schemas']['SectionInput'];
      };
    };
    responses: {
      /** @description The section as stored. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "sec-new-0001",
           *       "companyId": "cmp-01",
           *       "schemeId": "cmp-01-sch-2",
           *       "name": "Career Average Section",
           *       "code": "S212",
           *       "status": "Active"
           *     }
           */
          'application/json': components['schemas']['Section'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
    };
  };
  getSection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The section's id.
         * @example cmp-01-sch-1-sec-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The section. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "cmp-01-sch-1-sec-1",
           *       "companyId": "cmp-01",
           *       "schemeId": "cmp-01-sch-1",
           *       "name": "Money Purchase Section",
           *       "code": "S970",
           *       "status": "Active"
           *     }
           */
          'application/json': components['schemas']['Section'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateSection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The section's id.
         * @example cmp-01-sch-1-sec-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "Closed"
         *     }
         */
        'application/json': components['schemas']['SectionUpdate'];
      };
    };
    responses: {
      /** @description The section as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "cmp-01-sch-1-sec-1",
           *       "companyId": "cmp-01",
           *       "schemeId": "cmp-01-sch-1",
           *       "name": "Money Purchase Section",
           *       "code": "S970",
           *       "status": "Closed"
           *     }
           */
          'application/json': components['schemas']['Section'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
    };
  };
  deleteSection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The section's id.
         * @example cmp-01-sch-1-sec-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted section. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "cmp-01-sch-1-sec-2",
           *       "companyId": "cmp-01",
           *       "schemeId": "cmp-01-sch-1",
           *       "name": "Executive Section",
           *       "code": "S087",
           *       "status": "Closed"
           *     }
           */
          'application/json': components['schemas']['Section'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listStrategicPartners: {
    parameters: {
      query?: {
        /**
         * @description JSON object: `q` is a free-text search, other keys match fields exactly (an array: any of); `{"id": [...]}` reads many by id.
         * @example {"q":"acme"}
         */
        filter?: components['parameters']['Filter'];
        /**
         * @description JSON `[first, last]`, zero-based and inclusive.
         * @example [0,24]
         */
        range?: components['parameters']['Range'];
        /**
         * @description JSON `[field, "ASC" | "DESC"]`.
         * @example ["name","ASC"]
         */
        sort?: components['parameters']['Sort'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of strategic partners; `Content-Range` gives its place in the whole. */
      200: {
        headers: {
          'Content-Range': components['headers']['ContentRange'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "cmp-01-sch-1-sp-1",
           *         "companyId": "cmp-01",
           *         "schemeId": "cmp-01-sch-1",
           *         "name": "Lane Clark & Peacock LLP",
           *         "partnerType": "Adviser",
           *         "contactEmail": "pensions@laneclarkpeacockll.co.uk"
           *       },
           *       {
           *         "id": "cmp-01-sch-1-sp-2",
           *         "companyId": "cmp-01",
           *         "schemeId": "cmp-01-sch-1",
           *         "name": "Isio Group Ltd",
           *         "partnerType": "Adviser",
           *         "contactEmail": "pensions@isiogroupltd.co.uk"
           *       }
           *     ]
           */
          'application/json': components['schemas']['StrategicPartner'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createStrategicPartner: {
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
         *       "schemeId": "cmp-01-sch-2",
         *       "name": "Barnett Waddingham LLP",
         *       "partnerType": "Actuary",
         *       "contactEmail": "Pensions@BarnettWaddingham.co.uk"
         *     }
         */
        'application/json': components['schemas']['StrategicPartnerInput'];
      };
    };
    responses: {
      /** @description The strategic partner as stored. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "sp-new-0001",
           *       "companyId": "cmp-01",
           *       "schemeId": "cmp-01-sch-2",
           *       "name": "Barnett Waddingham LLP",
           *       "partnerType": "Actuary",
           *       "contactEmail": "pensions@barnettwaddingham.co.uk"
           *     }
           */
          'application/json': components['schemas']['StrategicPartner'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
    };
  };
  getStrategicPartner: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The strategic partner's id.
         * @example cmp-01-sch-1-sp-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The strategic partner. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "cmp-01-sch-1-sp-1",
           *       "companyId": "cmp-01",
           *       "schemeId": "cmp-01-sch-1",
           *       "name": "Lane Clark & Peacock LLP",
           *       "partnerType": "Adviser",
           *       "contactEmail": "pensions@laneclarkpeacockll.co.uk"
           *     }
           */
          'application/json': components['schemas']['StrategicPartner'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateStrategicPartner: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The strategic partner's id.
         * @example cmp-01-sch-1-sp-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "contactEmail": "scheme.actuary@lcp.uk.com"
         *     }
         */
        'application/json': components['schemas']['StrategicPartnerUpdate'];
      };
    };
    responses: {
      /** @description The strategic partner as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "cmp-01-sch-1-sp-1",
           *       "companyId": "cmp-01",
           *       "schemeId": "cmp-01-sch-1",
           *       "name": "Lane Clark & Peacock LLP",
           *       "partnerType": "Adviser",
           *       "contactEmail": "scheme.actuary@lcp.uk.com"
           *     }
           */
          'application/json': components['schemas']['StrategicPartner'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  deleteStrategicPartner: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The strategic partner's id.
         * @example cmp-01-sch-1-sp-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted strategic partner. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "cmp-01-sch-1-sp-2",
           *       "companyId": "cmp-01",
           *       "schemeId": "cmp-01-sch-1",
           *       "name": "Isio Group Ltd",
           *       "partnerType": "Adviser",
           *       "contactEmail": "pensions@isiogroupltd.co.uk"
           *     }
           */
          'application/json': components['schemas']['StrategicPartner'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listTenants: {
    parameters: {
      query?: {
        /**
         * @description JSON object: `q` is a free-text search, other keys match fields exactly (an array: any of); `{"id": [...]}` reads many by id.
         * @example {"q":"acme"}
         */
        filter?: components['parameters']['Filter'];
        /**
         * @description JSON `[first, last]`, zero-based and inclusive.
         * @example [0,24]
         */
        range?: components['parameters']['Range'];
        /**
         * @description JSON `[field, "ASC" | "DESC"]`.
         * @example ["name","ASC"]
         */
        sort?: components['parameters']['Sort'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of tenants. */
      200: {
        headers: {
          'Content-Range': components['headers']['ContentRange'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tenant'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createTenant: {
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
         *       "name": "Harbour Pensions Partnership",
         *       "domain": "harbour.portico.test",
         *       "logoUrl": "/brand/harbour-pensions.svg",
         *       "primaryColour": "#7A2E5C",
         *       "termsAndConditions": "<h1>Harbour Pensions Partnership terms of use</h1>",
         *       "dataProtection": "<p>Harbour Pensions Partnership data protection statement.</p>",
         *       "productIds": [
         *         "prd-member-portal",
         *         "prd-employer-hub",
         *         "prd-data-uploader",
         *         "prd-case-manager"
         *       ]
         *     }
         */
        'application/json': components['schemas']['TenantInput'];
      };
    };
    responses: {
      /** @description The tenant as created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "ten-new-0001",
           *       "name": "Harbour Pensions Partnership",
           *       "domain": "harbour.portico.test",
           *       "logoUrl": "/brand/harbour-pensions.svg",
           *       "primaryColour": "#7A2E5C",
           *       "termsAndConditions": "<h1>Harbour Pensions Partnership terms of use</h1>",
           *       "dataProtection": "<p>Harbour Pensions Partnership data protection statement.</p>",
           *       "productIds": [
           *         "prd-member-portal",
           *         "prd-employer-hub",
           *         "prd-data-uploader",
           *         "prd-case-manager"
           *       ],
           *       "createdAt": "2026-01-30T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Tenant'];
        };
      };
      400: components['responses']['TenantInvalid'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['TenantTaken'];
      413: components['responses']['TooLarge'];
    };
  };
  getTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenant's id.
         * @example ten-northern-trustees
         */
        id: components['parameters']['TenantIdInPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tenant. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tenant'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenant's id.
         * @example ten-northern-trustees
         */
        id: components['parameters']['TenantIdInPath'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "primaryColour": "#2E6B4F",
         *       "productIds": [
         *         "prd-member-portal",
         *         "prd-employer-hub",
         *         "prd-data-uploader",
         *         "prd-case-manager"
         *       ]
         *     }
         */
        'application/json': components['schemas']['TenantFields'];
      };
    };
    responses: {
      /** @description The tenant as changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tenant'];
        };
      };
      400: components['responses']['TenantInvalid'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['TenantTaken'];
      413: components['responses']['TooLarge'];
    };
  };
  deleteTenant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenant's id.
         * @example ten-northern-trustees
         */
        id: components['parameters']['TenantIdInPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted tenant. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Tenant'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description The tenant still has companies. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "This tenant still has companies. Move or delete them first."
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  uploadTenantLogo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The tenant's id.
         * @example ten-northern-trustees
         */
        id: components['parameters']['TenantIdInPath'];
      };
      cookie?: never;
    };
    requestBody: components['requestBodies']['LogoUpload'];
    responses: {
      /** @description The tenant with its new `logoUrl`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "ten-northern-trustees",
           *       "name": "Northern Trustees Network",
           *       "domain": "northern.portico.test",
           *       "logoUrl": "/__sandbox/files/file-new-0001",
           *       "primaryColour": "#2E6B4F",
           *       "termsAndConditions": "<h1>Northern Trustees Network terms of use</h1>",
           *       "dataProtection": "<p>Northern Trustees Network data protection statement.</p>",
           *       "productIds": [
           *         "prd-member-portal",
           *         "prd-employer-hub",
           *         "prd-data-uploader",
           *         "prd-case-manager"
           *       ],
           *       "createdAt": "2025-03-18T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['Tenant'];
        };
      };
      400: components['responses']['LogoInvalid'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  getTenantBranding: {
    parameters: {
      query?: {
        /**
         * @description The host name the portal is served at, matched in any case.
         * @example northern.portico.test
         */
        domain?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The branding. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantBranding'];
        };
      };
      400: components['responses']['RepeatedQueryParameter'];
    };
  };
  createUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserInvitation'];
      };
    };
    responses: {
      /** @description The new user. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "usr-new-0001",
           *       "email": "amelia.hughes@penninebuildingsociety.co.uk",
           *       "firstName": "Amelia",
           *       "lastName": "Hughes",
           *       "status": "Invited",
           *       "phone": "+44 7700900123",
           *       "clientPortalRole": {
           *         "roleName": "ClientPortal_Manager"
           *       },
           *       "userSshKey": {
           *         "hasPublicKey": false
           *       },
           *       "tenants": [
           *         {
           *           "id": "ten-portico-demo",
           *           "name": "Portico Demo",
           *           "domain": "localhost"
           *         }
           *       ],
           *       "companyIds": [
           *         "cmp-02"
           *       ],
           *       "mfaEnabled": false,
           *       "createdAt": "2026-01-12T10:15:00.000Z",
           *       "lastLoginAt": null
           *     }
           */
          'application/json': components['schemas']['PortalUser'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description A user with this email already exists (field error `email`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "A user with this email already exists.",
           *       "errors": {
           *         "email": [
           *           "A user with this email already exists."
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
  updateUser: {
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
         *       "id": "usr-manager",
         *       "firstName": "James",
         *       "lastName": "Thornton",
         *       "phone": "+44 7700900188"
         *     }
         */
        'application/json': components['schemas']['UserUpdate'];
      };
    };
    responses: {
      /** @description The user as changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "usr-manager",
           *       "email": "manager@portico.test",
           *       "firstName": "James",
           *       "lastName": "Thornton",
           *       "status": "Active",
           *       "phone": "+44 7700900188",
           *       "clientPortalRole": {
           *         "roleName": "ClientPortal_Manager"
           *       },
           *       "userSshKey": {
           *         "hasPublicKey": false
           *       },
           *       "tenants": [
           *         {
           *           "id": "ten-portico-demo",
           *           "name": "Portico Demo",
           *           "domain": "localhost"
           *         }
           *       ],
           *       "companyIds": [
           *         "cmp-02"
           *       ],
           *       "mfaEnabled": false,
           *       "createdAt": "2025-04-02T09:00:00.000Z",
           *       "lastLoginAt": "2026-01-07T04:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['PortalUser'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['responses-UserNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  getUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-manager
         */
        id: components['parameters']['parameters-UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "usr-manager",
           *       "email": "manager@portico.test",
           *       "firstName": "James",
           *       "lastName": "Thornton",
           *       "status": "Active",
           *       "phone": null,
           *       "clientPortalRole": {
           *         "roleName": "ClientPortal_Manager"
           *       },
           *       "userSshKey": {
           *         "hasPublicKey": false
           *       },
           *       "tenants": [
           *         {
           *           "id": "ten-portico-demo",
           *           "name": "Portico Demo",
           *           "domain": "localhost"
           *         }
           *       ],
           *       "companyIds": [
           *         "cmp-02"
           *       ],
           *       "mfaEnabled": false,
           *       "createdAt": "2025-04-02T09:00:00.000Z",
           *       "lastLoginAt": "2026-01-07T04:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['PortalUser'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['responses-UserNotFound'];
    };
  };
  deleteUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-manager
         */
        id: components['parameters']['parameters-UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['responses-NotForYourself'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['responses-UserNotFound'];
    };
  };
  activateUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-manager
         */
        id: components['parameters']['parameters-UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user, now `Active`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "usr-manager",
           *       "email": "manager@portico.test",
           *       "firstName": "James",
           *       "lastName": "Thornton",
           *       "status": "Active",
           *       "phone": null,
           *       "clientPortalRole": {
           *         "roleName": "ClientPortal_Manager"
           *       },
           *       "userSshKey": {
           *         "hasPublicKey": false
           *       },
           *       "tenants": [
           *         {
           *           "id": "ten-portico-demo",
           *           "name": "Portico Demo",
           *           "domain": "localhost"
           *         }
           *       ],
           *       "companyIds": [
           *         "cmp-02"
           *       ],
           *       "mfaEnabled": false,
           *       "createdAt": "2025-04-02T09:00:00.000Z",
           *       "lastLoginAt": "2026-01-07T04:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['PortalUser'];
        };
      };
      /** @description Yourself, or a user who cannot be activated yet. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['responses-UserNotFound'];
    };
  };
  listUserAuthEvents: {
    parameters: {
      query?: {
        /**
         * @description The page, from 1 (default 1; anything below 1 or not a number reads as 1).
         * @example 1
         */
        page?: number;
        /**
         * @description Events per page (default 25; at most 500, larger asks get 500).
         * @example 25
         */
        perPage?: number;
        /**
         * @description Accepted and ignored, as the portal's list sends it (the spec's searches take it); the events always come newest first.
         * @example occurredAt
         */
        sortField?: string;
        /**
         * @description Accepted and ignored, like `sortField`.
         * @example DESC
         */
        sortOrder?: 'ASC' | 'DESC';
      };
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-manager
         */
        id: components['parameters']['parameters-UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the user's authentication events and how many there are in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "aev-00026",
           *           "type": "SignIn",
           *           "occurredAt": "2026-01-11T09:00:00.000Z",
           *           "ipAddress": "81.2.196.12",
           *           "userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
           *           "outcome": "Success"
           *         },
           *         {
           *           "id": "aev-00028",
           *           "type": "SignOut",
           *           "occurredAt": "2026-01-04T23:00:00.000Z",
           *           "ipAddress": "212.58.130.35",
           *           "userAgent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
           *           "outcome": "Success"
           *         }
           *       ],
           *       "total": 8
           *     }
           */
          'application/json': components['schemas']['AuthEventPage'];
        };
      };
      400: components['responses']['RepeatedQueryParameter'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['responses-UserNotFound'];
    };
  };
  deactivateUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-manager
         */
        id: components['parameters']['parameters-UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user, now `Deactivated`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "usr-manager",
           *       "email": "manager@portico.test",
           *       "firstName": "James",
           *       "lastName": "Thornton",
           *       "status": "Deactivated",
           *       "phone": null,
           *       "clientPortalRole": {
           *         "roleName": "ClientPortal_Manager"
           *       },
           *       "userSshKey": {
           *         "hasPublicKey": false
           *       },
           *       "tenants": [
           *         {
           *           "id": "ten-portico-demo",
           *           "name": "Portico Demo",
           *           "domain": "localhost"
           *         }
           *       ],
           *       "companyIds": [
           *         "cmp-02"
           *       ],
           *       "mfaEnabled": false,
           *       "createdAt": "2025-04-02T09:00:00.000Z",
           *       "lastLoginAt": "2026-01-07T04:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['PortalUser'];
        };
      };
      400: components['responses']['responses-NotForYourself'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['responses-UserNotFound'];
    };
  };
  resendUserInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-manager
         */
        id: components['parameters']['parameters-UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user, `Invited`. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "usr-invited",
           *       "email": "invited@portico.test",
           *       "firstName": "Sophie",
           *       "lastName": "Clarke",
           *       "status": "Invited",
           *       "phone": null,
           *       "clientPortalRole": {
           *         "roleName": "ClientPortal_Manager"
           *       },
           *       "userSshKey": {
           *         "hasPublicKey": false
           *       },
           *       "tenants": [
           *         {
           *           "id": "ten-portico-demo",
           *           "name": "Portico Demo",
           *           "domain": "localhost"
           *         }
           *       ],
           *       "companyIds": [
           *         "cmp-02"
           *       ],
           *       "mfaEnabled": false,
           *       "createdAt": "2025-04-14T09:00:00.000Z",
           *       "lastLoginAt": null
           *     }
           */
          'application/json': components['schemas']['PortalUser'];
        };
      };
      /** @description Yourself, or a user who has already accepted an invitation. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['responses-UserNotFound'];
      429: components['responses']['TooManyAttempts'];
    };
  };
  resetUserMfa: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-manager
         */
        id: components['parameters']['parameters-UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user, `mfaEnabled` false. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "usr-mfa",
           *       "email": "mfa@portico.test",
           *       "firstName": "Hannah",
           *       "lastName": "Lloyd",
           *       "status": "Active",
           *       "phone": null,
           *       "clientPortalRole": {
           *         "roleName": "ClientPortal_ClientAdmin"
           *       },
           *       "userSshKey": {
           *         "hasPublicKey": false
           *       },
           *       "tenants": [
           *         {
           *           "id": "ten-portico-demo",
           *           "name": "Portico Demo",
           *           "domain": "localhost"
           *         }
           *       ],
           *       "companyIds": [
           *         "cmp-06",
           *         "cmp-07"
           *       ],
           *       "mfaEnabled": false,
           *       "createdAt": "2025-04-08T09:00:00.000Z",
           *       "lastLoginAt": "2026-01-05T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['PortalUser'];
        };
      };
      400: components['responses']['responses-NotForYourself'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['responses-UserNotFound'];
      429: components['responses']['TooManyAttempts'];
    };
  };
  getUserDetails: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The user's id.
         * @example usr-manager
         */
        id: components['parameters']['parameters-UserId'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's details. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "usr-manager",
           *       "email": "manager@portico.test",
           *       "firstName": "James",
           *       "lastName": "Thornton",
           *       "status": "Active",
           *       "phone": null,
           *       "clientPortalRole": {
           *         "roleName": "ClientPortal_Manager"
           *       },
           *       "userSshKey": {
           *         "hasPublicKey": false
           *       },
           *       "tenants": [
           *         {
           *           "id": "ten-portico-demo",
           *           "name": "Portico Demo",
           *           "domain": "localhost"
           *         }
           *       ],
           *       "companyIds": [
           *         "cmp-02"
           *       ],
           *       "mfaEnabled": false,
           *       "createdAt": "2025-04-02T09:00:00.000Z",
           *       "lastLoginAt": "2026-01-07T04:00:00.000Z",
           *       "companies": [
           *         {
           *           "id": "cmp-02",
           *           "name": "Pennine Building Society"
           *         }
           *       ],
           *       "permissions": [
           *         {
           *           "id": "perm-0014",
           *           "userId": "usr-manager",
           *           "companyId": "cmp-02",
           *           "productId": "prd-member-portal",
           *           "productRoleName": "Viewer",
           *           "schemeIds": [
           *             "cmp-02-sch-1"
           *           ],
           *           "employerIds": [
           *             "cmp-02-sch-1-emp-1",
           *             "cmp-02-sch-1-emp-2"
           *           ]
           *         },
           *         {
           *           "id": "perm-0015",
           *           "userId": "usr-manager",
           *           "companyId": "cmp-02",
           *           "productId": "prd-employer-hub",
           *           "productRoleName": "Viewer",
           *           "schemeIds": [
           *             "cmp-02-sch-1"
           *           ],
           *           "employerIds": [
           *             "cmp-02-sch-1-emp-1",
           *             "cmp-02-sch-1-emp-2"
           *           ]
           *         }
           *       ],
           *       "dataGatewayRole": "DataGateway_Manager",
           *       "hasPendingInvitation": false
           *     }
           */
          'application/json': components['schemas']['UserDetails'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['responses-UserNotFound'];
    };
  };
  activateCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done (or nothing to do). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
    };
  };
  addUserToCompany: {
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
         *       "userId": "usr-manager",
         *       "companyId": "cmp-01"
         *     }
         */
        'application/json': components['schemas']['CompanyMembershipChange'];
      };
    };
    responses: {
      /** @description The user with the company added. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "usr-manager",
           *       "email": "manager@portico.test",
           *       "firstName": "James",
           *       "lastName": "Thornton",
           *       "status": "Active",
           *       "phone": null,
           *       "clientPortalRole": {
           *         "roleName": "ClientPortal_Manager"
           *       },
           *       "userSshKey": {
           *         "hasPublicKey": false
           *       },
           *       "tenants": [
           *         {
           *           "id": "ten-portico-demo",
           *           "name": "Portico Demo",
           *           "domain": "localhost"
           *         }
           *       ],
           *       "companyIds": [
           *         "cmp-02",
           *         "cmp-01"
           *       ],
           *       "mfaEnabled": false,
           *       "createdAt": "2025-04-02T09:00:00.000Z",
           *       "lastLoginAt": "2026-01-07T04:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['PortalUser'];
        };
      };
      400: components['responses']['responses-NotForYourself'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['UserOrCompanyNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  assignUserRole: {
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
         *       "userId": "usr-manager",
         *       "roleName": "ClientPortal_ClientAdmin"
         *     }
         */
        'application/json': components['schemas']['RoleAssignment'];
      };
    };
    responses: {
      /** @description The user with the new role. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "usr-manager",
           *       "email": "manager@portico.test",
           *       "firstName": "James",
           *       "lastName": "Thornton",
           *       "status": "Active",
           *       "phone": null,
           *       "clientPortalRole": {
           *         "roleName": "ClientPortal_ClientAdmin"
           *       },
           *       "userSshKey": {
           *         "hasPublicKey": false
           *       },
           *       "tenants": [
           *         {
           *           "id": "ten-portico-demo",
           *           "name": "Portico Demo",
           *           "domain": "localhost"
           *         }
           *       ],
           *       "companyIds": [
           *         "cmp-02"
           *       ],
           *       "mfaEnabled": false,
           *       "createdAt": "2025-04-02T09:00:00.000Z",
           *       "lastLoginAt": "2026-01-07T04:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['PortalUser'];
        };
      };
      /** @description An unknown role (field error `roleName`), the caller's own role (field error `roleName`), or a body that is not a JSON object. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['responses-UserNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The signed-in user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "usr-clientadmin",
           *       "email": "clientadmin@portico.test",
           *       "firstName": "Charlotte",
           *       "lastName": "Pemberton",
           *       "status": "Active",
           *       "phone": "+44 7700900105",
           *       "clientPortalRole": {
           *         "roleName": "ClientPortal_ClientAdmin"
           *       },
           *       "userSshKey": {
           *         "hasPublicKey": false
           *       },
           *       "tenants": [
           *         {
           *           "id": "ten-portico-demo",
           *           "name": "Portico Demo",
           *           "domain": "localhost"
           *         }
           *       ],
           *       "companyIds": [
           *         "cmp-01",
           *         "cmp-02"
           *       ],
           *       "mfaEnabled": false,
           *       "createdAt": "2025-03-30T09:00:00.000Z",
           *       "lastLoginAt": "2026-01-08T05:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['PortalUser'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  checkUserEmail: {
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
         *       "email": "amelia.hughes@penninebuildingsociety.co.uk"
         *     }
         */
        'application/json': components['schemas']['EmailCheck'];
      };
    };
    responses: {
      /** @description `available` is false when a user already has the email. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "available": true
           *     }
           */
          'application/json': components['schemas']['EmailAvailability'];
        };
      };
      /** @description Missing or malformed email (field error `email`), or a body that is not a JSON object. */
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
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
    };
  };
  removeUserFromCompany: {
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
         *       "userId": "usr-clientadmin",
         *       "companyId": "cmp-02"
         *     }
         */
        'application/json': components['schemas']['CompanyMembershipChange'];
      };
    };
    responses: {
      /** @description The user without the company. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "usr-clientadmin",
           *       "email": "clientadmin@portico.test",
           *       "firstName": "Charlotte",
           *       "lastName": "Pemberton",
           *       "status": "Active",
           *       "phone": "+44 7700900105",
           *       "clientPortalRole": {
           *         "roleName": "ClientPortal_ClientAdmin"
           *       },
           *       "userSshKey": {
           *         "hasPublicKey": false
           *       },
           *       "tenants": [
           *         {
           *           "id": "ten-portico-demo",
           *           "name": "Portico Demo",
           *           "domain": "localhost"
           *         }
           *       ],
           *       "companyIds": [
           *         "cmp-01"
           *       ],
           *       "mfaEnabled": false,
           *       "createdAt": "2025-03-30T09:00:00.000Z",
           *       "lastLoginAt": "2026-01-08T05:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['PortalUser'];
        };
      };
      400: components['responses']['responses-NotForYourself'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['UserOrCompanyNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  searchUsers: {
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
         *       "q": "thornton",
         *       "roles": [
         *         "ClientPortal_Manager"
         *       ],
         *       "statuses": [
         *         "Active",
         *         "Invited"
         *       ],
         *       "companyIds": [
         *         "cmp-02"
         *       ],
         *       "page": 1,
         *       "perPage": 25,
         *       "sortField": "lastName",
         *       "sortOrder": "ASC"
         *     }
         */
        'application/json': components['schemas']['UserSearch'];
      };
    };
    responses: {
      /** @description One page of matching users and how many match in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "usr-manager",
           *           "email": "manager@portico.test",
           *           "firstName": "James",
           *           "lastName": "Thornton",
           *           "status": "Active",
           *           "phone": null,
           *           "clientPortalRole": {
           *             "roleName": "ClientPortal_Manager"
           *           },
           *           "userSshKey": {
           *             "hasPublicKey": false
           *           },
           *           "tenants": [
           *             {
           *               "id": "ten-portico-demo",
           *               "name": "Portico Demo",
           *               "domain": "localhost"
           *             }
           *           ],
           *           "companyIds": [
           *             "cmp-02"
           *           ],
           *           "mfaEnabled": false,
           *           "createdAt": "2025-04-02T09:00:00.000Z",
           *           "lastLoginAt": "2026-01-07T04:00:00.000Z",
           *           "companyNames": [
           *             "Pennine Building Society"
           *           ]
           *         }
           *       ],
           *       "total": 1
           *     }
           */
          'application/json': components['schemas']['UserPage'];
        };
      };
      400: components['responses']['NotAnObject'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
    };
  };
  setUserSshPublicKey: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SshPublicKeyInput'];
      };
    };
    responses: {
      /** @description The key is set (replacing any earlier one). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not an `ssh-rsa` key (field error `publicKey`), or a body that is not a JSON object. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Key expected format is \"ssh-rsa <Base64-encoded key>\"",
           *       "errors": {
           *         "publicKey": [
           *           "Key expected format is \"ssh-rsa <Base64-encoded key>\""
           *         ]
           *       }
           *     }
           */
          'application/json': components['schemas']['Error'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['responses-UserNotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  createInternalUser: {
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
         *       "firstName": "Kwame",
         *       "lastName": "Mensah",
         *       "email": "kwame.mensah@portico.test",
         *       "phone": "+44 7700900140",
         *       "roleName": "Support"
         *     }
         */
        'application/json': components['schemas']['InternalUserInvitation'];
      };
    };
    responses: {
      /** @description The new user. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "usr-new-0002",
           *       "email": "kwame.mensah@portico.test",
           *       "firstName": "Kwame",
           *       "lastName": "Mensah",
           *       "status": "Invited",
           *       "phone": "+44 7700900140",
           *       "clientPortalRole": {
           *         "roleName": "Support"
           *       },
           *       "userSshKey": {
           *         "hasPublicKey": false
           *       },
           *       "tenants": [
           *         {
           *           "id": "ten-portico-demo",
           *           "name": "Portico Demo",
           *           "domain": "localhost"
           *         },
           *         {
           *           "id": "ten-northern-trustees",
           *           "name": "Northern Trustees",
           *           "domain": "northern.portico.test"
           *         },
           *         {
           *           "id": "ten-harbour-pensions",
           *           "name": "Harbour Pensions",
           *           "domain": "harbour.portico.test"
           *         }
           *       ],
           *       "companyIds": [],
           *       "mfaEnabled": false,
           *       "createdAt": "2026-01-12T10:20:00.000Z",
           *       "lastLoginAt": null
           *     }
           */
          'application/json': components['schemas']['PortalUser'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      /** @description A user with this email already exists (field error `email`). */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "A user with this email already exists.",
           *       "errors": {
           *         "email": [
           *           "A user with this email already exists."
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
}
