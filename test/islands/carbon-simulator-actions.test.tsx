/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import { listClusters } from '@/src/contracts/history/carbon';
import { SPEC_TIMINGS, zeroTimings } from '@/src/runtime/timings';
import { failureResponse } from '@/test/support/runtime';
import { person, type Person } from '@/test/support/user';
import {
  callTimes,
  clusterPath,
  exampleAnswers,
  leaveTunnel,
  logInThroughPopup,
  openTunnel,
  overlays,
  resultsDraft,
  seededCluster,
  stepTwoDraft,
  stubPage,
  toasts,
  visitorCluster,
  type TunnelOptions,
} from './carbon-simulator-support';
import { markTimings } from './timing-marks';

/**
 * The results' actions as the island runs them (floor-and-carbon-tools §4.2, §6, §8, §9), against
 * the reference API: the save behind a login (150 ms after it, the PDF 500 ms after the save), a
 * failed save or download, the automatic save of a logged-in user, the deletes with their
 * messages, reload and redirect. The pauses are the timing table's (SPEC_TIMINGS): a test finds
 * the ones an action took (./timing-marks) and waits for states only.
 */

let user: Person;
let stubs: ReturnType<typeof stubPage>;
beforeEach(() => {
  user = person();
  stubs = stubPage();
});
afterEach(async () => {
  await leaveTunnel();
  zeroTimings();
});

const RESULTS = "Simulations d'empreinte carbone";
const SAVE = 'Sauvegarder ma simulation';
const SAVED = 'Votre solution a bien été sauvegardée.';
const FAILED = 'Une erreur est survenue. Merci de bien vouloir réessayer.';
const savePath = (id: number) => `/api/clusters/save/${id}/`;
const recapPath = (id: number) => `/api/clusters/${id}/download-recap/`;
const pathIs = (request: Request, path: string) => new URL(request.url).pathname === path;

/** The results of a cluster: a visitor's of these examples (made before the page opens), or Luc's. */
async function atResults(
  options: TunnelOptions & { examples?: Parameters<typeof visitorCluster>[1]; seeded?: string },
) {
  let cluster = 0;
  const { examples = ['entrevous-beton'], seeded, ...rest } = options;
  const page = await openTunnel({
    ...rest,
    draft: async (api) =>
      resultsDraft((cluster = seeded ? await seededCluster(api, seeded) : await visitorCluster(api, examples))),
  });
  await page.island.findByRole('heading', { name: RESULTS });
  return { ...page, cluster };
}

describe('the save behind a login', () => {
  it('logs a visitor in, saves 150 ms later, then downloads the PDF 500 ms after the save', async () => {
    expect(SPEC_TIMINGS).toMatchObject({ saveAfterLogin: 150, downloadAfterSave: 500 });
    const table = markTimings('saveAfterLogin', 'downloadAfterSave');
    const page = await atResults({});
    await user.click(page.island.getByRole('button', { name: SAVE }));
    const dialogs = await overlays();
    expect(await dialogs.findByRole('heading', { name: 'CONNEXION' })).toBeInTheDocument();
    expect(page.sent('PUT', savePath(page.cluster))).toHaveLength(0);
    await logInThroughPopup(user, dialogs);
    expect(await dialogs.findByText('Vous êtes maintenant connecté')).toBeInTheDocument();
    await waitFor(() => expect(stubs.save).toHaveBeenCalledTimes(1));
    const login = page.requests.filter((r) => r.method === 'POST' && /login/.test(r.path)).at(-1)!;
    const [save] = page.sent('PUT', savePath(page.cluster));
    const [recap] = page.sent('GET', recapPath(page.cluster));
    expect(save!.at).toBeGreaterThanOrEqual(login.answeredAt!);
    expect(recap!.at).toBeGreaterThanOrEqual(save!.answeredAt!);
    expect(table.taken()).toEqual(['saveAfterLogin', 'downloadAfterSave']);
    expect(stubs.save.mock.calls[0]![1]).toMatch(/\.pdf$/);
    expect(await dialogs.findByText(SAVED)).toBeInTheDocument();
    await waitFor(() => expect(page.island.queryByRole('button', { name: SAVE })).not.toBeInTheDocument());
  });

  it("says a failed save with 'Une erreur est survenue…', and downloads nothing", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let cluster = 0;
    const page = await atResults({
      intercept: (request) => (pathIs(request, savePath(cluster)) ? failureResponse(500, 'Erreur') : undefined),
    });
    cluster = page.cluster;
    const table = markTimings('saveAfterLogin', 'downloadAfterSave');
    await user.click(page.island.getByRole('button', { name: SAVE }));
    const dialogs = await overlays();
    await logInThroughPopup(user, dialogs);
    expect(await dialogs.findByText(FAILED)).toBeInTheDocument();
    // The download would have been scheduled (its pause read) as soon as the save answered,
    // before its toast could show: it never was.
    expect(table.taken()).toEqual(['saveAfterLogin']);
    expect(page.sent('GET', recapPath(page.cluster))).toHaveLength(0);
    expect(stubs.save).not.toHaveBeenCalled();
    expect(toasts()).not.toContain(SAVED);
  });

  it('only logs a failed download', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await atResults({
      loggedIn: true,
      intercept: (request) =>
        new URL(request.url).pathname.endsWith('/download-recap/') ? failureResponse(500, 'Erreur') : undefined,
    });
    await user.click(page.island.getByRole('button', { name: 'Exporter toutes les simulations en PDF' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.stringContaining('downloadClusterRecap'), expect.anything()),
    );
    expect(page.sent('GET', recapPath(page.cluster))).toHaveLength(1);
    expect(stubs.save).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });
});

