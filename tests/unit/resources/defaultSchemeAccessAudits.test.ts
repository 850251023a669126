import { describe, expect, it } from 'vitest';
import defaultSchemeAccessAudits from '../../../resources/defaultSchemeAccessAudits';
import { createDataProvider } from '../../../src/framework/dataProvider';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { signInAs } from '../support/session';

const dataProvider = createDataProvider([defaultSchemeAccessAudits]);

describe('default scheme access audit: pages the contract allows', () => {
  it('reads a page larger than the 500 the search answers in pages of 500, so no change is lost', async () => {
    await signInAs('superadmin@portico.test');
    const store = getStore();
    const companyId = store.companies[0]!.id;
    for (let i = 0; i < 520; i++) {
      store.defaultSchemeAccessAudits.push({
        id: `dsa-many-${i}`,
        companyId,
        event: i % 2 ? 'EnabledFeature' : 'DisabledFeature',
        userId: null,
        changedBy: 'superadmin@portico.test',
        occurredAt: new Date(Date.UTC(2020, 0, 1, 0, i)).toISOString(),
      });
    }
    const held = store.defaultSchemeAccessAudits.filter((a) => a.companyId === companyId).length;
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).searchParams.toString()));

    const page = await dataProvider.getList('defaultSchemeAccessAudits', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'occurredAt', order: 'DESC' },
      filter: {},
      meta: { params: { companyId } },
    });

    expect(seen.map((query) => new URLSearchParams(query).get('perPage'))).toEqual(['500', '500']);
    expect(page.total).toBe(held);
    expect(page.data).toHaveLength(Math.min(held, 1000));
    expect(new Set(page.data.map((entry) => entry.id)).size).toBe(page.data.length);
  });
});
