/**
 * A data-access request's statuses in spec 3.2's "Second access status" order, the life of a request: waiting, then
 * decided (Rejected, or Active once approved), then ended (Revoked early, or Expired). The same five values as the
 * wire's Access request status (contract: AccessRequestStatus); every list and filter offers them in this order.
 */
export const ACCESS_STATUSES = ['Pending', 'Rejected', 'Active', 'Revoked', 'Expired'] as const;
