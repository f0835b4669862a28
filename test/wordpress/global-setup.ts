import { startMainStack } from './stack';

/**
 * Before the journeys: the preview, MariaDB and WordPress started with the plugin active and set
 * for the main site. Returns the teardown, which stops them.
 */
export default async function globalSetup(): Promise<() => void> {
  return (await startMainStack()).stop;
}
