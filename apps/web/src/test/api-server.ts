import { setupServer } from 'msw/node';

/**
 * The API the web tests talk to: MSW answering the app's own fetch calls, with no handlers until a test
 * gives some (mockFetch). A request nobody answers goes on to the network, where nothing listens.
 */
export const apiServer = setupServer();
