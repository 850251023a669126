import { ADMIN_READERS, ADMINISTRATORS, canSeeCompany } from './access-rules';
import { asGatewayUser } from './auth';
import { getStore } from './store';
import type { RoleName, User } from './types';

/**
 * The live-event bus (issue 26; contract/portal/events.yaml): handlers `publish` what changed, the stream handler
 * (handlers/events.ts) sends it to each subscriber allowed to see it. Kept in memory, as the rest of the sandbox.
 */

/** A record kind that publishes events; its topic is the plural (`accessRequest` → `accessRequests`). */
export type LiveResource = 'accessRequest' | 'onboardingFile';
export type LiveTopic = `${LiveResource}s`;

/**
 * Who may read each topic at all: the roles that read the resource itself, judged as its service judges them (access
 * requests are the data gateway's, read under the user's data-gateway role).
 */
const TOPICS: Record<LiveTopic, { roles: readonly RoleName[]; service: 'portal' | 'gateway' }> = {
  accessRequests: { roles: ADMINISTRATORS, service: 'gateway' },
  onboardingFiles: { roles: ADMIN_READERS, service: 'portal' },
};
export const isLiveTopic = (value: string): value is LiveTopic => Object.hasOwn(TOPICS, value);

export interface Publication {
  resource: LiveResource;
  /** The record's id. */
  id: string;
  /** The record's company: a subscriber receives the event only if it may see this company. */
  companyId: string;
  /** The event's name after the resource's: `created`, `withdrawn`, `decided`, `progress`… */
  type: string;
  /** Sent as the event's `payload`: what a client needs to say what happened, never more than the record shows. */
  data?: Record<string, unknown>;
  /** A narrower rule than the company's (an access request's requester or deciders), asked per subscriber per event. */
  visibleTo?: (user: User) => boolean;
}

export interface LiveEvent extends Publication {
  /** The stream's `id:`, increasing; a client resumes after it with `Last-Event-ID`. */
  seq: number;
  topic: LiveTopic;
}

/** How many recent events are kept for `Last-Event-ID` resumption. */
export const KEPT_EVENTS = 500;
const recent: LiveEvent[] = [];
let lastSeq = 0;
const listeners = new Set<(event: LiveEvent) => void>();

/**
 * Tells every subscriber allowed to see it that a record changed, e.g.
 * `publish({ resource: 'onboardingFile', id, companyId, type: 'progress', data: { done, total } })` sends
 * `event: onboardingFile.progress` to subscribers of `onboardingFiles`. Never throws into the handler that calls it.
 */
export const publish = (publication: Publication): void => {
  const event: LiveEvent = { ...publication, seq: ++lastSeq, topic: `${publication.resource}s` };
  recent.push(event);
  if (recent.length > KEPT_EVENTS) recent.shift();
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      console.error('A live-event subscriber failed:', error);
    }
  }
};

/** Calls `listener` with every event published from now on; returns the way to stop. */
export const onPublished = (listener: (event: LiveEvent) => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The kept events after `seq`, or `undefined` when some of them are no longer kept (the client must read again). */
export const eventsAfter = (seq: number): LiveEvent[] | undefined => {
  if (seq >= lastSeq) return [];
  const oldest = recent[0]?.seq ?? lastSeq + 1;
  return seq + 1 < oldest ? undefined : recent.filter((e) => e.seq > seq);
};

/** The user as the topic's service judges it, or null when that service would refuse it whatever the record. */
const judgedAs = (user: User, topic: LiveTopic): User | null => {
  const judged = TOPICS[topic].service === 'gateway' ? asGatewayUser(user) : user;
  return judged && TOPICS[topic].roles.includes(judged.role) ? judged : null;
};

export const mayReadTopic = (user: User, topic: LiveTopic) => judgedAs(user, topic) !== null;

/**
 * Whether `userId` may receive `event` now: the user as stored at this moment (a role or company taken away, or the
 * user gone, stops the events), the topic's roles, the company, and the publisher's narrower rule.
 */
export const mayReceive = (userId: string, event: LiveEvent): boolean => {
  const stored = getStore().users.find((u) => u.id === userId);
  const user = stored && judgedAs(stored, event.topic);
  return !!user && canSeeCompany(user, event.companyId) && (event.visibleTo ? event.visibleTo(user) : true);
};

/** The `data:` of an event on the wire (contract schema LiveEvent). */
export const wireData = (event: LiveEvent) => ({
  companyId: event.companyId,
  resource: event.resource,
  id: event.id,
  payload: event.data ?? {},
});
