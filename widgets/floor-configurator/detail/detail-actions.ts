import { actAfterLogin, type LoginGate } from '@/features/simulation-actions/after-login';
import type { Removal } from '@/features/simulation-actions/delete';
import type { Toast } from '@/src/ui/overlays/overlays';
import { confirmDeleteThenLeave } from '@/features/simulation-actions/delete-dialog';
import { downloadFile } from '@/features/simulation-actions/download';
import type { ApiClient } from '@/src/api/client';
import { done, guardApi, refusedBy } from '@/src/api/outcome';
import type { Download } from '@/src/contracts';
import { deleteSimulation } from '@/src/contracts/history/floor';
import {
  downloadCarbonDatasPdf,
  downloadSolutionFiles,
  downloadSolutionRecap,
  saveSolution,
} from '@/src/contracts/floor/solution';
import { saveFile } from '@/src/ui/save-file';
import { DETAIL_MESSAGES as M } from './detail-messages';

export interface DetailActionDeps extends LoginGate {
  api: ApiClient;
  slug: string;
  simulationId: number | null;
  sender(): { firstname: string; lastname: string; senderEmail: string };
  toast: Toast;
  navigate(href: string): void;
  reload(): void;
}

/**
 * The detail's actions (§2.1 header bar, §4.1, §6) on the shared simulation actions: save, the
 * PDF recap, the carbon recap and the e-mail need a login — a logged-out visitor gets the login
 * popup, and the action runs `afterLogin` (the e-mail popup `afterLoginEmail`) after the login;
 * the documents' zip is for everyone. A failed download is only logged (§8).
 */
export function detailActions(deps: DetailActionDeps) {
  const query = deps.simulationId ? `?simulation=${deps.simulationId}` : '';
  const download =
    (file: Download, extra = '') =>
    () =>
      downloadFile({
        api: deps.api,
        file,
        options: { params: { slug: deps.slug }, query: query + (query && extra ? `&${extra.slice(1)}` : extra) },
        save: saveFile,
      });
  const openShare = () =>
    void import('../share-dialog').then((m) =>
      m.openShareDialog({ api: deps.api, slug: deps.slug, simulation: deps.simulationId, sender: deps.sender() }),
    );

  return {
    save: () => actAfterLogin(deps, () => saveTheSolution(deps), 'afterLogin'),
    recap: () => actAfterLogin(deps, download(downloadSolutionRecap), 'afterLogin'),
    carbonRecap: (recapPath: string) =>
      actAfterLogin(deps, download(downloadCarbonDatasPdf, carbonQuery(recapPath)), 'afterLogin'),
    files: () => void download(downloadSolutionFiles)(),
    share: () => actAfterLogin(deps, openShare, 'afterLoginEmail'),
    /** §2.1 delete confirmation, §4.1: the cluster gone → home, else the page reloads. */
    remove: (simulationId: number) =>
      confirmDeleteThenLeave(
        {
          key: 'floor-delete',
          title: M.deleteTitle,
          message: M.deleteText,
          cancelLabel: M.cancel,
          confirmLabel: M.deleteConfirm,
          busyLabel: M.deleteBusy,
        },
        {
          remove: () => removeSimulation(deps.api, simulationId),
          toast: deps.toast,
          toastId: 'floor-delete',
          failure: M.error,
          home: () => deps.navigate('/'),
          reload: deps.reload,
        },
      ),
  };
}

/** The concrete of the detail's `downloadCarbonRecap` path, if it names one. */
function carbonQuery(recapPath: string): string {
  const concrete = new URL(recapPath, 'http://x').searchParams.get('concrete');
  return concrete ? `?concrete=${encodeURIComponent(concrete)}` : '';
}

/** 'Sauvegarder la solution': the server's message, success or not, in one toast. */
async function saveTheSolution(deps: DetailActionDeps): Promise<void> {
  const outcome = await guardApi(async () => {
    const reply = await deps.api.call(saveSolution, {
      params: { slug: deps.slug },
      body: deps.simulationId ? { simulation: deps.simulationId } : {},
    });
    deps.toast(reply.ok ? 'success' : 'error', reply.message || M.error, 'floor-save-solution');
    return done();
  });
  if (outcome.kind === 'refused') deps.toast('error', outcome.toast ?? M.error, 'floor-save-solution');
}

function removeSimulation(api: ApiClient, id: number): Promise<Removal> {
  return guardApi(async () => {
    const reply = await api.call(deleteSimulation, { params: { id } });
    return reply.ok ? done({ message: reply.message, clusterRemoved: reply.datas.clusterRemoved }) : refusedBy(reply);
  });
}
