import { getRuntime } from '@/src/runtime/runtime';
import type { LoginDialogOptions } from './login/login-dialog';
import { registerHref, ROUTES } from './routes';

/**
 * The actions of the shared context (account-layer §2): login, openProfil, logout, register,
 * account. The dialogs are separate chunks, downloaded when a visitor asks for them.
 */
export function login(options?: LoginDialogOptions): Promise<void> {
  return import('./login/login-dialog').then((m) => m.openLoginDialog(options));
}

export function logout(): Promise<void> {
  return import('./logout-dialog').then((m) => m.openLogoutDialog());
}

export function register(): void {
  location.assign(registerHref(getRuntime().site));
}

export function account(): void {
  location.assign(ROUTES.personalSpace);
}

/**
 * Opens the profile: the main site's 'Données personnelles' popup, or the personal-data page of
 * the floor and carbon account app. Its own chunk, so the header does not carry it.
 */
export function openProfil(): Promise<void> {
  return import('./profile/open-profil').then((m) => m.openProfil());
}

/**
 * Prefetches the login popup, the site's account calls and the HTTP client (ky), so that the
 * click opens it at once and the login is sent without waiting for a download:
 * called on intent (pointer over, focus or touch of 'Me connecter'), not on idle, so that a
 * visitor who never logs in does not download them. Asking again costs nothing.
 */
export function prefetchLogin(): void {
  void import('./login/login-dialog');
  void getRuntime().site.account();
  getRuntime().api.warm();
}
