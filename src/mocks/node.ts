import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers for Node tests. */
export const server = setupServer(...handlers);
