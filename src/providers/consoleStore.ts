import { localStorageStore } from 'ra-core';

/**
 * react-admin's store of the console (browser local storage, under `RaStorexts.`): each list's
 * filters, sort, page and selection, and the device's own choices (language, menu open). The list
 * state belongs to one person in one business: see listMemory.ts.
 */
export const STORE_APP_KEY = 'xts';
export const consoleStore = localStorageStore(undefined, STORE_APP_KEY);
