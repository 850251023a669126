// @vitest-environment node
/**
 * Data-retention policies of a company (spec 2.4, 7 "Data retention"; contract/gateway/retention.yaml): the reads
 * behind the policy pages and the changes, each leaving a version and an audit entry.
 */
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { GATEWAY, get, post, tokenFor } from './helpers';

const RULE = { categoryId: 'cat-contributions', retentionPeriod: 6, retentionUnit: 'Days', trigger: 'MemberLeaving', action: 'Delete' };
const patch = (path: string, body: unknown, token: string) => post(`${GATEWAY}${path}`, body, token, 'PATCH');

describe('retention reads', () => {
  it('lists the categories a rule may name', async () => {
    const res = await get(`${GATEWAY}/data-retention/categories`, await tokenFor('clientadmin@portico.test'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(getStore().retentionCategories);
  });

  it("offers a new policy only the company's modules that have none yet", async () => {
    // cmp-02 has five modules; its two policies cover Member Portal and Employer Hub.
    const res = await get(`${GATEWAY}/data-retention/availableProducts?companyId=cmp-02`, await tokenFor('clientadmin@portico.test'));
    expect(await res.json()).toEqual([
      { id: 'prd-data-uploader', name: 'Data Uploader' },
      { id: 'prd-retirement-modeller', name: 'Retirement Modeller' },
      { id: 'prd-trustee-academy', name: 'Trustee Academy' },
    ]);
  });

  it("pages a policy's versions newest first, with how many rules each has", async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const res = await get(`${GATEWAY}/data-retention/search/versions?companyId=cmp-02&policyId=pol-cmp-02-1&page=1&perPage=1`, token);
    expect(await res.json()).toEqual({
      items: [expect.objectContaining({ id: 'pol-cmp-02-1-v2', versionNumber: 2, ruleCount: 3, reviewStatus: 'Approved' })],
      total: 2,
    });
  });

  it('reads one version of a policy with its rules', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const res = await get(`${GATEWAY}/data-retention/pol-cmp-02-1/versions/pol-cmp-02-1-v1/company/cmp-02`, token);
    const stored = getStore().retentionVersions.find((v) => v.id === 'pol-cmp-02-1-v1')!;
    expect(await res.json()).toMatchObject({
      policyId: 'pol-cmp-02-1',
      policyVersionId: 'pol-cmp-02-1-v1',
      companyId: 'cmp-02',
      name: 'Standard member data retention',
      versionNumber: 1,
      rules: stored.rules,
    });
  });

  it("lists the company's retention audit, newest first", async () => {
    const res = await get(`${GATEWAY}/data-retention/audits?companyId=cmp-02`, await tokenFor('clientadmin@portico.test'));
    const page = (await res.json()) as { items: { id: string }[]; total: number };
    expect(page.total).toBe(4);
    expect(page.items.map((a) => a.id)).toEqual(['rau-pol-cmp-02-2-2', 'rau-pol-cmp-02-1-2', 'rau-pol-cmp-02-1-1', 'rau-pol-cmp-02-2-1']);
  });
});

describe('retention changes', () => {
  it('creates a policy awaiting approval at version 1, and records it in the audit', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const res = await post(
      `${GATEWAY}/data-retention`,
      { companyId: 'cmp-02', productId: 'prd-data-uploader', name: 'Uploaded files', rules: [RULE] },
      token,
    );
    expect(res.status).toBe(201);
    const created = (await res.json()) as { policyId: string; policyVersionId: string };
    expect(created).toMatchObject({ companyId: 'cmp-02', productId: 'prd-data-uploader', versionNumber: 1, status: 'ApprovalPending' });
    const store = getStore();
    expect(store.retentionPolicies.find((p) => p.id === created.policyId)).toMatchObject({
      name: 'Uploaded files',
      currentVersionId: created.policyVersionId,
    });
    expect(store.retentionVersions.find((v) => v.id === created.policyVersionId)!.rules).toEqual([
      { id: `${created.policyVersionId}-r1`, ...RULE },
    ]);
    expect(store.retentionAudits.at(-1)).toMatchObject({
      policyId: created.policyId,
      action: 'Create',
      changedBy: 'clientadmin@portico.test',
    });
    // The module now has a policy, so it is no longer offered.
    const available = await get(`${GATEWAY}/data-retention/availableProducts?companyId=cmp-02`, token);
    expect(((await available.json()) as { id: string }[]).map((p) => p.id)).not.toContain('prd-data-uploader');
  });

  it('renames a policy without a new version, and says from what in the audit', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const res = await patch(
      '/data-retention/update-name',
      { companyId: 'cmp-02', policyId: 'pol-cmp-02-1', name: 'Member records' },
      token,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ policyId: 'pol-cmp-02-1', name: 'Member records', versionNumber: 2 });
    const store = getStore();
    expect(store.retentionPolicies.find((p) => p.id === 'pol-cmp-02-1')!.name).toBe('Member records');
    expect(store.retentionVersions.filter((v) => v.policyId === 'pol-cmp-02-1')).toHaveLength(2);
    expect(store.retentionAudits.at(-1)).toMatchObject({ action: 'Update', details: 'Renamed from "Standard member data retention".' });
  });
});
