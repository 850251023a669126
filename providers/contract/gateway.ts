/**
 * The gateway service's wire types, generated from contract/gateway.openapi.yaml by `npm run contract:types`.
 * Do not edit: change the contract and generate again.
 */
export type paths = {
  '/access-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List data-access requests
     * @description ra-data-simple-rest list. SuperAdmin and Support see every request; an Analyst sees their own; a ClientAdmin
     *     sees the requests for the companies they administer (and their own). Filter keys: `mine: true` (only the
     *     caller's own requests: "My Access"), `status` (as of now: an `Active` grant past `expiresAt` is `Expired`),
     *     `approvalStatus`, `companyId`, `productId`, `requesterId`, `q` (free text), `id` (an array: getMany). Sorted
     *     by `id` unless `sort` says otherwise. Roles: SuperAdmin, Support, Analyst, ClientAdmin.
     */
    get: operations['listAccessRequests'];
    put?: never;
    /**
     * Request access to data
     * @description "My Access": asks for access to a company's data in one module, for some of its schemes, for a while. The
     *     request starts `Pending` and waits for a decision. Only SuperAdmin, Support and Analyst may ask (a ClientAdmin
     *     gets `403`), and only for a company they see (`403` otherwise; an unknown company is a `400`). The product
     *     must be assigned to the company and every scheme must be the company's.
     */
    post: operations['createAccessRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/access-requests/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The request's id.
         * @example acr-001
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get a data-access request
     * @description Whoever may list it (see the list); any other request is `403`. Roles SuperAdmin, Support, Analyst, ClientAdmin.
     */
    get: operations['getAccessRequest'];
    /**
     * Decide a data-access request
     * @description "Manage Access": only `approvalStatus` moves (other fields of the body are ignored), along Pending → Approved
     *     or Rejected, and Approved → Revoked. Approving sets `status: Active` and `expiresAt` to now plus the requested
     *     duration; rejecting sets `status: Rejected`; revoking sets `status: Revoked` and `expiresAt` to now. Sending
     *     the current `approvalStatus` changes nothing. Deciders: SuperAdmin, Support, and a ClientAdmin for the
     *     companies they administer (anyone else `403`); nobody decides their own request (`400`); any other move is
     *     a `400` on `approvalStatus`.
     */
    put: operations['decideAccessRequest'];
    post?: never;
    /**
     * Delete a data-access request
     * @description Removes a request from the record. SuperAdmin only.
     */
    delete: operations['deleteAccessRequest'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api-connections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List API connections
     * @description ra-data-simple-rest list of the connections of the companies the caller sees. Filter keys: `companyId`,
     *     `status`, `authScheme`, `q` (free text), `id` (an array: getMany). Sorted by `id` unless `sort` says
     *     otherwise. Readers: SuperAdmin, Support, Analyst, Viewer, ClientAdmin (Analyst and ClientAdmin see only their
     *     own companies').
     */
    get: operations['listApiConnections'];
    put?: never;
    /**
     * Create an API connection
     * @description Creates a connection with a new `clientId` and no secret yet (issue one with the credentials call). The name
     *     is unique within the company, ignoring case (`409` on `name`); every IP address must be one IPv4 or IPv6
     *     address (field errors `allowedIpAddresses.{i}`: "IP address must be a valid in IPv4 or IPv6 format."; no
     *     ranges), and never the any-address `0.0.0.0` or `::` in any spelling ("IP address must be a single address,
     *     not 0.0.0.0 or :: (any address)."); the list holds at most 50 ("Allowed IP addresses must be 50 or fewer.",
     *     on `allowedIpAddresses`), and an empty list means no calls are accepted; every product must be assigned to
     *     the company. SuperAdmin, Support, and a ClientAdmin for their own companies; Analyst and Viewer only read
     *     (`403`).
     */
    post: operations['createApiConnection'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api-connections/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The connection's id.
         * @example api-001
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get an API connection
     * @description Readers who see the connection's company (as for the list); another company's connection is `403`. The secret is never shown, only whether one is set.
     */
    get: operations['getApiConnection'];
    /**
     * Update an API connection
     * @description Changes a connection: the body is merged over the stored record, so any subset of the fields will do (the
     *     allow-list page sends only `allowedIpAddresses`, the products page only `productIds`). `companyId`,
     *     `clientId` and the secret cannot change here. The same rules and `409` as on create. SuperAdmin, Support, and
     *     a ClientAdmin for their own companies.
     */
    put: operations['updateApiConnection'];
    post?: never;
    /**
     * Delete an API connection
     * @description The client system can no longer call. SuperAdmin, Support, and a ClientAdmin for their own companies.
     */
    delete: operations['deleteApiConnection'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api-connections/{id}/credentials': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The connection's id.
         * @example api-001
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Issue a new client secret
     * @description Issues a new client secret for the connection, shown in this answer only: the service keeps a hash, and the
     *     previous secret stops working at once. Takes no body. SuperAdmin, Support, and a ClientAdmin for their own
     *     companies (anyone else, or another company's connection, `403`).
     */
    post: operations['rotateApiConnectionCredentials'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-publish/configuration': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the data-publish configuration
     * @description How publishing runs are limited, who is told, and the last run. SuperAdmin and Support only.
     */
    get: operations['getDataPublishConfiguration'];
    /**
     * Update the data-publish configuration
     * @description Changes the configuration: the body is merged over the stored one, so any subset of the fields will do (the
     *     whole record may be sent; `id`, `lastJob` and `updatedAt` are ignored). `updatedAt` becomes now. SuperAdmin
     *     and Support only.
     */
    put: operations['updateDataPublishConfiguration'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-retention': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a retention policy
     * @description Creates the policy with version 1, awaiting approval (`ApprovalPending`), for one of the company's products
     *     that has no policy yet. Field errors: `name` (required), `productId` (not one of
     *     `GET /data-retention/availableProducts`), `rules` (none), `rules.{i}.{field}` (an unknown category, a category
     *     with two rules, a period that is not a whole number of at least 1, a unit, trigger or action outside its
     *     list). A name another policy of the company has (any case) is `409` on `name`. Writers only (see the file's
     *     notes); the change is logged (`GET /data-retention/audits`).
     */
    post: operations['createRetentionPolicy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-retention/{policyId}/versions/{versionId}/company/{companyId}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company the policy belongs to.
         * @example cmp-03
         */
        companyId: components['parameters']['CompanyIdInPath'];
        /**
         * @description The policy.
         * @example pol-cmp-03-1
         */
        policyId: components['parameters']['PolicyIdInPath'];
        /**
         * @description One of the policy's versions.
         * @example pol-cmp-03-1-v2
         */
        versionId: components['parameters']['VersionIdInPath'];
      };
      cookie?: never;
    };
    /**
     * Get one version of a policy
     * @description The policy with the given version's number, review status and rules. A policy not of the company, or a version
     *     not of the policy, is `404 Policy version not found.` Readers only.
     */
    get: operations['getRetentionPolicyVersion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-retention/{policyId}/versions/{versionId}/company/{companyId}/view': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company the policy belongs to.
         * @example cmp-03
         */
        companyId: components['parameters']['CompanyIdInPath'];
        /**
         * @description The policy.
         * @example pol-cmp-03-1
         */
        policyId: components['parameters']['PolicyIdInPath'];
        /**
         * @description One of the policy's versions.
         * @example pol-cmp-03-1-v2
         */
        versionId: components['parameters']['VersionIdInPath'];
      };
      cookie?: never;
    };
    /**
     * Get one version of a policy, for display
     * @description As `GET /data-retention/{policyId}/versions/{versionId}/company/{companyId}`, with each rule's `categoryName`
     *     and the policy's `versions` (newest first), for the policy's view and edit screens. Readers only.
     */
    get: operations['viewRetentionPolicyVersion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-retention/audits': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a company's retention-policy change log
     * @description The Logs page: every creation and change of the company's policies, newest first (always: `sortField` and
     *     `sortOrder`, which the portal's list sends, are accepted and ignored), paged. Readers only.
     */
    get: operations['listRetentionAudits'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-retention/availableProducts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the company's products that have no policy yet
     * @description The company's products (modules) not yet covered by one of its policies, by name: a new policy covers one of
     *     them, and with none left the company cannot create a policy. Readers only.
     */
    get: operations['listRetentionAvailableProducts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-retention/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the data categories a rule can cover
     * @description The fixed list of data categories, for every company. Readers only (no company scope).
     */
    get: operations['listRetentionCategories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-retention/check-if-name-exists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Check whether a policy name is taken in the company
     * @description Whether another policy of the company has this name (trimmed, any case). `policyId` leaves out the policy being
     *     renamed, which may keep its name. Readers only.
     */
    get: operations['checkRetentionPolicyName'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-retention/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search a company's retention policies
     * @description The company's policies, each with its current version's number and review status, filtered by `q` (part of
     *     the name, any case) and `status`, sorted and paged on the server. Readers only (see the Data retention section's introduction).
     */
    get: operations['searchRetentionPolicies'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-retention/search/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a policy's versions
     * @description Every version of the policy, newest first (the first is the current one: each change of rules makes a new
     *     current version), paged. An unknown policy, or one of another company, is `404 Policy not found.` Readers only.
     */
    get: operations['listRetentionPolicyVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/data-retention/update-name': {
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
     * Rename a retention policy
     * @description Renames the policy; no new version. An unknown policy, or one of another company, is `404 Policy not found.`;
     *     an empty name a `400` field error; a name another policy of the company has (any case) `409` on `name`.
     *     Writers only (see the Data retention section's introduction); the change is logged.
     */
    patch: operations['renameRetentionPolicy'];
    trace?: never;
  };
  '/data-retention/update-rules': {
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
     * Change a retention policy's rules (a new version)
     * @description Every change of rules makes a **new** version, which becomes the current one: `ApprovalPending`, or `Draft`
     *     when `draft` is `true`; the policy's `status` follows it. Earlier versions stay as history. Field errors on
     *     `rules` and `rules.{i}.{field}` as for creation; an unknown policy, or one of another company, is
     *     `404 Policy not found.` Writers only (see the Data retention section's introduction); the change is logged.
     */
    patch: operations['updateRetentionPolicyRules'];
    trace?: never;
  };
  '/email-configurations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List email configurations
     * @description ra-data-simple-rest list of the configurations of the companies the caller sees. Filter keys: `companyId`
     *     (the selected company's), `channel`, `variant`, `status`, `q` (free text), `id` (an array: getMany). Sorted
     *     by `id` unless `sort` says otherwise. The configuration area's roles: SuperAdmin, Support, Analyst,
     *     ClientAdmin (Analyst and ClientAdmin see only their own companies').
     */
    get: operations['listEmailConfigurations'];
    put?: never;
    /**
     * Create an email configuration
     * @description Adds a configuration for one channel and variant of a company; a second for the same company, channel and
     *     variant is `409` on `channel`. Addresses are stored in lower case. SuperAdmin, Support, and an Analyst or
     *     ClientAdmin within their own companies.
     */
    post: operations['createEmailConfiguration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/email-configurations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The configuration's id.
         * @example eml-cmp-01-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get an email configuration
     * @description Whoever sees the configuration's company, among the configuration area's roles; another company's is `403`.
     */
    get: operations['getEmailConfiguration'];
    /**
     * Update an email configuration
     * @description Changes a configuration: the body is merged over the stored record (the whole record or only what changed).
     *     `companyId` cannot change (it is ignored). The same rules and `409` as on create. SuperAdmin, Support, and an
     *     Analyst or ClientAdmin within their own companies.
     */
    put: operations['updateEmailConfiguration'];
    post?: never;
    /**
     * Delete an email configuration
     * @description SuperAdmin, Support, and an Analyst or ClientAdmin within their own companies.
     */
    delete: operations['deleteEmailConfiguration'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/third-party-integrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List third-party integrations
     * @description ra-data-simple-rest list of the integrations the caller may see. Filter keys: `status`, `provider`,
     *     `companyId`, `q` (free text), `id` (an array: getMany). Sorted by `id` unless `sort` says otherwise. Readers:
     *     SuperAdmin and Support (every integration), Analyst (those of its companies only: not those for every company,
     *     which are the provider's own set-up, nor other companies').
     */
    get: operations['listThirdPartyIntegrations'];
    put?: never;
    /**
     * Create a third-party integration
     * @description Adds an integration, for every company (`companyId` absent or null) or for one. Field errors name the nested
     *     environment fields as `environment.name`, `environment.baseUrl`, `environment.authScheme`. SuperAdmin,
     *     Support and Analyst (spec 2.6); the Analyst only for one of its companies (another company's → `403`; none →
     *     `400`, "Choose one of your companies: integrations for every company are set up by SuperAdmin and Support.").
     */
    post: operations['createThirdPartyIntegration'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/third-party-integrations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The integration's id.
         * @example tpi-001
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    /**
     * Get a third-party integration
     * @description Readers SuperAdmin and Support; the Analyst only one of its companies' (else `403`).
     */
    get: operations['getThirdPartyIntegration'];
    /**
     * Update a third-party integration
     * @description Changes an integration: the body is merged over the stored record, and `environment` over the stored
     *     environment, so any subset of the fields will do. Unlike other records, `companyId` may change (absent keeps
     *     it; null or empty makes the integration every company's). SuperAdmin, Support and Analyst (spec 2.6); the
     *     Analyst only its companies' integrations, and only to another of them (another company's → `403`; every
     *     company → `400`, as on create).
     */
    put: operations['updateThirdPartyIntegration'];
    post?: never;
    /**
     * Delete a third-party integration
     * @description SuperAdmin and Support (the Analyst administers integrations but does not delete them).
     */
    delete: operations['deleteThirdPartyIntegration'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
};
export type webhooks = Record<string, never>;
export type components = {
  schemas: {
    /** @description A request for temporary access to a company's data, with the names the screens show. */
    AccessRequest: {
      approvalStatus: components['schemas']['ApprovalStatus'];
      companyId: components['schemas']['Id'];
      /** @description The company's name; null if it no longer exists. */
      companyName: string | null;
      /**
       * Format: email
       * @description Email of whoever last decided it; null while `Pending`.
       */
      decidedBy: string | null;
      durationUnit: components['schemas']['DurationUnit'];
      /** @description How long the access lasts once approved, in `durationUnit`s (1–72 hours or 1–90 days). */
      durationValue: number;
      /**
       * Format: date-time
       * @description When the access ends (approved) or ended (revoked); null while pending or when rejected.
       */
      expiresAt: string | null;
      id: components['schemas']['Id'];
      productId: components['schemas']['Id'];
      /** @description The module's name; null if it no longer exists. */
      productName: string | null;
      reason: string;
      /** Format: date-time */
      requestedAt: string;
      /** Format: email */
      requesterEmail: string | null;
      requesterId: components['schemas']['Id'];
      /** @description First and last name of the requester; null if the user no longer exists. */
      requesterName: string | null;
      /** @description The company's schemes the access covers. */
      schemeIds: components['schemas']['Id'][];
      status: components['schemas']['AccessRequestStatus'];
    };
    /** @description The decision on a request. A whole record may be sent (as ra-data-simple-rest does); only `approvalStatus` is read. */
    AccessRequestDecision: {
      approvalStatus: components['schemas']['ApprovalStatus'];
    };
    /** @description A new data-access request. Text fields are trimmed; an empty string counts as absent. */
    AccessRequestInput: {
      /** @description A company the caller sees. */
      companyId: string;
      durationUnit: components['schemas']['DurationUnit'];
      /** @description 1–72 when `durationUnit` is `Hours`, 1–90 when `Days`. */
      durationValue: number;
      /** @description A module assigned to the company. */
      productId: string;
      reason: string;
      /** @description Schemes of the company; absent is none. */
      schemeIds?: string[];
    };
    /**
     * @description Spec 3.2 Access request status, as of the moment of the answer: an `Active` grant past its `expiresAt` is `Expired`.
     * @enum {string}
     */
    AccessRequestStatus: 'Pending' | 'Active' | 'Expired' | 'Rejected' | 'Revoked';
    /** @description Absent or null is none (no calls accepted). At most 50 addresses. */
    allowedIpAddresses: components['schemas']['IpAddress'][] | null;
    /** @description A client system's connection to the data gateway. The secret itself is never part of it. */
    ApiConnection: {
      /** @description Where calls are accepted from; empty means no calls are accepted at all. */
      allowedIpAddresses: components['schemas']['IpAddress'][];
      authScheme: components['schemas']['AuthScheme'];
      /** @description Issued by the service when the connection is created; never changes. */
      clientId: string;
      companyId: components['schemas']['Id'];
      /** Format: date-time */
      createdAt: string;
      /** @description Empty when none was given. */
      description: string;
      /** @description Whether a client secret has been issued (the secret is shown once, by the credentials call). */
      hasSecret: boolean;
      id: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description The connection's last call; null if it has never called.
       */
      lastUsedAt: string | null;
      /** @description Unique within the company, ignoring case. */
      name: string;
      /** @description The company's modules the connection may call. */
      productIds: components['schemas']['Id'][];
      /** @enum {string} */
      status: 'Enabled' | 'Disabled';
    };
    /** @description A new connection. Text fields are trimmed; an empty string counts as absent. */
    ApiConnectionInput: {
      /** @description Absent or null is none (no calls accepted). At most 50 addresses. */
      allowedIpAddresses?: components['schemas']['IpAddress'][] | null;
      authScheme: components['schemas']['AuthScheme'];
      /** @description The company whose client system connects (it must exist). */
      companyId: string;
      /** @description Optional; absent is empty. */
      description?: string | null;
      name: string;
      /** @description Modules assigned to the company; absent or null is none. */
      productIds?: string[] | null;
      /**
       * @description Absent or null is `Enabled`.
       * @enum {string|null}
       */
      status?: 'Enabled' | 'Disabled' | null;
    };
    /** @description Changes to a connection, merged over the stored record; any subset of the fields. `companyId`, `clientId` and `hasSecret` are ignored. */
    ApiConnectionUpdate: {
      allowedIpAddresses?: components['schemas']['allowedIpAddresses'];
      authScheme?: components['schemas']['AuthScheme'];
      description?: components['schemas']['description'];
      name?: components['schemas']['name'];
      productIds?: components['schemas']['productIds'];
      status?: components['schemas']['status'];
    };
    /** @description A connection's client id and a newly issued secret, shown only in the answer that issues it. */
    ApiCredentials: {
      clientId: string;
      clientSecret: string;
    };
    /**
     * @description Spec 3.2 Approval status, the decision on a request.
     * @enum {string}
     */
    ApprovalStatus: 'Pending' | 'Approved' | 'Rejected' | 'Revoked';
    /**
     * @description Spec 3.2 Auth scheme: how the client system presents its credentials (HTTP Basic, or a bearer token obtained with them).
     * @enum {string}
     */
    AuthScheme: 'Basic' | 'Bearer';
    /** @description Must start with `https://`, with no whitespace and no user name or password ("Base URL must start with https://."), on a public host: never a name or address inside a network (localhost, `*.internal`, `*.local`, a name without a dot, private, loopback, link-local or unique-local ranges, the cloud metadata address 169.254.169.254, in any spelling): "Base URL must be a public address, not an internal, private or metadata one." The gateway must also resolve the name and check every address when it calls (DNS rebinding). */
    baseUrl: string;
    /**
     * @description Spec 3.2 Communication channel.
     * @enum {string}
     */
    CommunicationChannel: 'Main' | 'NonUK' | 'SMS' | 'Welsh' | 'WhatsApp';
    /**
     * @description Spec 3.2 Configuration status.
     * @enum {string}
     */
    ConfigurationStatus: 'Draft' | 'Active' | 'ApprovalPending';
    /** @description The platform's one data-publish configuration. */
    DataPublishConfiguration: {
      durationUnit: components['schemas']['PublishDurationUnit'];
      id: components['schemas']['Id'];
      /** @description The latest publishing run; null before the first. */
      lastJob: components['schemas']['PublishJob'] | null;
      limitType: components['schemas']['LimitType'];
      /** @description The limit, in `durationUnit`s when `limitType` is `TimeFrame`, in files when `Files`. */
      limitValue: number;
      /**
       * Format: email
       * @description Who is told about publishing runs.
       */
      notifyEmail: string;
      /** @enum {string} */
      status: 'Enabled' | 'Disabled';
      /** Format: date-time */
      updatedAt: string;
    };
    /** @description Changes to the configuration, merged over the stored one; any subset of the fields. */
    DataPublishConfigurationUpdate: {
      durationUnit?: components['schemas']['PublishDurationUnit'];
      limitType?: components['schemas']['LimitType'];
      limitValue?: number;
      /** @description An email address, stored as sent (not trimmed or lower-cased). */
      notifyEmail?: string;
      /** @enum {string} */
      status?: 'Enabled' | 'Disabled';
    };
    /** @description Optional; absent is empty. */
    description: string | null;
    /**
     * @description Spec 3.2 Duration unit.
     * @enum {string}
     */
    DurationUnit: 'Hours' | 'Days';
    /** @description How a company's member communications are sent on one channel, in one variant. */
    EmailConfiguration: {
      channel: components['schemas']['CommunicationChannel'];
      companyId: components['schemas']['Id'];
      /** Format: date-time */
      createdAt: string;
      id: components['schemas']['Id'];
      name: string;
      /**
       * Format: email
       * @description In lower case; the sender address unless another was given.
       */
      replyToAddress: string;
      /**
       * Format: email
       * @description In lower case.
       */
      senderAddress: string;
      status: components['schemas']['ConfigurationStatus'];
      variant: components['schemas']['EmailVariant'];
    };
    /** @description A new configuration. Text fields are trimmed; an empty string counts as absent. */
    EmailConfigurationInput: {
      channel: components['schemas']['CommunicationChannel'];
      /** @description The company (it must exist). */
      companyId: string;
      name: string;
      /** @description An email address; absent, null or empty is the sender address. */
      replyToAddress?: string | null;
      /** @description An email address; stored in lower case. */
      senderAddress: string;
      /**
       * @description Absent or null is `Draft`.
       * @enum {string|null}
       */
      status?: 'Draft' | 'Active' | 'ApprovalPending' | null;
      /**
       * @description Absent or null is `Default`.
       * @enum {string|null}
       */
      variant?: 'Default' | 'Alternative' | null;
    };
    /** @description Changes to a configuration, merged over the stored record; any subset of the fields. `companyId` is ignored. */
    EmailConfigurationUpdate: {
      channel?: components['schemas']['CommunicationChannel'];
      name?: components['schemas']['name'];
      replyToAddress?: components['schemas']['replyToAddress'];
      senderAddress?: components['schemas']['senderAddress'];
      status?: components['schemas']['properties-status'];
      variant?: components['schemas']['variant'];
    };
    /**
     * @description Spec 3.2 Variant.
     * @enum {string}
     */
    EmailVariant: 'Default' | 'Alternative';
    /** @description Spec 8's error shape. `message` is shown to the user; `errors` carries field errors for a 400 or 409. */
    Error: {
      errors?: components['schemas']['FieldErrors'];
      message: string;
    };
    /** @description Field name → the messages for that field, in the order they apply. */
    FieldErrors: {
      [key: string]: string[];
    };
    /** @description Ids are opaque strings. */
    Id: string;
    /**
     * @description Spec 3.2 Auth scheme: how the platform authenticates to the third party.
     * @enum {string}
     */
    IntegrationAuthScheme: 'Basic' | 'Bearer';
    /** @description Where and how the platform calls the third party. */
    IntegrationEnvironment: {
      authScheme: components['schemas']['IntegrationAuthScheme'];
      /**
       * Format: uri
       * @description An https address.
       */
      baseUrl: string;
      /** @enum {string} */
      name: 'Production' | 'Test';
    };
    /** @description The new integration's environment. */
    IntegrationEnvironmentInput: {
      authScheme: components['schemas']['IntegrationAuthScheme'];
      /** @description Must start with `https://`, with no whitespace and no user name or password ("Base URL must start with https://."), on a public host: never a name or address inside a network (localhost, `*.internal`, `*.local`, a name without a dot, private, loopback, link-local or unique-local ranges, the cloud metadata address 169.254.169.254, in any spelling): "Base URL must be a public address, not an internal, private or metadata one." The gateway must also resolve the name and check every address when it calls (DNS rebinding). */
      baseUrl: string;
      /** @enum {string} */
      name: 'Production' | 'Test';
    };
    /** @description Changes to the environment, merged over the stored one; any subset of its fields. */
    IntegrationEnvironmentUpdate: {
      authScheme?: components['schemas']['IntegrationAuthScheme'];
      baseUrl?: components['schemas']['baseUrl'];
      name?: components['schemas']['properties-name'];
    };
    /** @description One IPv4 address (dotted quad, no leading zeros) or one IPv6 address in any form, compressed included; never a range, and never the any-address (`0.0.0.0`, `::`), which many gateways read as every caller. */
    IpAddress: string;
    /**
     * @description Spec 3.2 Limit type: a publishing run is limited by a time frame or by a number of files.
     * @enum {string}
     */
    LimitType: 'TimeFrame' | 'Files';
    name: string;
    /** @description Modules assigned to the company; absent or null is none. */
    productIds: string[] | null;
    /** @enum {string} */
    'properties-name': 'Production' | 'Test';
    /**
     * @description Absent or null is `Draft`.
     * @enum {string|null}
     */
    'properties-status': 'Draft' | 'Active' | 'ApprovalPending' | null;
    provider: string;
    /**
     * @description Spec 3.2 Duration unit.
     * @enum {string}
     */
    PublishDurationUnit: 'Hours' | 'Days';
    /** @description A publishing run. */
    PublishJob: {
      /**
       * Format: date-time
       * @description Null while the run is in progress.
       */
      finishedAt: string | null;
      id: components['schemas']['Id'];
      /** Format: date-time */
      startedAt: string;
      /**
       * @description Spec 3.2 Job status.
       * @enum {string}
       */
      status: 'InProgress' | 'Succeed' | 'Failed';
    };
    /** @description An email address; absent, null or empty is the sender address. */
    replyToAddress: string | null;
    /**
     * @description What happens to the data when the period ends.
     * @enum {string}
     */
    RetentionAction: 'Delete' | 'Anonymise';
    /** @description One creation or change of a policy, for the Logs page. */
    RetentionAudit: {
      /**
       * @description Spec 3.2 "Action".
       * @enum {string}
       */
      action: 'Create' | 'Update';
      /** Format: email */
      changedBy: string;
      companyId: components['schemas']['Id'];
      /** @description What changed, in words. */
      details: string;
      id: components['schemas']['Id'];
      /** Format: date-time */
      occurredAt: string;
      policyId: components['schemas']['Id'];
      /** @description The policy's name after the change. */
      policyName: string;
    };
    RetentionAuditPage: {
      items: components['schemas']['RetentionAudit'][];
      /** @description How many log entries the company has. */
      total: number;
    };
    /** @description A product of the company with no retention policy yet. */
    RetentionAvailableProduct: {
      id: components['schemas']['Id'];
      name: string;
    };
    /** @description A category of data a rule can cover. */
    RetentionCategory: {
      description: string;
      id: components['schemas']['Id'];
      name: string;
    };
    /** @description A new policy. `name` must be new in the company (any case); `productId` one of the company's products with no policy yet. */
    RetentionPolicyInput: {
      companyId: components['schemas']['Id'];
      name: string;
      productId: string;
      rules: components['schemas']['RetentionRuleInput'][];
    };
    RetentionPolicyNameCheck: {
      /** @description Another policy of the company has the name. */
      exists: boolean;
    };
    RetentionPolicyPage: {
      items: components['schemas']['RetentionPolicySummary'][];
      /** @description How many policies match, over every page. */
      total: number;
    };
    RetentionPolicyRename: {
      companyId: components['schemas']['Id'];
      /** @description The new name, new in the company (any case; the policy may keep its own). */
      name: string;
      policyId: components['schemas']['Id'];
    };
    RetentionPolicyRulesInput: {
      companyId: components['schemas']['Id'];
      /** @description `true`: the new version is a `Draft`; otherwise it awaits approval (`ApprovalPending`). */
      draft?: boolean;
      policyId: components['schemas']['Id'];
      rules: components['schemas']['RetentionRuleInput'][];
    };
    /**
     * @description A policy's configuration status (spec 3.2 "Configuration status").
     * @enum {string}
     */
    RetentionPolicyStatus: 'Draft' | 'Active' | 'ApprovalPending';
    /** @description A policy as listed, with its current version's number and review status. */
    RetentionPolicySummary: {
      companyId: components['schemas']['Id'];
      /** Format: date-time */
      createdAt: string;
      currentVersionId: components['schemas']['Id'];
      id: components['schemas']['Id'];
      name: string;
      productId: components['schemas']['Id'];
      /** @description The product's name; `null` if the product no longer exists. */
      productName: string | null;
      reviewStatus: components['schemas']['RetentionReviewStatus'];
      status: components['schemas']['RetentionPolicyStatus'];
      /** Format: date-time */
      updatedAt: string;
      /** @description The current version's number. */
      versionNumber: number;
    };
    /** @description A policy at one of its versions, with that version's rules. */
    RetentionPolicyVersion: {
      companyId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When this version was made.
       */
      createdAt: string;
      /**
       * Format: email
       * @description Who made this version.
       */
      createdBy: string;
      currentVersionId: components['schemas']['Id'];
      name: string;
      policyId: components['schemas']['Id'];
      policyVersionId: components['schemas']['Id'];
      productId: components['schemas']['Id'];
      /** @description The product's name; `null` if the product no longer exists. */
      productName: string | null;
      reviewStatus: components['schemas']['RetentionReviewStatus'];
      rules: components['schemas']['RetentionRule'][];
      status: components['schemas']['RetentionPolicyStatus'];
      /** @description This version's number. */
      versionNumber: number;
    };
    RetentionPolicyVersionPage: {
      items: components['schemas']['RetentionPolicyVersionSummary'][];
      /** @description How many versions the policy has. */
      total: number;
    };
    /** @description One version of a policy, as listed. */
    RetentionPolicyVersionSummary: {
      /** Format: date-time */
      createdAt: string;
      /**
       * Format: email
       * @description Who made the version.
       */
      createdBy: string;
      id: components['schemas']['Id'];
      policyId: components['schemas']['Id'];
      reviewStatus: components['schemas']['RetentionReviewStatus'];
      ruleCount: number;
      versionNumber: number;
    };
    /** @description A policy at one of its versions, with category names and every version of the policy (newest first). */
    RetentionPolicyVersionView: {
      companyId: components['schemas']['Id'];
      /**
       * Format: date-time
       * @description When this version was made.
       */
      createdAt: string;
      /**
       * Format: email
       * @description Who made this version.
       */
      createdBy: string;
      currentVersionId: components['schemas']['Id'];
      name: string;
      policyId: components['schemas']['Id'];
      policyVersionId: components['schemas']['Id'];
      productId: components['schemas']['Id'];
      /** @description The product's name; `null` if the product no longer exists. */
      productName: string | null;
      reviewStatus: components['schemas']['RetentionReviewStatus'];
      rules: components['schemas']['RetentionRuleView'][];
      status: components['schemas']['RetentionPolicyStatus'];
      /** @description This version's number. */
      versionNumber: number;
      versions: components['schemas']['RetentionPolicyVersionSummary'][];
    };
    /**
     * @description A version's review status (spec 3.2 "Review status").
     * @enum {string}
     */
    RetentionReviewStatus: 'Draft' | 'Approved' | 'Rejected' | 'ApprovalPending';
    /** @description How long one category of data is kept, from what, and what happens then. At most one rule per category in a version. */
    RetentionRule: {
      action: components['schemas']['RetentionAction'];
      categoryId: components['schemas']['Id'];
      id: components['schemas']['Id'];
      retentionPeriod: number;
      retentionUnit: components['schemas']['RetentionUnit'];
      trigger: components['schemas']['RetentionTrigger'];
    };
    /**
     * @description A rule to create. `categoryId` must be one of `GET /data-retention/categories`, and each category may have one
     *     rule; `retentionPeriod` a whole number of at least 1. Other fields (an `id`, a `categoryName`) are ignored.
     */
    RetentionRuleInput: {
      action: components['schemas']['RetentionAction'];
      categoryId: components['schemas']['Id'];
      retentionPeriod: number;
      retentionUnit: components['schemas']['RetentionUnit'];
      trigger: components['schemas']['RetentionTrigger'];
    };
    /** @description A rule with its category's name, as the `/view` call answers it. */
    RetentionRuleView: {
      action: components['schemas']['RetentionAction'];
      categoryId: components['schemas']['Id'];
      /** @description The category's name; `null` if the category no longer exists. */
      categoryName: string | null;
      id: components['schemas']['Id'];
      retentionPeriod: number;
      retentionUnit: components['schemas']['RetentionUnit'];
      trigger: components['schemas']['RetentionTrigger'];
    };
    /**
     * @description What starts the retention period.
     * @enum {string}
     */
    RetentionTrigger: 'MemberLeaving' | 'SchemeWindUp' | 'LastActivity';
    /** @enum {string} */
    RetentionUnit: 'Days' | 'Hours';
    /** @description An email address; stored in lower case. */
    senderAddress: string;
    /**
     * @description Absent or null is `Enabled`.
     * @enum {string|null}
     */
    status: 'Enabled' | 'Disabled' | null;
    /** @description An outside service the platform calls, for every company or for one. */
    ThirdPartyIntegration: {
      /** @description The company it serves; null for every company. */
      companyId: string | null;
      /** Format: date-time */
      createdAt: string;
      environment: components['schemas']['IntegrationEnvironment'];
      id: components['schemas']['Id'];
      name: string;
      provider: string;
      /** @enum {string} */
      status: 'Enabled' | 'Disabled';
    };
    /** @description A new integration. Text fields are trimmed; an empty string counts as absent. */
    ThirdPartyIntegrationInput: {
      /** @description A company (it must exist); absent, null or empty for every company. */
      companyId?: string | null;
      environment: components['schemas']['IntegrationEnvironmentInput'];
      name: string;
      provider: string;
      /**
       * @description Absent or null is `Enabled`.
       * @enum {string|null}
       */
      status?: 'Enabled' | 'Disabled' | null;
    };
    /** @description Changes to an integration, merged over the stored record (and `environment` over the stored environment); any subset of the fields. */
    ThirdPartyIntegrationUpdate: {
      /** @description A company (it must exist); null or empty for every company; absent keeps the current one. */
      companyId?: string | null;
      environment?: components['schemas']['IntegrationEnvironmentUpdate'];
      name?: components['schemas']['name'];
      provider?: components['schemas']['provider'];
      status?: components['schemas']['status'];
    };
    /**
     * @description Absent or null is `Default`.
     * @enum {string|null}
     */
    variant: 'Default' | 'Alternative' | null;
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
  parameters: {
    /**
     * @description The company the policy belongs to.
     * @example cmp-03
     */
    CompanyIdInPath: components['schemas']['Id'];
    /**
     * @description The company whose policies are meant; missing is a `400`, unknown a `404`, outside the caller's scope a `403`.
     * @example cmp-03
     */
    CompanyIdInQuery: components['schemas']['Id'];
    /**
     * @description JSON object: `q` is a free-text search, other keys match fields exactly (an array: any of); `{"id": [...]}` reads many by id.
     * @example {"q":"acme"}
     */
    Filter: string;
    /**
     * @description The page, from 1 (the default; anything below counts as 1).
     * @example 1
     */
    Page: number;
    /**
     * @description Items per page, 25 unless given; at most 500 are answered (a larger value counts as 500).
     * @example 25
     */
    PerPage: number;
    /**
     * @description The policy.
     * @example pol-cmp-03-1
     */
    PolicyIdInPath: components['schemas']['Id'];
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
     * @description `DESC` (any case) for descending; anything else ascending.
     * @example ASC
     */
    SortOrder: string;
    /**
     * @description One of the policy's versions.
     * @example pol-cmp-03-1-v2
     */
    VersionIdInPath: components['schemas']['Id'];
  };
  requestBodies: never;
  headers: {
    /** @description ra-data-simple-rest paging: `<resource> <first>-<last>/<total>`, e.g. `schemes 0-24/319`. */
    ContentRange: string;
  };
  pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
  listAccessRequests: {
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
      /** @description One page of requests; `Content-Range` gives its place in the whole. */
      200: {
        headers: {
          'Content-Range': components['headers']['ContentRange'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "acr-001",
           *         "companyId": "cmp-01",
           *         "companyName": "Thames Valley Logistics Ltd",
           *         "requesterId": "usr-superadmin",
           *         "requesterName": "Eleanor Whitfield",
           *         "requesterEmail": "superadmin@portico.test",
           *         "productId": "prd-member-portal",
           *         "productName": "Member Portal",
           *         "schemeIds": [
           *           "cmp-01-sch-1"
           *         ],
           *         "reason": "Investigating a member complaint about a transfer value.",
           *         "durationValue": 8,
           *         "durationUnit": "Hours",
           *         "status": "Pending",
           *         "approvalStatus": "Pending",
           *         "decidedBy": null,
           *         "requestedAt": "2026-01-12T08:00:00.000Z",
           *         "expiresAt": null
           *       },
           *       {
           *         "id": "acr-003",
           *         "companyId": "cmp-03",
           *         "companyName": "Severn Estuary Ports plc",
           *         "requesterId": "usr-analyst",
           *         "requesterName": "Priya Chandra",
           *         "requesterEmail": "analyst@portico.test",
           *         "productId": "prd-member-portal",
           *         "productName": "Member Portal",
           *         "schemeIds": [
           *           "cmp-03-sch-1"
           *         ],
           *         "reason": "Preparing data for the triennial valuation.",
           *         "durationValue": 3,
           *         "durationUnit": "Days",
           *         "status": "Expired",
           *         "approvalStatus": "Approved",
           *         "decidedBy": "clientadmin@portico.test",
           *         "requestedAt": "2025-11-19T09:00:00.000Z",
           *         "expiresAt": "2025-11-22T09:00:00.000Z"
           *       }
           *     ]
           */
          'application/json': components['schemas']['AccessRequest'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createAccessRequest: {
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
         *       "companyId": "cmp-03",
         *       "productId": "prd-member-portal",
         *       "schemeIds": [
         *         "cmp-03-sch-1"
         *       ],
         *       "reason": "Year-end contribution reconciliation.",
         *       "durationValue": 2,
         *       "durationUnit": "Days"
         *     }
         */
        'application/json': components['schemas']['AccessRequestInput'];
      };
    };
    responses: {
      /** @description The request, `Pending`. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "acr-new-0001",
           *       "companyId": "cmp-03",
           *       "companyName": "Severn Estuary Ports plc",
           *       "requesterId": "usr-analyst",
           *       "requesterName": "Priya Chandra",
           *       "requesterEmail": "analyst@portico.test",
           *       "productId": "prd-member-portal",
           *       "productName": "Member Portal",
           *       "schemeIds": [
           *         "cmp-03-sch-1"
           *       ],
           *       "reason": "Year-end contribution reconciliation.",
           *       "durationValue": 2,
           *       "durationUnit": "Days",
           *       "status": "Pending",
           *       "approvalStatus": "Pending",
           *       "decidedBy": null,
           *       "requestedAt": "2026-01-12T09:30:00.000Z",
           *       "expiresAt": null
           *     }
           */
          'application/json': components['schemas']['AccessRequest'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
    };
  };
  getAccessRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The request's id.
         * @example acr-001
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request, its `status` as of now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "acr-002",
           *       "companyId": "cmp-02",
           *       "companyName": "Pennine Building Society",
           *       "requesterId": "usr-support",
           *       "requesterName": "Daniel Okoro",
           *       "requesterEmail": "support@portico.test",
           *       "productId": "prd-member-portal",
           *       "productName": "Member Portal",
           *       "schemeIds": [
           *         "cmp-02-sch-1",
           *         "cmp-02-sch-2"
           *       ],
           *       "reason": "Year-end contribution reconciliation.",
           *       "durationValue": 2,
           *       "durationUnit": "Days",
           *       "status": "Active",
           *       "approvalStatus": "Approved",
           *       "decidedBy": "clientadmin@portico.test",
           *       "requestedAt": "2026-01-12T07:00:00.000Z",
           *       "expiresAt": "2026-01-14T07:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['AccessRequest'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  decideAccessRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The request's id.
         * @example acr-001
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "approvalStatus": "Approved"
         *     }
         */
        'application/json': components['schemas']['AccessRequestDecision'];
      };
    };
    responses: {
      /** @description The request as decided. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "acr-001",
           *       "companyId": "cmp-01",
           *       "companyName": "Thames Valley Logistics Ltd",
           *       "requesterId": "usr-superadmin",
           *       "requesterName": "Eleanor Whitfield",
           *       "requesterEmail": "superadmin@portico.test",
           *       "productId": "prd-member-portal",
           *       "productName": "Member Portal",
           *       "schemeIds": [
           *         "cmp-01-sch-1"
           *       ],
           *       "reason": "Investigating a member complaint about a transfer value.",
           *       "durationValue": 8,
           *       "durationUnit": "Hours",
           *       "status": "Active",
           *       "approvalStatus": "Approved",
           *       "decidedBy": "clientadmin@portico.test",
           *       "requestedAt": "2026-01-12T08:00:00.000Z",
           *       "expiresAt": "2026-01-12T17:30:00.000Z"
           *     }
           */
          'application/json': components['schemas']['AccessRequest'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  deleteAccessRequest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The request's id.
         * @example acr-001
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted request. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "acr-004",
           *       "companyId": "cmp-04",
           *       "companyName": "Caledonian Distillers Ltd",
           *       "requesterId": "usr-mfa-setup",
           *       "requesterName": "Oliver Bennett",
           *       "requesterEmail": "mfa-setup@portico.test",
           *       "productId": "prd-member-portal",
           *       "productName": "Member Portal",
           *       "schemeIds": [
           *         "cmp-04-sch-1",
           *         "cmp-04-sch-2"
           *       ],
           *       "reason": "Checking a death benefit nomination.",
           *       "durationValue": 8,
           *       "durationUnit": "Hours",
           *       "status": "Rejected",
           *       "approvalStatus": "Rejected",
           *       "decidedBy": "clientadmin@portico.test",
           *       "requestedAt": "2025-11-22T09:00:00.000Z",
           *       "expiresAt": null
           *     }
           */
          'application/json': components['schemas']['AccessRequest'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listApiConnections: {
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
      /** @description One page of connections; `Content-Range` gives its place in the whole. */
      200: {
        headers: {
          'Content-Range': components['headers']['ContentRange'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "api-001",
           *         "companyId": "cmp-01",
           *         "name": "Thames Valley Logistics payroll feed",
           *         "description": "Monthly payroll and contribution file from the HR system.",
           *         "authScheme": "Basic",
           *         "clientId": "pc_ohyn62243577",
           *         "hasSecret": true,
           *         "status": "Enabled",
           *         "allowedIpAddresses": [
           *           "81.2.60.10",
           *           "2001:db8:85a3::8a2e:370:7334"
           *         ],
           *         "productIds": [
           *           "prd-member-portal",
           *           "prd-employer-hub"
           *         ],
           *         "createdAt": "2025-08-15T09:00:00.000Z",
           *         "lastUsedAt": "2026-01-12T07:00:00.000Z"
           *       },
           *       {
           *         "id": "api-002",
           *         "companyId": "cmp-02",
           *         "name": "Pennine Building Society payroll feed",
           *         "description": "Member data sync from the employer HR platform.",
           *         "authScheme": "Bearer",
           *         "clientId": "pc_umsp92990371",
           *         "hasSecret": true,
           *         "status": "Enabled",
           *         "allowedIpAddresses": [
           *           "212.58.201.4"
           *         ],
           *         "productIds": [
           *           "prd-member-portal",
           *           "prd-employer-hub"
           *         ],
           *         "createdAt": "2025-08-22T09:00:00.000Z",
           *         "lastUsedAt": "2026-01-11T07:00:00.000Z"
           *       }
           *     ]
           */
          'application/json': components['schemas']['ApiConnection'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createApiConnection: {
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
         *       "name": "Nightly member export",
         *       "description": "Member records for the HR system's overnight sync.",
         *       "authScheme": "Bearer",
         *       "allowedIpAddresses": [
         *         "81.2.60.11",
         *         "2001:db8::1"
         *       ],
         *       "productIds": [
         *         "prd-member-portal"
         *       ]
         *     }
         */
        'application/json': components['schemas']['ApiConnectionInput'];
      };
    };
    responses: {
      /** @description The connection, without a secret. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "api-new-0001",
           *       "companyId": "cmp-01",
           *       "name": "Nightly member export",
           *       "description": "Member records for the HR system's overnight sync.",
           *       "authScheme": "Bearer",
           *       "clientId": "pc_3fa85f6457c1",
           *       "hasSecret": false,
           *       "status": "Enabled",
           *       "allowedIpAddresses": [
           *         "81.2.60.11",
           *         "2001:db8::1"
           *       ],
           *       "productIds": [
           *         "prd-member-portal"
           *       ],
           *       "createdAt": "2026-01-12T09:30:00.000Z",
           *       "lastUsedAt": null
           *     }
           */
          'application/json': components['schemas']['ApiConnection'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
    };
  };
  getApiConnection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The connection's id.
         * @example api-001
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The connection. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "api-004",
           *       "companyId": "cmp-04",
           *       "name": "Caledonian Distillers payroll feed",
           *       "description": "Member data sync from the employer HR platform.",
           *       "authScheme": "Basic",
           *       "clientId": "pc_wdfb50070931",
           *       "hasSecret": true,
           *       "status": "Disabled",
           *       "allowedIpAddresses": [
           *         "212.58.203.4"
           *       ],
           *       "productIds": [
           *         "prd-member-portal",
           *         "prd-employer-hub"
           *       ],
           *       "createdAt": "2025-09-05T09:00:00.000Z",
           *       "lastUsedAt": null
           *     }
           */
          'application/json': components['schemas']['ApiConnection'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateApiConnection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The connection's id.
         * @example api-001
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "allowedIpAddresses": [
         *         "81.2.60.10",
         *         "81.2.60.12",
         *         "2001:db8:85a3::8a2e:370:7334"
         *       ]
         *     }
         */
        'application/json': components['schemas']['ApiConnectionUpdate'];
      };
    };
    responses: {
      /** @description The connection as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "api-001",
           *       "companyId": "cmp-01",
           *       "name": "Thames Valley Logistics payroll feed",
           *       "description": "Monthly payroll and contribution file from the HR system.",
           *       "authScheme": "Basic",
           *       "clientId": "pc_ohyn62243577",
           *       "hasSecret": true,
           *       "status": "Enabled",
           *       "allowedIpAddresses": [
           *         "81.2.60.10",
           *         "81.2.60.12",
           *         "2001:db8:85a3::8a2e:370:7334"
           *       ],
           *       "productIds": [
           *         "prd-member-portal",
           *         "prd-employer-hub"
           *       ],
           *       "createdAt": "2025-08-15T09:00:00.000Z",
           *       "lastUsedAt": "2026-01-12T07:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['ApiConnection'];
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
  deleteApiConnection: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The connection's id.
         * @example api-001
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted connection. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "api-002",
           *       "companyId": "cmp-02",
           *       "name": "Pennine Building Society payroll feed",
           *       "description": "Member data sync from the employer HR platform.",
           *       "authScheme": "Bearer",
           *       "clientId": "pc_umsp92990371",
           *       "hasSecret": true,
           *       "status": "Enabled",
           *       "allowedIpAddresses": [
           *         "212.58.201.4"
           *       ],
           *       "productIds": [
           *         "prd-member-portal",
           *         "prd-employer-hub"
           *       ],
           *       "createdAt": "2025-08-22T09:00:00.000Z",
           *       "lastUsedAt": "2026-01-11T07:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['ApiConnection'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  rotateApiConnectionCredentials: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The connection's id.
         * @example api-001
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The connection's client id and its new secret. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "clientId": "pc_ohyn62243577",
           *       "clientSecret": "pcs_9c1e4b7a2f0d83e6b5a41c7d9e2f6a0b38c5d1e7f4a92b06"
           *     }
           */
          'application/json': components['schemas']['ApiCredentials'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  getDataPublishConfiguration: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The configuration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "default",
           *       "status": "Enabled",
           *       "limitType": "TimeFrame",
           *       "limitValue": 24,
           *       "durationUnit": "Hours",
           *       "notifyEmail": "data-publishing@portico.test",
           *       "lastJob": {
           *         "id": "job-0192",
           *         "status": "Succeed",
           *         "startedAt": "2026-01-11T06:00:00.000Z",
           *         "finishedAt": "2026-01-11T07:00:00.000Z"
           *       },
           *       "updatedAt": "2025-12-23T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['DataPublishConfiguration'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  updateDataPublishConfiguration: {
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
         *       "limitType": "Files",
         *       "limitValue": 12,
         *       "notifyEmail": "publishing-alerts@portico.test"
         *     }
         */
        'application/json': components['schemas']['DataPublishConfigurationUpdate'];
      };
    };
    responses: {
      /** @description The configuration as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "default",
           *       "status": "Enabled",
           *       "limitType": "Files",
           *       "limitValue": 12,
           *       "durationUnit": "Hours",
           *       "notifyEmail": "publishing-alerts@portico.test",
           *       "lastJob": {
           *         "id": "job-0192",
           *         "status": "Succeed",
           *         "startedAt": "2026-01-11T06:00:00.000Z",
           *         "finishedAt": "2026-01-11T07:00:00.000Z"
           *       },
           *       "updatedAt": "2026-01-12T09:30:00.000Z"
           *     }
           */
          'application/json': components['schemas']['DataPublishConfiguration'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
    };
  };
  createRetentionPolicy: {
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
         *       "companyId": "cmp-03",
         *       "productId": "prd-web-reporting",
         *       "name": "Web reporting retention",
         *       "rules": [
         *         {
         *           "categoryId": "cat-member-personal",
         *           "retentionPeriod": 2555,
         *           "retentionUnit": "Days",
         *           "trigger": "MemberLeaving",
         *           "action": "Anonymise"
         *         },
         *         {
         *           "categoryId": "cat-audit-logs",
         *           "retentionPeriod": 8760,
         *           "retentionUnit": "Hours",
         *           "trigger": "LastActivity",
         *           "action": "Delete"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['RetentionPolicyInput'];
      };
    };
    responses: {
      /** @description The new policy at version 1. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "policyId": "pol-new-0006",
           *       "policyVersionId": "pol-new-0006-v1",
           *       "companyId": "cmp-03",
           *       "productId": "prd-web-reporting",
           *       "productName": "Web Reporting",
           *       "name": "Web reporting retention",
           *       "status": "ApprovalPending",
           *       "currentVersionId": "pol-new-0006-v1",
           *       "versionNumber": 1,
           *       "reviewStatus": "ApprovalPending",
           *       "rules": [
           *         {
           *           "id": "pol-new-0006-v1-r1",
           *           "categoryId": "cat-member-personal",
           *           "retentionPeriod": 2555,
           *           "retentionUnit": "Days",
           *           "trigger": "MemberLeaving",
           *           "action": "Anonymise"
           *         },
           *         {
           *           "id": "pol-new-0006-v1-r2",
           *           "categoryId": "cat-audit-logs",
           *           "retentionPeriod": 8760,
           *           "retentionUnit": "Hours",
           *           "trigger": "LastActivity",
           *           "action": "Delete"
           *         }
           *       ],
           *       "createdBy": "superadmin@portico.test",
           *       "createdAt": "2026-01-12T09:30:00.000Z"
           *     }
           */
          'application/json': components['schemas']['RetentionPolicyVersion'];
        };
      };
      /** @description Field errors (`companyId`, `name`, `productId`, `rules`, `rules.{i}.{field}`), or a body that is not a JSON object. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "Name is required.",
           *       "errors": {
           *         "name": [
           *           "Name is required."
           *         ],
           *         "productId": [
           *           "Choose a product of the company that has no policy yet."
           *         ],
           *         "rules.0.retentionPeriod": [
           *           "Retention period must be a whole number of at least 1."
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
      /** @description Another policy of the company has this name. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "A policy with this name already exists.",
           *       "errors": {
           *         "name": [
           *           "A policy with this name already exists."
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
  getRetentionPolicyVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company the policy belongs to.
         * @example cmp-03
         */
        companyId: components['parameters']['CompanyIdInPath'];
        /**
         * @description The policy.
         * @example pol-cmp-03-1
         */
        policyId: components['parameters']['PolicyIdInPath'];
        /**
         * @description One of the policy's versions.
         * @example pol-cmp-03-1-v2
         */
        versionId: components['parameters']['VersionIdInPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The policy at that version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "policyId": "pol-cmp-03-1",
           *       "policyVersionId": "pol-cmp-03-1-v3",
           *       "companyId": "cmp-03",
           *       "productId": "prd-member-portal",
           *       "productName": "Member Portal",
           *       "name": "Standard member data retention",
           *       "status": "Active",
           *       "currentVersionId": "pol-cmp-03-1-v3",
           *       "versionNumber": 3,
           *       "reviewStatus": "Approved",
           *       "rules": [
           *         {
           *           "id": "pol-cmp-03-1-v3-r1",
           *           "categoryId": "cat-member-personal",
           *           "retentionPeriod": 3285,
           *           "retentionUnit": "Days",
           *           "trigger": "MemberLeaving",
           *           "action": "Anonymise"
           *         }
           *       ],
           *       "createdBy": "clientadmin@portico.test",
           *       "createdAt": "2025-09-04T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['RetentionPolicyVersion'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  viewRetentionPolicyVersion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The company the policy belongs to.
         * @example cmp-03
         */
        companyId: components['parameters']['CompanyIdInPath'];
        /**
         * @description The policy.
         * @example pol-cmp-03-1
         */
        policyId: components['parameters']['PolicyIdInPath'];
        /**
         * @description One of the policy's versions.
         * @example pol-cmp-03-1-v2
         */
        versionId: components['parameters']['VersionIdInPath'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The policy at that version, with category names and every version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "policyId": "pol-cmp-03-1",
           *       "policyVersionId": "pol-cmp-03-1-v2",
           *       "companyId": "cmp-03",
           *       "productId": "prd-member-portal",
           *       "productName": "Member Portal",
           *       "name": "Standard member data retention",
           *       "status": "Active",
           *       "currentVersionId": "pol-cmp-03-1-v3",
           *       "versionNumber": 2,
           *       "reviewStatus": "Approved",
           *       "rules": [
           *         {
           *           "id": "pol-cmp-03-1-v2-r1",
           *           "categoryId": "cat-member-personal",
           *           "retentionPeriod": 2920,
           *           "retentionUnit": "Days",
           *           "trigger": "MemberLeaving",
           *           "action": "Anonymise",
           *           "categoryName": "Member personal data"
           *         },
           *         {
           *           "id": "pol-cmp-03-1-v2-r2",
           *           "categoryId": "cat-correspondence",
           *           "retentionPeriod": 730,
           *           "retentionUnit": "Days",
           *           "trigger": "LastActivity",
           *           "action": "Delete",
           *           "categoryName": "Correspondence"
           *         },
           *         {
           *           "id": "pol-cmp-03-1-v2-r3",
           *           "categoryId": "cat-audit-logs",
           *           "retentionPeriod": 8760,
           *           "retentionUnit": "Hours",
           *           "trigger": "LastActivity",
           *           "action": "Delete",
           *           "categoryName": "Audit logs"
           *         }
           *       ],
           *       "createdBy": "clientadmin@portico.test",
           *       "createdAt": "2025-08-15T09:00:00.000Z",
           *       "versions": [
           *         {
           *           "id": "pol-cmp-03-1-v3",
           *           "policyId": "pol-cmp-03-1",
           *           "versionNumber": 3,
           *           "reviewStatus": "Approved",
           *           "ruleCount": 1,
           *           "createdBy": "clientadmin@portico.test",
           *           "createdAt": "2025-09-04T09:00:00.000Z"
           *         },
           *         {
           *           "id": "pol-cmp-03-1-v2",
           *           "policyId": "pol-cmp-03-1",
           *           "versionNumber": 2,
           *           "reviewStatus": "Approved",
           *           "ruleCount": 3,
           *           "createdBy": "clientadmin@portico.test",
           *           "createdAt": "2025-08-15T09:00:00.000Z"
           *         },
           *         {
           *           "id": "pol-cmp-03-1-v1",
           *           "policyId": "pol-cmp-03-1",
           *           "versionNumber": 1,
           *           "reviewStatus": "Approved",
           *           "ruleCount": 2,
           *           "createdBy": "superadmin@portico.test",
           *           "createdAt": "2025-07-26T09:00:00.000Z"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['RetentionPolicyVersionView'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listRetentionAudits: {
    parameters: {
      query: {
        /**
         * @description The company whose policies are meant; missing is a `400`, unknown a `404`, outside the caller's scope a `403`.
         * @example cmp-03
         */
        companyId: components['parameters']['CompanyIdInQuery'];
        /**
         * @description The page, from 1 (the default; anything below counts as 1).
         * @example 1
         */
        page?: components['parameters']['Page'];
        /**
         * @description Items per page, 25 unless given; at most 500 are answered (a larger value counts as 500).
         * @example 25
         */
        perPage?: components['parameters']['PerPage'];
        /**
         * @description Ignored; the log is always newest first.
         * @example occurredAt
         */
        sortField?: string;
        /**
         * @description `DESC` (any case) for descending; anything else ascending.
         * @example ASC
         */
        sortOrder?: components['parameters']['SortOrder'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the log, newest first, and how many entries there are in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "rau-pol-cmp-03-1-2",
           *           "companyId": "cmp-03",
           *           "policyId": "pol-cmp-03-1",
           *           "policyName": "Standard member data retention",
           *           "action": "Update",
           *           "details": "Rules updated: version 3 created.",
           *           "changedBy": "clientadmin@portico.test",
           *           "occurredAt": "2025-09-04T09:00:00.000Z"
           *         },
           *         {
           *           "id": "rau-pol-cmp-03-3-2",
           *           "companyId": "cmp-03",
           *           "policyId": "pol-cmp-03-3",
           *           "policyName": "Correspondence clean-up",
           *           "action": "Update",
           *           "details": "Rules updated: version 2 created.",
           *           "changedBy": "clientadmin@portico.test",
           *           "occurredAt": "2025-08-15T09:00:00.000Z"
           *         },
           *         {
           *           "id": "rau-pol-cmp-03-1-1",
           *           "companyId": "cmp-03",
           *           "policyId": "pol-cmp-03-1",
           *           "policyName": "Standard member data retention",
           *           "action": "Create",
           *           "details": "Policy created with version 1.",
           *           "changedBy": "superadmin@portico.test",
           *           "occurredAt": "2025-07-26T09:00:00.000Z"
           *         }
           *       ],
           *       "total": 5
           *     }
           */
          'application/json': components['schemas']['RetentionAuditPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listRetentionAvailableProducts: {
    parameters: {
      query: {
        /**
         * @description The company whose policies are meant; missing is a `400`, unknown a `404`, outside the caller's scope a `403`.
         * @example cmp-03
         */
        companyId: components['parameters']['CompanyIdInQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The products, sorted by name; empty when every product has a policy. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "prd-case-manager",
           *         "name": "Case Manager"
           *       },
           *       {
           *         "id": "prd-data-uploader",
           *         "name": "Data Uploader"
           *       },
           *       {
           *         "id": "prd-employer-hub",
           *         "name": "Employer Hub"
           *       }
           *     ]
           */
          'application/json': components['schemas']['RetentionAvailableProduct'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listRetentionCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every category. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "cat-member-personal",
           *         "name": "Member personal data",
           *         "description": "Names, addresses, dates of birth, National Insurance numbers."
           *       },
           *       {
           *         "id": "cat-contributions",
           *         "name": "Contribution records",
           *         "description": "Employer and member contribution history."
           *       },
           *       {
           *         "id": "cat-payments",
           *         "name": "Benefit payments",
           *         "description": "Pension payroll, lump sums and transfers out."
           *       },
           *       {
           *         "id": "cat-correspondence",
           *         "name": "Correspondence",
           *         "description": "Letters, emails and call notes with members."
           *       },
           *       {
           *         "id": "cat-scheme-documents",
           *         "name": "Scheme documents",
           *         "description": "Trust deeds, rules, valuations and trustee minutes."
           *       },
           *       {
           *         "id": "cat-audit-logs",
           *         "name": "Audit logs",
           *         "description": "System access and change logs."
           *       }
           *     ]
           */
          'application/json': components['schemas']['RetentionCategory'][];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  checkRetentionPolicyName: {
    parameters: {
      query: {
        /**
         * @description The company whose policies are meant; missing is a `400`, unknown a `404`, outside the caller's scope a `403`.
         * @example cmp-03
         */
        companyId: components['parameters']['CompanyIdInQuery'];
        /**
         * @description The name to check; absent counts as empty (never taken).
         * @example Leavers and deferred members
         */
        name?: string;
        /**
         * @description The policy being renamed, left out of the check.
         * @example pol-cmp-03-3
         */
        policyId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether the name is taken. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "exists": true
           *     }
           */
          'application/json': components['schemas']['RetentionPolicyNameCheck'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  searchRetentionPolicies: {
    parameters: {
      query: {
        /**
         * @description The company whose policies are meant; missing is a `400`, unknown a `404`, outside the caller's scope a `403`.
         * @example cmp-03
         */
        companyId: components['parameters']['CompanyIdInQuery'];
        /**
         * @description The page, from 1 (the default; anything below counts as 1).
         * @example 1
         */
        page?: components['parameters']['Page'];
        /**
         * @description Items per page, 25 unless given; at most 500 are answered (a larger value counts as 500).
         * @example 25
         */
        perPage?: components['parameters']['PerPage'];
        /**
         * @description Part of the policy name, any case.
         * @example member
         */
        q?: string;
        /**
         * @description The summary field to sort by (`name` unless given), e.g. `name`, `status`, `updatedAt`, `versionNumber`.
         * @example name
         */
        sortField?: string;
        /**
         * @description `DESC` (any case) for descending; anything else ascending.
         * @example ASC
         */
        sortOrder?: components['parameters']['SortOrder'];
        /** @description Only policies in this status. */
        status?: components['schemas']['RetentionPolicyStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the company's policies and how many there are in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "pol-cmp-03-3",
           *           "companyId": "cmp-03",
           *           "productId": "prd-data-uploader",
           *           "name": "Correspondence clean-up",
           *           "status": "ApprovalPending",
           *           "currentVersionId": "pol-cmp-03-3-v2",
           *           "createdAt": "2025-07-26T09:00:00.000Z",
           *           "updatedAt": "2025-08-15T09:00:00.000Z",
           *           "productName": "Data Uploader",
           *           "versionNumber": 2,
           *           "reviewStatus": "ApprovalPending"
           *         },
           *         {
           *           "id": "pol-cmp-03-2",
           *           "companyId": "cmp-03",
           *           "productId": "prd-employer-hub",
           *           "name": "Leavers and deferred members",
           *           "status": "Draft",
           *           "currentVersionId": "pol-cmp-03-2-v1",
           *           "createdAt": "2025-07-26T09:00:00.000Z",
           *           "updatedAt": "2025-07-26T09:00:00.000Z",
           *           "productName": "Employer Hub",
           *           "versionNumber": 1,
           *           "reviewStatus": "Draft"
           *         },
           *         {
           *           "id": "pol-cmp-03-1",
           *           "companyId": "cmp-03",
           *           "productId": "prd-member-portal",
           *           "name": "Standard member data retention",
           *           "status": "Active",
           *           "currentVersionId": "pol-cmp-03-1-v3",
           *           "createdAt": "2025-07-26T09:00:00.000Z",
           *           "updatedAt": "2025-09-04T09:00:00.000Z",
           *           "productName": "Member Portal",
           *           "versionNumber": 3,
           *           "reviewStatus": "Approved"
           *         }
           *       ],
           *       "total": 3
           *     }
           */
          'application/json': components['schemas']['RetentionPolicyPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listRetentionPolicyVersions: {
    parameters: {
      query: {
        /**
         * @description The company whose policies are meant; missing is a `400`, unknown a `404`, outside the caller's scope a `403`.
         * @example cmp-03
         */
        companyId: components['parameters']['CompanyIdInQuery'];
        /**
         * @description The page, from 1 (the default; anything below counts as 1).
         * @example 1
         */
        page?: components['parameters']['Page'];
        /**
         * @description Items per page, 25 unless given; at most 500 are answered (a larger value counts as 500).
         * @example 25
         */
        perPage?: components['parameters']['PerPage'];
        /**
         * @description The policy.
         * @example pol-cmp-03-1
         */
        policyId: components['schemas']['Id'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the policy's versions, newest first, and how many there are in all. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "pol-cmp-03-1-v3",
           *           "policyId": "pol-cmp-03-1",
           *           "versionNumber": 3,
           *           "reviewStatus": "Approved",
           *           "ruleCount": 1,
           *           "createdBy": "clientadmin@portico.test",
           *           "createdAt": "2025-09-04T09:00:00.000Z"
           *         },
           *         {
           *           "id": "pol-cmp-03-1-v2",
           *           "policyId": "pol-cmp-03-1",
           *           "versionNumber": 2,
           *           "reviewStatus": "Approved",
           *           "ruleCount": 3,
           *           "createdBy": "clientadmin@portico.test",
           *           "createdAt": "2025-08-15T09:00:00.000Z"
           *         },
           *         {
           *           "id": "pol-cmp-03-1-v1",
           *           "policyId": "pol-cmp-03-1",
           *           "versionNumber": 1,
           *           "reviewStatus": "Approved",
           *           "ruleCount": 2,
           *           "createdBy": "superadmin@portico.test",
           *           "createdAt": "2025-07-26T09:00:00.000Z"
           *         }
           *       ],
           *       "total": 3
           *     }
           */
          'application/json': components['schemas']['RetentionPolicyVersionPage'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  renameRetentionPolicy: {
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
         *       "companyId": "cmp-03",
         *       "policyId": "pol-cmp-03-3",
         *       "name": "Member correspondence clean-up"
         *     }
         */
        'application/json': components['schemas']['RetentionPolicyRename'];
      };
    };
    responses: {
      /** @description The policy at its current version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "policyId": "pol-cmp-03-3",
           *       "policyVersionId": "pol-cmp-03-3-v2",
           *       "companyId": "cmp-03",
           *       "productId": "prd-data-uploader",
           *       "productName": "Data Uploader",
           *       "name": "Member correspondence clean-up",
           *       "status": "ApprovalPending",
           *       "currentVersionId": "pol-cmp-03-3-v2",
           *       "versionNumber": 2,
           *       "reviewStatus": "ApprovalPending",
           *       "rules": [
           *         {
           *           "id": "pol-cmp-03-3-v2-r1",
           *           "categoryId": "cat-member-personal",
           *           "retentionPeriod": 2920,
           *           "retentionUnit": "Days",
           *           "trigger": "MemberLeaving",
           *           "action": "Anonymise"
           *         },
           *         {
           *           "id": "pol-cmp-03-3-v2-r2",
           *           "categoryId": "cat-correspondence",
           *           "retentionPeriod": 730,
           *           "retentionUnit": "Days",
           *           "trigger": "LastActivity",
           *           "action": "Delete"
           *         }
           *       ],
           *       "createdBy": "clientadmin@portico.test",
           *       "createdAt": "2025-08-15T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['RetentionPolicyVersion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      /** @description Another policy of the company has this name. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "message": "A policy with this name already exists.",
           *       "errors": {
           *         "name": [
           *           "A policy with this name already exists."
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
  updateRetentionPolicyRules: {
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
         *       "companyId": "cmp-03",
         *       "policyId": "pol-cmp-03-2",
         *       "draft": true,
         *       "rules": [
         *         {
         *           "categoryId": "cat-contributions",
         *           "retentionPeriod": 2190,
         *           "retentionUnit": "Days",
         *           "trigger": "SchemeWindUp",
         *           "action": "Delete"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['RetentionPolicyRulesInput'];
      };
    };
    responses: {
      /** @description The policy at its new version. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "policyId": "pol-cmp-03-2",
           *       "policyVersionId": "pol-cmp-03-2-v2",
           *       "companyId": "cmp-03",
           *       "productId": "prd-employer-hub",
           *       "productName": "Employer Hub",
           *       "name": "Leavers and deferred members",
           *       "status": "Draft",
           *       "currentVersionId": "pol-cmp-03-2-v2",
           *       "versionNumber": 2,
           *       "reviewStatus": "Draft",
           *       "rules": [
           *         {
           *           "id": "pol-cmp-03-2-v2-r1",
           *           "categoryId": "cat-contributions",
           *           "retentionPeriod": 2190,
           *           "retentionUnit": "Days",
           *           "trigger": "SchemeWindUp",
           *           "action": "Delete"
           *         }
           *       ],
           *       "createdBy": "superadmin@portico.test",
           *       "createdAt": "2026-01-12T09:30:00.000Z"
           *     }
           */
          'application/json': components['schemas']['RetentionPolicyVersion'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  listEmailConfigurations: {
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
      /** @description One page of configurations; `Content-Range` gives its place in the whole. */
      200: {
        headers: {
          'Content-Range': components['headers']['ContentRange'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "eml-cmp-02-1",
           *         "companyId": "cmp-02",
           *         "name": "Main member communications",
           *         "senderAddress": "pensions@penninebuildingsociety.co.uk",
           *         "replyToAddress": "pensions-replies@penninebuildingsociety.co.uk",
           *         "channel": "Main",
           *         "variant": "Default",
           *         "status": "Active",
           *         "createdAt": "2025-10-08T09:00:00.000Z"
           *       },
           *       {
           *         "id": "eml-cmp-02-2",
           *         "companyId": "cmp-02",
           *         "name": "Welsh member communications",
           *         "senderAddress": "pensions@penninebuildingsociety.co.uk",
           *         "replyToAddress": "pensions-replies@penninebuildingsociety.co.uk",
           *         "channel": "Welsh",
           *         "variant": "Alternative",
           *         "status": "Draft",
           *         "createdAt": "2025-10-09T09:00:00.000Z"
           *       }
           *     ]
           */
          'application/json': components['schemas']['EmailConfiguration'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createEmailConfiguration: {
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
         *       "name": "Welsh member communications",
         *       "senderAddress": "Pensions@ThamesValleyLogistics.co.uk",
         *       "replyToAddress": "pensions-replies@thamesvalleylogistics.co.uk",
         *       "channel": "Welsh",
         *       "variant": "Default"
         *     }
         */
        'application/json': components['schemas']['EmailConfigurationInput'];
      };
    };
    responses: {
      /** @description The configuration as stored. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "eml-new-0001",
           *       "companyId": "cmp-01",
           *       "name": "Welsh member communications",
           *       "senderAddress": "pensions@thamesvalleylogistics.co.uk",
           *       "replyToAddress": "pensions-replies@thamesvalleylogistics.co.uk",
           *       "channel": "Welsh",
           *       "variant": "Default",
           *       "status": "Draft",
           *       "createdAt": "2026-01-12T09:30:00.000Z"
           *     }
           */
          'application/json': components['schemas']['EmailConfiguration'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['TooLarge'];
    };
  };
  getEmailConfiguration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The configuration's id.
         * @example eml-cmp-01-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The configuration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "eml-cmp-01-1",
           *       "companyId": "cmp-01",
           *       "name": "Main member communications",
           *       "senderAddress": "pensions@thamesvalleylogistics.co.uk",
           *       "replyToAddress": "pensions-replies@thamesvalleylogistics.co.uk",
           *       "channel": "Main",
           *       "variant": "Default",
           *       "status": "Active",
           *       "createdAt": "2025-10-04T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['EmailConfiguration'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateEmailConfiguration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The configuration's id.
         * @example eml-cmp-01-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "ApprovalPending"
         *     }
         */
        'application/json': components['schemas']['EmailConfigurationUpdate'];
      };
    };
    responses: {
      /** @description The configuration as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "eml-cmp-02-2",
           *       "companyId": "cmp-02",
           *       "name": "Welsh member communications",
           *       "senderAddress": "pensions@penninebuildingsociety.co.uk",
           *       "replyToAddress": "pensions-replies@penninebuildingsociety.co.uk",
           *       "channel": "Welsh",
           *       "variant": "Alternative",
           *       "status": "ApprovalPending",
           *       "createdAt": "2025-10-09T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['EmailConfiguration'];
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
  deleteEmailConfiguration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The configuration's id.
         * @example eml-cmp-01-1
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted configuration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "eml-cmp-03-3",
           *       "companyId": "cmp-03",
           *       "name": "NonUK member communications",
           *       "senderAddress": "pensions@severnestuaryports.co.uk",
           *       "replyToAddress": "pensions-replies@severnestuaryports.co.uk",
           *       "channel": "NonUK",
           *       "variant": "Alternative",
           *       "status": "ApprovalPending",
           *       "createdAt": "2025-10-14T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['EmailConfiguration'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  listThirdPartyIntegrations: {
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
      /** @description One page of integrations; `Content-Range` gives its place in the whole. */
      200: {
        headers: {
          'Content-Range': components['headers']['ContentRange'];
          [name: string]: unknown;
        };
        content: {
          /**
           * @example [
           *       {
           *         "id": "tpi-001",
           *         "name": "HMRC Relief at Source",
           *         "provider": "HM Revenue & Customs",
           *         "companyId": null,
           *         "environment": {
           *           "name": "Production",
           *           "baseUrl": "https://api.service.hmrc.gov.uk",
           *           "authScheme": "Bearer"
           *         },
           *         "status": "Enabled",
           *         "createdAt": "2025-03-18T09:00:00.000Z"
           *       },
           *       {
           *         "id": "tpi-003",
           *         "name": "Tracing service",
           *         "provider": "Experian",
           *         "companyId": "cmp-01",
           *         "environment": {
           *           "name": "Production",
           *           "baseUrl": "https://tracing.example.co.uk",
           *           "authScheme": "Basic"
           *         },
           *         "status": "Enabled",
           *         "createdAt": "2025-10-14T09:00:00.000Z"
           *       }
           *     ]
           */
          'application/json': components['schemas']['ThirdPartyIntegration'][];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
    };
  };
  createThirdPartyIntegration: {
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
         *       "name": "Member screening",
         *       "provider": "LexisNexis Risk Solutions",
         *       "companyId": "cmp-02",
         *       "environment": {
         *         "name": "Test",
         *         "baseUrl": "https://screening.example.org",
         *         "authScheme": "Bearer"
         *       },
         *       "status": "Enabled"
         *     }
         */
        'application/json': components['schemas']['ThirdPartyIntegrationInput'];
      };
    };
    responses: {
      /** @description The integration as stored. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "tpi-new-0001",
           *       "name": "Member screening",
           *       "provider": "LexisNexis Risk Solutions",
           *       "companyId": "cmp-02",
           *       "environment": {
           *         "name": "Test",
           *         "baseUrl": "https://screening.example.org",
           *         "authScheme": "Bearer"
           *       },
           *       "status": "Enabled",
           *       "createdAt": "2026-01-12T09:30:00.000Z"
           *     }
           */
          'application/json': components['schemas']['ThirdPartyIntegration'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['TooLarge'];
    };
  };
  getThirdPartyIntegration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The integration's id.
         * @example tpi-001
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The integration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "tpi-004",
           *       "name": "Annuity broking",
           *       "provider": "Retirement Line",
           *       "companyId": "cmp-03",
           *       "environment": {
           *         "name": "Test",
           *         "baseUrl": "https://annuities.example.co.uk",
           *         "authScheme": "Basic"
           *       },
           *       "status": "Disabled",
           *       "createdAt": "2025-11-28T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['ThirdPartyIntegration'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  updateThirdPartyIntegration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The integration's id.
         * @example tpi-001
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "environment": {
         *         "baseUrl": "https://api.annuities.example.co.uk"
         *       }
         *     }
         */
        'application/json': components['schemas']['ThirdPartyIntegrationUpdate'];
      };
    };
    responses: {
      /** @description The integration as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "tpi-004",
           *       "name": "Annuity broking",
           *       "provider": "Retirement Line",
           *       "companyId": "cmp-03",
           *       "environment": {
           *         "name": "Test",
           *         "baseUrl": "https://api.annuities.example.co.uk",
           *         "authScheme": "Basic"
           *       },
           *       "status": "Disabled",
           *       "createdAt": "2025-11-28T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['ThirdPartyIntegration'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['TooLarge'];
    };
  };
  deleteThirdPartyIntegration: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The integration's id.
         * @example tpi-001
         */
        id: components['schemas']['Id'];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The deleted integration. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "tpi-002",
           *       "name": "Pensions Dashboards connection",
           *       "provider": "Pensions Dashboards Programme",
           *       "companyId": null,
           *       "environment": {
           *         "name": "Test",
           *         "baseUrl": "https://sandbox.dashboards.example.org",
           *         "authScheme": "Bearer"
           *       },
           *       "status": "Enabled",
           *       "createdAt": "2025-09-14T09:00:00.000Z"
           *     }
           */
          'application/json': components['schemas']['ThirdPartyIntegration'];
        };
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
}
