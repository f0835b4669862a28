import { waitFor } from '@testing-library/dom';
import { navigation } from '@/src/runtime/navigation';
import { fileSaver } from '@/src/ui/save-file';
import { cleanUp, overlays } from './dom';
import { SEED_ACCOUNTS } from './reference-api';
import { clearToasts } from './toasts';
import { typeInto, type Person } from './user';

/**
 * What the floor configurator's and the carbon tunnel's island tests share: Luc (the seeded floor
 * and carbon user) logging in through the popup (the thermal result's tests log Sophie in by it), navigations and saved files recorded, the page
 * left clean after each test, the notes under a field.
 */

export const LUC = SEED_ACCOUNTS.tools;

export type Dialogs = Awaited<ReturnType<typeof overlays>>;

/**
 * Logs `account` (Luc, of the floor and carbon sites, unless told) in through the popup that
 * opened, whose button reads `button` ('Connexion' on the main site). Typed again when the first
 * keys were lost: in jsdom the first typing into the overlay host's freshly mounted popup
 * sometimes leaves the field empty.
 */
export async function logInThroughPopup(
  user: Person,
  dialogs: Dialogs,
  account: { email: string; password: string } = LUC,
  button = 'Se connecter',
) {
  await dialogs.findByLabelText('Adresse e-mail');
  await waitFor(async () => {
    await typeInto(user, dialogs.getByLabelText('Adresse e-mail'), account.email);
    await typeInto(user, dialogs.getByLabelText('Mot de passe'), account.password);
    expect(dialogs.getByLabelText('Adresse e-mail')).toHaveValue(account.email);
    expect(dialogs.getByLabelText('Mot de passe')).toHaveValue(account.password);
  });
  await user.click(dialogs.getByRole('button', { name: button }));
}

/** Before each test: navigations and saved files are recorded, not followed. */
export function stubPage() {
  return {
    assign: jest.spyOn(navigation, 'assign').mockImplementation(() => undefined),
    reload: jest.spyOn(navigation, 'reload').mockImplementation(() => undefined),
    save: jest.spyOn(fileSaver, 'save').mockImplementation(() => undefined),
  };
}

/** After each test: real timers, no island, dialog, toast, mock or draft; the page back on '/'. */
export async function leaveToolPage(): Promise<void> {
  jest.useRealTimers();
  cleanUp();
  await clearToasts();
  jest.restoreAllMocks();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
}

/** What is said under a control: the texts its `aria-describedby` names (in its shadow root). */
export function notesOf(control: HTMLElement): string {
  const root = control.getRootNode() as ShadowRoot;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ');
}
