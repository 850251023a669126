/** Seeded sandbox accounts (README, "Seeded accounts"). */
export const DEMO_PASSWORD = 'Portico#Demo2026';
export const SUPERADMIN = { email: 'superadmin@portico.test', password: DEMO_PASSWORD } as const;
