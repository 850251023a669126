// @vitest-environment node
/** The data publish configuration (spec 2.4 /data/publish/configuration; contract/gateway/dataPublish.yaml). */
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { GATEWAY, get, post, tokenFor } from './helpers';

describe('data publish configuration', () => {
  it('reads the one configuration with its last job', async () => {
    const res = await get(`${GATEWAY}/data-publish/configuration`, await tokenFor('support@portico.test'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(getStore().dataPublishConfiguration);
  });

  it('changes what is sent, keeps the rest and the last job, and stamps the change', async () => {
    const before = structuredClone(getStore().dataPublishConfiguration);
    const res = await post(
      `${GATEWAY}/data-publish/configuration`,
      { limitType: 'Files', limitValue: 50, notifyEmail: 'publishing@portico.test' },
      await tokenFor('superadmin@portico.test'),
      'PUT',
    );
    expect(res.status).toBe(200);
    const stored = getStore().dataPublishConfiguration;
    expect(stored).toEqual({
      ...before,
      limitType: 'Files',
      limitValue: 50,
      notifyEmail: 'publishing@portico.test',
      updatedAt: expect.any(String),
    });
    expect(stored.updatedAt > before.updatedAt).toBe(true);
    expect(await res.json()).toEqual(stored);
  });
});
