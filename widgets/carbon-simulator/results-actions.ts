import { downloadClusterRecap } from '../../src/contracts/carbon/tunnel';
import { deleteFromCluster, saveCluster } from './carbon-calls';
import { CARBON_MESSAGES as M } from './messages';
import type { Tunnel } from './tunnel-controller';
import { TUNNEL_DELAYS, type TunnelDeps } from './tunnel-state';

export interface ResultsActionDeps extends TunnelDeps {
  tunnel: Tunnel;
}

/**
 * The results' actions (floor-and-carbon-tools §2.2, §4.2, §6, §8): the PDF of every simulation
 * and the save need a login. A logged-out visitor gets the login popup; once logged in the cluster
 * is saved (150 ms later), then the PDF downloads (500 ms after that). A failed save says
 * 'Une erreur est survenue…'; a failed download is only logged. Deleting a simulation reloads the
 * list, or, when the cluster went with it ('Le cluster a été supprimé.'), goes home after 500 ms.
 * Repeat clicks while one runs are ignored.
 */
export function resultsActions(deps: ResultsActionDeps) {
  const delays = { ...TUNNEL_DELAYS, ...deps.delays };
  const { store } = deps.tunnel;
  const clusterId = () => store.getState().cluster?.id ?? null;
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const { save, download } = resultFiles(deps);

  /** §4.2: login, the save 150 ms later, the download 500 ms after that. */
  const afterLogin = (id: number) => {
    deps.login(() => {
      void wait(delays.saveAfterLogin)
        .then(() => save(id))
        .then(async (saved) => {
          if (!saved) return;
          await wait(delays.downloadAfterSave);
          await download(id);
        });
    });
  };

  const run = (loggedIn: (id: number) => Promise<unknown>) => () => {
    const id = clusterId();
    if (id === null || store.getState().busy) return;
    if (deps.isLoggedIn()) void loggedIn(id);
    else afterLogin(id);
  };

  return {
    /** Every simulation as one PDF. */
    exportPdf: run(download),
    /** 'Sauvegarder ma simulation' (shown logged out only). */
    save: run(save),
    /** Deletes a simulation, or the whole cluster; resolves once the server answered. */
    async remove(target: { simulation: number } | { cluster: number }): Promise<boolean> {
      const outcome = await deleteFromCluster(deps.api, target);
      if (outcome.kind === 'refused') {
        deps.toast('error', outcome.toast ?? M.serverError, 'carbon-delete');
        return false;
      }
      if (outcome.clusterRemoved || 'cluster' in target) {
        deps.toast('success', M.clusterRemoved, 'carbon-delete');
        deps.draft.clear();
        setTimeout(() => deps.navigate('/'), delays.afterDelete);
      } else {
        deps.toast('success', outcome.message || M.clusterRemoved, 'carbon-delete');
        await deps.tunnel.reloadResults();
      }
      return true;
    },
  };
}

/** The save and the PDF download of the cluster, each marking the results busy while it runs. */
function resultFiles(deps: ResultsActionDeps) {
  const { store } = deps.tunnel;
  const save = async (id: number) => {
    store.setState({ busy: 'save' });
    const outcome = await saveCluster(deps.api, id);
    store.setState({ busy: null });
    if (outcome.kind === 'refused') {
      deps.toast('error', M.saveFailed, 'carbon-save');
      return false;
    }
    deps.toast('success', M.saved, 'carbon-save');
    const { cluster } = store.getState();
    if (cluster?.id === id) store.setState({ cluster: { ...cluster, saved: true } });
    return true;
  };

  const download = async (id: number) => {
    store.setState({ busy: 'export' });
    try {
      const reply = await deps.api.download(downloadClusterRecap, { params: { id } });
      if (reply.ok) deps.saveFile(reply.blob, reply.filename);
      else console.error(`[ossature] downloadClusterRecap: ${reply.message}`);
    } catch (error) {
      console.error('[ossature] downloadClusterRecap failed:', error);
    } finally {
      store.setState({ busy: null });
    }
  };

  return { save, download };
}