describe('a logged-in user', () => {
  it("gets the results saved: the cluster is in their history, without 'Sauvegarder ma simulation'", async () => {
    const page = await openTunnel({
      loggedIn: true,
      draft: () => stepTwoDraft(exampleAnswers('entrevous-beton'), 'Chalet Besson'),
    });
    const { island } = page;
    await user.click(await island.findByRole('button', { name: "Estimer l'impact carbone" }));
    expect(await island.findByRole('heading', { name: RESULTS })).toBeInTheDocument();
    expect(island.getByText('Ces simulations sont enregistrées dans votre historique.')).toBeInTheDocument();
    expect(island.queryByRole('button', { name: SAVE })).not.toBeInTheDocument();
    const reply = await page.runtime.api.call(listClusters, {});
    expect(reply.ok && reply.datas.clusters.map((c) => c.name)).toContain('Chalet Besson');
  });

  it("saves a visitor's cluster opened once logged in, quietly", async () => {
    const page = await atResults({ loggedIn: true });
    await waitFor(() => expect(page.sent('PUT', savePath(page.cluster))).toHaveLength(1));
    expect(
      await page.island.findByText('Ces simulations sont enregistrées dans votre historique.'),
    ).toBeInTheDocument();
    const reply = await page.runtime.api.call(listClusters, {});
    expect(reply.ok && reply.datas.clusters.map((c) => c.id)).toContain(page.cluster);
    expect(toasts()).toEqual([]);
  });

  it("deletes a simulation: the server's message, then the list again", async () => {
    const page = await atResults({ loggedIn: true, seeded: 'Maison Durand' });
    const { island } = page;
    expect(island.getAllByRole('article')).toHaveLength(2);
    const reads = page.sent('GET', clusterPath(page.cluster)).length;
    const [first] = island.getAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: /^Supprimer la simulation/ }));
    const dialogs = await overlays();
    const dialog = await dialogs.findByRole('dialog', { name: 'Supprimer cette simulation ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await dialogs.findByText('La simulation a été supprimée.')).toBeInTheDocument();
    await waitFor(() => expect(island.getAllByRole('article')).toHaveLength(1));
    expect(page.sent('GET', clusterPath(page.cluster))).toHaveLength(reads + 1);
    expect(stubs.assign).not.toHaveBeenCalled();
  });

  it("deletes the last simulation: 'Le projet a été supprimé.', then home 500 ms later", async () => {
    expect(SPEC_TIMINGS.afterDelete).toBe(500);
    const page = await atResults({ loggedIn: true, seeded: 'Extension Garnier' });
    const { island } = page;
    const table = markTimings('afterDelete');
    const home = callTimes(stubs.assign, '/');
    await user.click(island.getByRole('button', { name: /^Supprimer la simulation/ }));
    const dialogs = await overlays();
    const dialog = await dialogs.findByRole('dialog', { name: 'Supprimer cette simulation ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await dialogs.findByText('Le projet a été supprimé.')).toBeInTheDocument();
    const removal = page.requests.find((r) => r.method === 'DELETE')!;
    expect(removal.path).toMatch(/^\/api\/clusters\/simulations\/\d+\/$/);
    await waitFor(() => expect(home).toHaveLength(1));
    expect(home[0]!).toBeGreaterThanOrEqual(removal.answeredAt!);
    expect(table.taken()).toEqual(['afterDelete']);
  });
});
