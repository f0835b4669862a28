import { whenLoggedIn } from '@/features/simulation-actions/after-login';
import type { Removal } from '@/features/simulation-actions/delete';
import { confirmDeleteThenLeave } from '@/features/simulation-actions/delete-dialog';
import { downloadFile } from '@/features/simulation-actions/download';
import { downloadClusterRecap } from '@/src/contracts/carbon/tunnel';
import { deleteFromCluster, saveCluster } from './carbon-calls';
import { CARBON_MESSAGES as M } from './messages';
import type { Tunnel } from './tunnel-controller';
import type { TunnelDeps } from './tunnel-state';

export interface ResultsActionDeps extends TunnelDeps {
  tunnel: Tunnel;
}

/**
 * The results' actions (floor-and-carbon-tools §2.2, §4.2, §6, §8) on the shared simulation
 * actions: the PDF of every simulation and the save need a login. A logged-out visitor gets the
 * login popup; once logged in the cluster is saved (`saveAfterLogin`), then the PDF downloads
 * (`downloadAfterSave` after the save). A failed save says 'Une erreur est survenue…'; a failed
 * download is only logged. Deleting a simulation reloads the list, or, when the cluster went with
 * it ('Le projet a été supprimé.'), goes home. Repeat clicks while one runs are ignored.
 */
export function resultsActions(deps: ResultsActionDeps) {
  const { store } = deps.tunnel;
  const { save, download } = resultFiles(deps);

  const run = (loggedIn: (id: number) => Promise<unknown>) => () => {
    const id = store.getState().cluster?.id ?? null;
    if (id === null || store.getState().busy) return;
    whenLoggedIn(
      deps,
      [
        { after: 'saveAfterLogin', run: () => save(id) },
        { after: 'downloadAfterSave', run: () => download(id) },
      ],
      [{ run: () => loggedIn(id) }],
    );
  };

  return {
    /** Every simulation as one PDF. */
    exportPdf: run(download),
    /** 'Sauvegarder ma simulation' (shown logged out only). */
    save: run(save),
    /** Asks, then deletes a simulation or the whole cluster; the dialog is busy until the server answered. */
    remove: (target: { simulation: number } | { cluster: number }) =>
      confirmDeleteThenLeave(deleteCopy('cluster' in target), {
        remove: () => removeFrom(deps, target),
        toast: deps.toast,
        toastId: 'carbon-delete',
        failure: M.serverError,
        home: () => deps.navigate('/'),
        reload: () => void deps.tunnel.reloadResults(),
      }),
  };
}

const deleteCopy = (whole: boolean) => ({
  key: 'carbon-delete',
  title: whole ? M.deleteClusterTitle : M.deleteTitle,
  message: M.deleteText,
  cancelLabel: M.cancel,
  confirmLabel: M.deleteConfirm,
  busyLabel: M.deleteBusy,
});

/** The delete's outcome; the whole cluster gone, the tab's draft of it is forgotten at once. */
async function removeFrom(deps: ResultsActionDeps, target: { simulation: number } | { cluster: number }) {
  const outcome: Removal = await deleteFromCluster(deps.api, target);
  if (outcome.kind === 'refused') return outcome;
  const clusterRemoved = outcome.clusterRemoved || 'cluster' in target;
  if (clusterRemoved) deps.draft.clear();
  return { ...outcome, clusterRemoved };
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

  const download = (id: number) =>
    downloadFile({
      api: deps.api,
      file: downloadClusterRecap,
      options: { params: { id } },
      save: deps.saveFile,
      busy: (busy) => store.setState({ busy: busy ? 'export' : null }),
    });

  return { save, download };
}
