import type { Company, Invitation, RoleName, User, UserStatus } from '../types';
import { companyEmailDomain, companyId } from './companies';
import { TENANT_DEMO, TENANT_HARBOUR, TENANT_NORTHERN } from './tenants';
import { createRandom, daysBefore, pad } from './random';

/** Stands for the demo password `Portico#Demo2026`; auth.ts derives its hash once per process. */
export const SEEDED_PASSWORD = 'seeded$demo-password';
export const DEMO_PASSWORD = 'Portico#Demo2026';
export const SEEDED_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export const NEWJOINER_INVITATION_TOKEN = '9f1c2e7a4b6d48e0a3c5f7b9d1e3a5c7';
const ALL_TENANTS = [TENANT_DEMO, TENANT_NORTHERN, TENANT_HARBOUR];

interface Account {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: RoleName;
  status?: UserStatus;
  companies?: number[];
  tenantIds?: string[];
  password?: boolean;
  mfaSecret?: string;
  mfaRequired?: boolean;
  phone?: string;
  dataGatewayRole?: User['dataGatewayRole'];
}

/** The accounts named in the README; ids are stable so other code and tests may refer to them. */
const ACCOUNTS: Account[] = [
  {
    id: 'usr-superadmin',
    email: 'superadmin@portico.test',
    firstName: 'Eleanor',
    lastName: 'Whitfield',
    role: 'SuperAdmin',
    phone: '+44 7700900101',
  },
  { id: 'usr-support', email: 'support@portico.test', firstName: 'Daniel', lastName: 'Okoro', role: 'Support', phone: '+44 7700900102' },
  {
    id: 'usr-analyst',
    email: 'analyst@portico.test',
    firstName: 'Priya',
    lastName: 'Chandra',
    role: 'ClientPortal_Analyst',
    companies: [1, 3, 4],
  },
  { id: 'usr-viewer', email: 'viewer@portico.test', firstName: 'George', lastName: 'Hargreaves', role: 'ClientPortal_Viewer' },
  {
    id: 'usr-clientadmin',
    email: 'clientadmin@portico.test',
    firstName: 'Charlotte',
    lastName: 'Pemberton',
    role: 'ClientPortal_ClientAdmin',
    companies: [1, 2],
    phone: '+44 7700900105',
  },
  {
    id: 'usr-manager',
    email: 'manager@portico.test',
    firstName: 'James',
    lastName: 'Thornton',
    role: 'ClientPortal_Manager',
    companies: [2],
  },
  { id: 'usr-sftp', email: 'sftp@portico.test', firstName: 'Aisha', lastName: 'Begum', role: 'ClientPortal_SftpOnly', companies: [5] },
  {
    id: 'usr-mfa',
    email: 'mfa@portico.test',
    firstName: 'Hannah',
    lastName: 'Lloyd',
    role: 'ClientPortal_ClientAdmin',
    companies: [6, 7],
    mfaSecret: SEEDED_TOTP_SECRET,
  },
  {
    id: 'usr-mfa-setup',
    email: 'mfa-setup@portico.test',
    firstName: 'Oliver',
    lastName: 'Bennett',
    role: 'ClientPortal_Analyst',
    companies: [3],
    mfaRequired: true,
  },
  {
    id: 'usr-invited',
    email: 'invited@portico.test',
    firstName: 'Sophie',
    lastName: 'Clarke',
    role: 'ClientPortal_Manager',
    companies: [2],
    status: 'Invited',
  },
  {
    id: 'usr-outsider',
    email: 'outsider@portico.test',
    firstName: 'Callum',
    lastName: 'Reid',
    role: 'ClientPortal_ClientAdmin',
    companies: [24],
  },
  {
    id: 'usr-newjoiner',
    email: 'newjoiner@portico.test',
    firstName: 'Emily',
    lastName: 'Watson',
    role: 'ClientPortal_Analyst',
    companies: [1],
    status: 'Invited',
    password: false,
  },
];

/**
 * A README account added after the generated people, so their order and seeded dates stay as they were: an Analyst
 * in the portal who only reads in the data gateway (spec 6: the two roles may differ).
 */
const DATA_VIEWER: Account = {
  id: 'usr-data-viewer',
  email: 'dataviewer@portico.test',
  firstName: 'Tomasz',
  lastName: 'Nowak',
  role: 'ClientPortal_Analyst',
  dataGatewayRole: 'DataGateway_Viewer',
  companies: [3],
};

