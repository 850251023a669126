import { describe, expect, it } from 'vitest';
import {
  companyOnlyModules,
  demoModules,
  moduleAddress,
  toTiles,
  visibleModules,
  type Module,
} from '../../../src/portal/dashboard/modules';

const module = (id: string, extra: Partial<Module> = {}): Module => ({
  id,
  name: id,
  domainPrefix: null,
  url: null,
  description: null,
  logoUrl: null,
  ...extra,
});

describe('module addresses', () => {
  it('uses the current protocol and the prefix as a sub-domain of the product domain', () => {
    expect(moduleAddress(module('m', { domainPrefix: 'members', url: 'https://ignored.example' }), 'portico.example', 'https:')).toBe(
      'https://members.portico.example',
    );
  });

  it('falls back to the url, and has none without either', () => {
    expect(moduleAddress(module('m', { url: 'https://pensions.example.org' }), 'x', 'https:')).toBe('https://pensions.example.org');
    expect(moduleAddress(module('m'), 'x', 'https:')).toBeNull();
  });
});

describe('tiles', () => {
  const modules = [
    module('zeta', { name: 'Zeta reporting', domainPrefix: 'zeta' }),
    module('alpha', { name: 'Alpha member portal', url: '/members' }),
    module('noaddress', { name: 'Nowhere' }),
    module('up', { name: 'Uploader', domainPrefix: 'datauploader' }),
    module('wr', { name: 'Web reporting', domainPrefix: 'webreporting' }),
    module('db', { name: 'Dashboards', url: 'https://dashboards.example.com' }),
    module('untitled', { name: null, domainPrefix: 'misc', logoUrl: 'javascript:alert(1)' }),
  ];

  it('drops modules without an address and the hidden ones, sorts by title, defaults the title to N/A', () => {
    const tiles = toTiles(modules, 'localhost', 'N/A');
    expect(tiles.map((t) => t.title)).toEqual(['Alpha member portal', 'N/A', 'Zeta reporting']);
  });

  it('marks http addresses external and refuses unsafe logos', () => {
    const tiles = toTiles(modules, 'localhost', 'N/A');
    expect(tiles.find((t) => t.id === 'zeta')?.external).toBe(true);
    expect(tiles.find((t) => t.id === 'alpha')?.external).toBe(false);
    expect(tiles.find((t) => t.id === 'untitled')?.logoUrl).toBeNull();
  });
});

describe('module visibility', () => {
  const all = [module('a'), module('b'), module('c')];
  const entries = [
    { productId: 'a', companyId: 'c1' },
    { productId: 'b', companyId: 'c2' },
  ];

  it('shows SuperAdmin and Support every module', () => {
    expect(visibleModules(all, 'SuperAdmin', [], 'c1')).toHaveLength(3);
    expect(visibleModules(all, 'Support', [], undefined)).toHaveLength(3);
  });

  it('shows others the modules with an access entry for the current company', () => {
    expect(visibleModules(all, 'ClientPortal_ClientAdmin', entries, 'c1').map((m) => m.id)).toEqual(['a']);
    expect(visibleModules(all, 'ClientPortal_Viewer', entries, 'c3')).toEqual([]);
  });

  it('leaves visible modules out of the demo list', () => {
    expect(demoModules([module('a'), module('c')], [module('a')]).map((m) => m.id)).toEqual(['c']);
  });

  it('never offers a demo of a module the company already has, and lists those the user lacks apart', () => {
    const companyHas = [module('a'), module('b')];
    expect(demoModules([module('a'), module('b'), module('c')], [module('a')], companyHas).map((m) => m.id)).toEqual(['c']);
    expect(companyOnlyModules(companyHas, [module('a')]).map((m) => m.id)).toEqual(['b']);
    expect(companyOnlyModules(companyHas, companyHas)).toEqual([]);
  });
});
