/**
 * The seed at scale, for `npm run bench:scale` (issue 12): `PORTICO_SANDBOX_SCALE=users=100000,companies=5000` adds
 * generated companies and people on top of the usual seed until there are that many, so the portal can be measured
 * against a client base the size of a large administrator's. Everything the README names stays as it was.
 */
import type { Company, Store, User } from '../types';
import { TENANT_DEMO } from './tenants';
import { daysBefore } from './random';

export interface Scale {
  users?: number;
  companies?: number;
}

/** `users=100000,companies=5000` → `{ users: 100000, companies: 5000 }`; anything else is ignored. */
export const parseScale = (text: string | undefined): Scale => {
  const scale: Scale = {};
  for (const part of (text ?? '').split(',')) {
    const [key, value] = part.split('=').map((s) => s.trim());
    const n = Number(value);
    if ((key === 'users' || key === 'companies') && Number.isInteger(n) && n > 0) scale[key] = n;
  }
  return scale;
};

const PLACES = ['Ashford', 'Barnsley', 'Carlisle', 'Dundee', 'Exeter', 'Falkirk', 'Gloucester', 'Hereford', 'Inverness', 'Kendal'];
const TRADES = ['Haulage', 'Engineering', 'Foods', 'Textiles', 'Building Society', 'Logistics', 'Printing', 'Care Homes', 'Brewery'];
const FIRST = ['Alex', 'Bea', 'Cerys', 'Dev', 'Eilidh', 'Femi', 'Gwen', 'Hamza', 'Ines', 'Jonah', 'Kit', 'Lowri', 'Mo', 'Nia'];
const LAST = ['Ashworth', 'Brennan', 'Cartwright', 'Dhillon', 'Ellison', 'Fairclough', 'Gallagher', 'Holroyd', 'Iqbal', 'Jowett'];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

/** Adds generated companies, then people, until the store holds as many as `scale` asks. */
export const applyScale = (store: Store, scale: Scale): void => {
  const template = store.companies.find((c) => c.setupCompleteness === 'Available' && c.tenantId === TENANT_DEMO)!;
  const generatedCompanies: Company[] = [];
  for (let n = store.companies.length + 1; n <= (scale.companies ?? 0); n++) {
    const name = `${pick(PLACES, n)} ${pick(TRADES, Math.floor(n / PLACES.length))} ${String(n).padStart(5, '0')} Ltd`;
    generatedCompanies.push({
      ...template,
      id: `cmp-s${String(n).padStart(5, '0')}`,
      name,
      companyNumber: String(10_000_000 + n),
      userDefaultSchemeAccess: {},
      createdAt: daysBefore(n % 365),
    });
  }
  store.companies.push(...generatedCompanies);
  const homes = generatedCompanies.length > 0 ? generatedCompanies : store.companies.filter((c) => c.tenantId === TENANT_DEMO);
  const userTemplate = store.users.find((u) => u.email === 'manager@portico.test')!;
  for (let n = store.users.length + 1; n <= (scale.users ?? 0); n++) {
    const firstName = pick(FIRST, n);
    const lastName = pick(LAST, Math.floor(n / FIRST.length));
    const home = pick(homes, n);
    const user: User = {
      ...userTemplate,
      id: `usr-s${String(n).padStart(6, '0')}`,
      email: `${firstName}.${lastName}.${n}@scale.portico.test`.toLowerCase(),
      firstName,
      lastName,
      phone: null,
      role: n % 3 === 0 ? 'ClientPortal_Analyst' : 'ClientPortal_Manager',
      tenantIds: [home.tenantId],
      companyIds: [home.id],
      mfaSecret: null,
      createdAt: daysBefore(n % 700),
      lastLoginAt: daysBefore(n % 30),
    };
    store.users.push(user);
  }
};