const FIRST = [
  'Oliver',
  'Amelia',
  'Harry',
  'Isla',
  'Jack',
  'Ava',
  'Charlie',
  'Mia',
  'Thomas',
  'Grace',
  'William',
  'Freya',
  'Alfie',
  'Lily',
  'Joshua',
  'Evie',
  'Rhys',
  'Megan',
  'Ewan',
  'Catriona',
  'Imran',
  'Zara',
  'Kwame',
  'Niamh',
  'Declan',
  'Bethan',
  'Arjun',
  'Rosie',
  'Fraser',
  'Holly',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Evans',
  'Davies',
  'Thomas',
  'Roberts',
  'Walker',
  'Wright',
  'Hughes',
  'Edwards',
  'Green',
  'Hall',
  'Wood',
  'Harris',
  'Campbell',
  'Stewart',
  'Khan',
  'Ahmed',
  'Murphy',
  'Kelly',
  'Mensah',
  'Patel',
  'Morgan',
  'Price',
  'Baker',
  'Cooper',
];
const GENERATED_ROLES: RoleName[] = [
  'ClientPortal_ClientAdmin',
  'ClientPortal_Manager',
  'ClientPortal_Analyst',
  'ClientPortal_Manager',
  'ClientPortal_Viewer',
  'ClientPortal_SftpOnly',
  'ClientPortal_Manager',
  'ClientPortal_ClientAdmin',
  'Support',
  'ClientPortal_Manager',
  'SuperAdmin',
];
const GENERATED_COUNT = 54;

const tenantsOf = (companies: Company[], ids: string[]) => [...new Set(companies.filter((c) => ids.includes(c.id)).map((c) => c.tenantId))];

export interface PeopleSeed {
  users: User[];
  invitations: Invitation[];
}

export const seedPeople = (companies: Company[], now: number): PeopleSeed => {
  const random = createRandom(1948);
  const users: User[] = [];
  const invitations: Invitation[] = [];
  const base = (a: Account, index: number): User => {
    const companyIds = (a.companies ?? []).map(companyId);
    const internal = a.role === 'SuperAdmin' || a.role === 'Support' || a.role === 'ClientPortal_Viewer';
    return {
      id: a.id,
      email: a.email,
      firstName: a.firstName,
      lastName: a.lastName,
      phone: a.phone ?? null,
      role: a.role,
      ...(a.dataGatewayRole !== undefined && { dataGatewayRole: a.dataGatewayRole }),
      status: a.status ?? 'Active',
      tenantIds: a.tenantIds ?? (internal || companyIds.length === 0 ? ALL_TENANTS : tenantsOf(companies, companyIds)),
      companyIds,
      passwordHash: a.password === false ? null : SEEDED_PASSWORD,
      temporaryPassword: false,
      mfaSecret: a.mfaSecret ?? null,
      mfaRequired: a.mfaRequired ?? false,
      sshPublicKey: null,
      createdAt: daysBefore(300 - index * 3),
      lastLoginAt: a.status === 'Invited' ? null : daysBefore(index % 9, index % 7),
    };
  };
  ACCOUNTS.forEach((a, i) => users.push(base(a, i)));
  invitations.push({ email: 'newjoiner@portico.test', token: NEWJOINER_INVITATION_TOKEN, expiresAt: now + 7 * 86_400_000, usedAt: null });

  for (let i = 0; i < GENERATED_COUNT; i++) {
    const role = GENERATED_ROLES[i % GENERATED_ROLES.length]!;
    const firstName = FIRST[(i * 7) % FIRST.length]!;
    const lastName = LAST[(i * 11 + 3) % LAST.length]!;
    const internal = role === 'SuperAdmin' || role === 'Support';
    const home = companies[i % companies.length]!;
    const second = companies[(i + 5) % companies.length]!;
    const companyNumbers = internal ? [] : role === 'ClientPortal_Analyst' && second.tenantId === home.tenantId ? [home, second] : [home];
    const status: UserStatus = i % 13 === 6 ? 'Invited' : i % 9 === 4 ? 'Deactivated' : i % 17 === 10 ? 'SetupIncomplete' : 'Active';
    const id = `usr-${pad(i + 101, 3)}`;
    const user = base(
      {
        id,
        email: `${firstName}.${lastName}${i >= 30 ? i : ''}@${internal ? 'portico.test' : companyEmailDomain(home)}`.toLowerCase(),
        firstName,
        lastName,
        role,
        status,
        password: status !== 'Invited',
        phone: i % 3 === 0 ? `+44 7${random.digits(9)}` : undefined,
      },
      ACCOUNTS.length + i,
    );
    user.companyIds = companyNumbers.map((c) => c.id);
    user.tenantIds = internal ? ALL_TENANTS : tenantsOf(companies, user.companyIds);
    if (role === 'ClientPortal_SftpOnly' && i % 2 === 0) {
      user.sshPublicKey = `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${random.letters(40)} ${user.email}`;
    }
    users.push(user);
    if (status === 'Invited') {
      invitations.push({
        email: user.email,
        token: `${random.digits(16)}${random.digits(16)}`,
        expiresAt: now + 5 * 86_400_000,
        usedAt: null,
      });
    }
  }
  users.push(base(DATA_VIEWER, ACCOUNTS.length + GENERATED_COUNT));
  return { users, invitations };
};
