import { getRuntime } from '../../src/runtime/runtime';
import { whenIdle } from '../../src/runtime/idle';
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

/** Prefetches the login popup and the site's account calls when the browser is idle, so the click opens it at once. */
export function prefetchLogin(): void {
  whenIdle(() => {
    void import('./login/login-dialog');
    void getRuntime().site.account();
  }, 2000);
}
