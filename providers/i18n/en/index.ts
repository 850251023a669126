/**
 * Portico's own English catalogue, one file per area. Keys live under `portico.*` so they never clash
 * with react-admin's `ra.*` keys (./reactAdmin.ts, portal only) or the resource labels (`resources.*`) that
 * definitions contribute.
 */
import { auth } from './auth';
import { errors } from './errors';
import { forms } from './forms';
import { shell } from './shell';
import { validation } from './validation';

export const porticoMessages = {
  portico: {
    auth,
    errors,
    forms,
    shell,
    validation,
  },
};
