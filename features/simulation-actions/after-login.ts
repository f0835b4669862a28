import { pause, type TimingName } from '@/src/runtime/timings';

/**
 * The login the actions need (floor-and-carbon-tools §4.1, §4.2, §6; thermal-break-tool §4
 * Saving, §6), handed in by the island: a feature does not import another feature, so the account's
 * login popup comes from the island that composes both.
 */
export interface LoginGate {
  isLoggedIn(): boolean;
  /** Opens the login popup; `then` runs after a successful login only ('Vous êtes maintenant connecté' is the popup's). */
  login(then: () => void): void;
}

/** One step after the login: it runs `after` ms (a timing's name) after the step before it. */
export interface AfterLoginStep {
  after?: TimingName;
  /** False (or a promise of false) stops the steps after it: a failed save downloads nothing. */
  run(): unknown;
}

/**
 * Runs the steps one after the other, each after its pause, read from the timing table when it is
 * scheduled (tests set the table, not the code). Resolves once the last step ran or one said stop.
 */
export async function runSteps(steps: readonly AfterLoginStep[]): Promise<void> {
  for (const step of steps) {
    if (step.after) await pause(step.after);
    if ((await step.run()) === false) return;
  }
}

/**
 * Runs the action at once for a logged-in user. A visitor gets the login popup, and the steps run
 * once logged in: the floor configurator's action 150 ms later (`afterLogin`), its e-mail popup
 * 1000 ms later (`afterLoginEmail`); the carbon tunnel's save 150 ms later, then its download
 * 500 ms after the save (`saveAfterLogin`, `downloadAfterSave`).
 *
 * @example
 * whenLoggedIn(gate, [{ after: 'afterLogin', run: download }], [{ run: download }]);
 */
export function whenLoggedIn(
  gate: LoginGate,
  afterLogin: readonly AfterLoginStep[],
  loggedIn: readonly AfterLoginStep[] = afterLogin.map(({ run }) => ({ run })),
): void {
  if (gate.isLoggedIn()) void runSteps(loggedIn);
  else gate.login(() => void runSteps(afterLogin));
}

/** The common case: one action, run `after` the login (at once when logged in already). */
export function actAfterLogin(gate: LoginGate, action: () => unknown, after?: TimingName): void {
  whenLoggedIn(gate, [{ after, run: action }]);
}
