import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The sandbox for Vitest: intercepts fetch to http://localhost:4010 in the test process. */
export const server = setupServer(...handlers);
