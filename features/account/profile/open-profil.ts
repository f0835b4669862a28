import { getRuntime } from '@/src/runtime/runtime';
import { navigation } from '@/src/runtime/navigation';
import { ROUTES } from '../routes';

/** The personal-data page of the floor and carbon account app. */
export const PERSONAL_DATA_HREF = `${ROUTES.personalSpace}#/modification`;

/**
 * The shared context's openProfil (account-layer §2). Main site: the 'Données personnelles' popup
 * (its own chunk), after a login when nobody is logged in. Floor and carbon sites: the
 * personal-data page, '/espace-personnel/#/modification' (a change of hash only when already there).
 */
export function openProfil(): Promise<void> {
  const rt = getRuntime();
  if (rt.site.profile === 'page') {
    navigation.assign(PERSONAL_DATA_HREF);
    return Promise.resolve();
  }
  const open = () => import('./profile-dialog').then((m) => m.openProfileDialog());
  if (rt.session.store.getState().user) return open();
  return import('../login/login-dialog').then((m) => m.openLoginDialog({ onLoggedIn: () => void open() }));
}
