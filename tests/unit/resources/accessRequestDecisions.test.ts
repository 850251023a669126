import { describe, expect, it } from 'vitest';
import { DECISIONS } from '../../../resources/accessRequestDecisions';

const offered = (record: Record<string, unknown>, userId: string | undefined) =>
  DECISIONS.allowed({ id: 'acr-1', requesterId: 'usr-analyst', status: 'Pending', ...record }, userId);
const byClientAdmin = (record: Record<string, unknown>) => offered(record, 'usr-clientadmin');

describe('access request decisions', () => {
  it('offers the moves the gateway accepts: a pending request approved or rejected, an approval revoked', () => {
    expect(byClientAdmin({ approvalStatus: 'Pending' })).toEqual(['Approved', 'Rejected']);
    expect(byClientAdmin({ approvalStatus: 'Approved', status: 'Active' })).toEqual(['Revoked']);
    expect(byClientAdmin({ approvalStatus: 'Rejected', status: 'Rejected' })).toEqual([]);
    expect(byClientAdmin({ approvalStatus: 'Revoked', status: 'Revoked' })).toEqual([]);
  });

  it("offers nothing on the user's own request, once an approval has run out, or before the user is known", () => {
    expect(byClientAdmin({ approvalStatus: 'Pending', requesterId: 'usr-clientadmin' })).toEqual([]);
    expect(byClientAdmin({ approvalStatus: 'Approved', status: 'Expired' })).toEqual([]);
    expect(offered({ approvalStatus: 'Pending' }, undefined)).toEqual([]);
  });
});
