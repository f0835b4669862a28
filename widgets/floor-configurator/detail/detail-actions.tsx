import type { ApiClient } from '../../../src/api/client';
import { guardApi } from '../../../src/api/outcome';
import type { Download } from '../../../src/contracts';
import { deleteSimulation } from '../../../src/contracts/history/floor';
import {
  downloadCarbonDatasPdf,
  downloadSolutionFiles,
  downloadSolutionRecap,
  saveSolution,
} from '../../../src/contracts/floor/solution';
import { ConfirmDialog } from '../../../src/ui/confirm-dialog';
import { openOverlay } from '../../../src/ui/overlays/overlays';
import { saveFile } from '../../../src/ui/save-file';
import { DETAIL_MESSAGES as M } from './detail-messages';

/** §9 'login-then-action delay 150 ms (1000 ms for the e-mail popup)'; §4.1 delete: 500 ms. */
export const ACTION_DELAYS = { afterLogin: 150, afterLoginEmail: 1000, afterDelete: 500 };

export interface DetailActionDeps {
  api: ApiClient;
  slug: string;
  simulationId: number | null;
  isLoggedIn(): boolean;
  /** Opens the login popup; `then` runs once logged in ('Vous êtes maintenant connecté' is the popup's). */
  login(then: () => void): void;
  sender(): { firstname: string; lastname: string; senderEmail: string };
  toast(kind: 'success' | 'error' | 'info', message: string, id: string): void;
  navigate(href: string): void;
  reload(): void;
  delays?: typeof ACTION_DELAYS;
}

/**
 * The detail's actions (§2.1 header bar, §4.1, §6): save, the PDF recap, the carbon recap and the
 * e-mail need a login — a logged-out visitor gets the login popup, and the action runs 150 ms
 * (the e-mail popup 1000 ms) after the login; the documents' zip is for everyone. A failed
 * download is only logged (§8).
 */
export function detailActions(deps: DetailActionDeps) {
  const delays = deps.delays ?? ACTION_DELAYS;
  const withLogin = (action: () => void, delay = delays.afterLogin) => {
    if (deps.isLoggedIn()) action();
    else deps.login(() => setTimeout(action, delay));
  };
  const query = deps.simulationId ? `?simulation=${deps.simulationId}` : '';
  const download =
    (file: Download, extra = '') =>
    () =>
      void fetchFile(deps.api, file, deps.slug, query + (query && extra ? `&${extra.slice(1)}` : extra));

  const save = () =>
    void guardApi(async () => {
      const reply = await deps.api.call(saveSolution, {
        params: { slug: deps.slug },
        body: deps.simulationId ? { simulation: deps.simulationId } : {},
      });
      deps.toast(reply.ok ? 'success' : 'error', reply.message || M.error, 'floor-save-solution');
      return { kind: 'done' as const };
    }).then(
      (outcome) => outcome.kind === 'refused' && deps.toast('error', outcome.toast ?? M.error, 'floor-save-solution'),
    );

  return {
    save: () => withLogin(save),
    recap: () => withLogin(download(downloadSolutionRecap)),
    carbonRecap: (recapPath: string) => withLogin(download(downloadCarbonDatasPdf, carbonQuery(recapPath))),
    files: download(downloadSolutionFiles),
    share: () =>
      withLogin(
        () =>
          void import('../share-dialog').then((m) =>
            m.openShareDialog({ api: deps.api, slug: deps.slug, simulation: deps.simulationId, sender: deps.sender() }),
          ),
        delays.afterLoginEmail,
      ),
    remove: (simulationId: number) => openDeleteDialog(deps, simulationId, delays.afterDelete),
  };
}

/** The concrete of the detail's `downloadCarbonRecap` path, if it names one. */
function carbonQuery(recapPath: string): string {
  const concrete = new URL(recapPath, 'http://x').searchParams.get('concrete');
  return concrete ? `?concrete=${encodeURIComponent(concrete)}` : '';
}

async function fetchFile(api: ApiClient, file: Download, slug: string, query: string): Promise<void> {
  try {
    const reply = await api.download(file, { params: { slug }, query });
    if (reply.ok) saveFile(reply.blob, reply.filename);
    else console.error(`[ossature] ${file.name}: ${reply.message}`);
  } catch (error) {
    console.error(`[ossature] ${file.name} failed:`, error);
  }
}

/** §2.1 delete confirmation, §4.1: the cluster gone → home after 500 ms, else the page reloads after 500 ms. */
function openDeleteDialog(deps: DetailActionDeps, simulationId: number, delay: number) {
  openOverlay(
    (close) => (
      <ConfirmDialog
        title={M.deleteTitle}
        message={M.deleteText}
        cancelLabel={M.cancel}
        confirmLabel={M.deleteConfirm}
        busyLabel={M.deleteBusy}
        onClose={close}
        onConfirm={async () => {
          const outcome = await guardApi(async () => {
            const reply = await deps.api.call(deleteSimulation, { params: { id: simulationId } });
            if (!reply.ok) return { kind: 'refused' as const, toast: reply.message };
            deps.toast('success', reply.message || M.clusterRemoved, 'floor-delete');
            setTimeout(() => (reply.datas.clusterRemoved ? deps.navigate('/') : deps.reload()), delay);
            return { kind: 'done' as const };
          });
          if (outcome.kind === 'refused') return deps.toast('error', outcome.toast || M.error, 'floor-delete');
          return 'leaving';
        }}
      />
    ),
    'floor-delete',
  );
}
