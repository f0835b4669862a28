import { actAfterLogin, type LoginGate } from './after-login';

/**
 * The order of the simulation actions, without React (thermal-break-tool §4 Saving, §6): each
 * needs a login, and a logged-out visitor gets the login popup first, the action going on once
 * the login succeeded (save → the name form; PDF → the PDF popin; e-mail → the e-mail form).
 * The report of a simulation is its owner's alone, so a simulation not saved yet by this user
 * goes through the name form first, then on to the PDF popin or the e-mail form.
 *
 * The login popup is handed in (`login`, ./after-login): a feature does not import another
 * feature; the island composes this one with the account's. The thermal spec gives no pause
 * after the login: the action follows it at once.
 */
export interface SimulationActionsOptions extends LoginGate {
  /** True while the simulation is not saved by the logged-in user (read after the login). */
  needsSave(): boolean;
  /** The name form; `then` runs after a successful save. */
  openSave(then?: () => void): void;
  openPdf(): void;
  openEmail(): void;
}

export interface SimulationActions {
  save(): void;
  pdf(): void;
  email(): void;
}

export function simulationActions(options: SimulationActionsOptions): SimulationActions {
  const whenLoggedIn = (action: () => void) => actAfterLogin(options, action);
  const whenSaved = (action: () => void) => () => (options.needsSave() ? options.openSave(action) : action());
  return {
    save: () => whenLoggedIn(() => options.openSave()),
    pdf: () => whenLoggedIn(whenSaved(() => options.openPdf())),
    email: () => whenLoggedIn(whenSaved(() => options.openEmail())),
  };
}
