/** Where a watch page's HTML keeps an app script's address until its early start loads it (server and page agree). */
export const DEFERRED_APP_ATTRIBUTE = 'data-app-src';
