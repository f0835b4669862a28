import { useSession } from '@/src/session/use-session';
import { useRuntime } from '@/src/runtime/runtime-context';
import * as actions from './actions';

/**
 * The shared context of the spec: logged-in flag, floor-configurator flag, carbon-simulator
 * flag, and the actions login, openProfil, logout, register, account.
 */
export function useAccount() {
  const loggedIn = useSession((s) => s.user !== null);
  const { site } = useRuntime().config;
  return {
    loggedIn,
    isFloor: site === 'plancher',
    isCarbon: site === 'carbone',
    login: actions.login,
    openProfil: actions.openProfil,
    logout: actions.logout,
    register: actions.register,
    account: actions.account,
  };
}
