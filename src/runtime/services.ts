import { createApiClient, type ApiClientOptions } from '@/src/api/client';
import { deviceKeeper } from '@/src/session/device';
import type { Session } from '@/src/session/session';

/**
 * What the runtime loads with the first API call (the main site's device check, a login): the API
 * client, the shared contracts, the main site's device keeper and ky. Not needed to show the
 * header (the session is read from storage), so not on its path: a chunk of its own, fetched
 * once the header is usable.
 */
export { createApiClient, deviceKeeper };
export type { ApiClientOptions, Session };
