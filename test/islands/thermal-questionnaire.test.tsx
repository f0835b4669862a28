/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import { navigation } from '@/src/runtime/navigation';
import { setTimings, SPEC_TIMINGS, zeroTimings } from '@/src/runtime/timings';
import thermalBreak from '@/widgets/thermal-break';
import { cleanUp, mount, overlays } from '@/test/support/dom';
import { startPage } from '@/test/support/islands';
import { reactIdle } from '@/test/support/react-idle';
import { clearToasts } from '@/test/support/toasts';
import { person, type Person } from '@/test/support/user';

/**
 * The thermal-break island's questionnaire (thermal-break-tool §2, §4, §8, §9) against the
 * in-process reference API: its faceted search decides the questions, the search and the saving.
 */

type Island = Awaited<ReturnType<typeof mount>>;
let user: Person;
let assign: jest.SpyInstance;

beforeEach(() => {
  user = person();
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  sessionStorage.clear();
  history.replaceState(null, '', '/evaluer-le-psi-dun-rupteur/');
});

afterEach(async () => {
  jest.useRealTimers();
  zeroTimings();
  cleanUp();
  await clearToasts();
  jest.restoreAllMocks();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

const progress = (island: Island) => Number(island.getByRole('progressbar').getAttribute('aria-valuenow'));

/** The question on screen, once loaded (its heading). */
const question = (island: Island) => island.findByRole('heading', { level: 2 });

/** Picks a choice of the question titled `title` by its label. */
async function pick(island: Island, title: string, choice: string) {
  await island.findByRole('heading', { name: title });
  await user.click(island.getByRole('button', { name: new RegExp(`^${escape(choice)}`) }));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Answers each question with its first choice until the result route opens. */
async function answerUntilResult(island: Island) {
  for (let step = 0; step < 20 && !/^#\/\d+\//.test(location.hash); step++) {
    const shown = await waitFor(() => {
      if (/^#\/\d+\//.test(location.hash)) return null;
      const list = island.host.shadowRoot!.querySelector('.oss-quiz__choices');
      if (!list) throw new Error('no question yet');
      return list.querySelector('button');
    });
    if (shown) await user.click(shown);
  }
  await waitFor(() => expect(location.hash).toMatch(/^#\/\d+\/[^/]+$/));
}

describe('the thermal questionnaire', () => {
  it('asks the first question, and an answer advances and moves the bar', async () => {
    await startPage('main');
    const island = await mount(thermalBreak, { 'data-tool': 'thermal' });
    expect(await question(island)).toHaveTextContent('Type de plancher');
    const first = progress(island);
    expect(first).toBe(9); // (0 + 1) / (10 + 1)
    // The question's illustration, decorative (its alt is empty), from the API's media path.
    expect(island.host.shadowRoot!.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/media\/download\/filtre-type-plancher\.png$/),
    );
    await pick(island, 'Type de plancher', 'Plancher intermédiaire');
    expect(await island.findByRole('heading', { name: 'Type de mur' })).toBeInTheDocument();
    expect(progress(island)).toBeGreaterThan(first);
    expect(
      island.getByRole('button', { name: 'Modifier « Type de plancher » : Plancher intermédiaire' }),
    ).toBeInTheDocument();
    // The new question's heading has the focus (keyboard users land on it).
    await waitFor(() =>
      expect(island.host.shadowRoot!.activeElement).toBe(island.getByRole('heading', { name: 'Type de mur' })),
    );
  });

  it('works by keyboard: the new question heading takes the focus, Enter on an answer picks it', async () => {
    await startPage('main');
    const island = await mount(thermalBreak, { 'data-tool': 'thermal' });
    await pick(island, 'Type de plancher', 'Plancher intermédiaire');
    const heading = await island.findByRole('heading', { name: 'Type de mur' });
    await waitFor(() => expect(island.host.shadowRoot!.activeElement).toBe(heading));
    // user-event cannot Tab inside a shadow root: the answer is focused as Tab would (the next
    // focusable element after the heading), then Enter is pressed on it.
    const answer = island.getByRole('button', { name: /^Béton banché/ });
    expect(heading.compareDocumentPosition(answer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    answer.focus();
    await user.type(answer, '{Enter}', { skipClick: true });
    // 'Type d'isolation du mur' offers ITI only: answered for the visitor.
    const next = await island.findByRole('heading', { name: "Épaisseur de l'isolant du mur" });
    await waitFor(() => expect(island.host.shadowRoot!.activeElement).toBe(next));
  });

  it('goes back to an earlier answer: the later ones go and the questions are fetched again', async () => {
    const { recorder } = await startPage('main');
    const island = await mount(thermalBreak, { 'data-tool': 'thermal' });
    await pick(island, 'Type de plancher', 'Plancher intermédiaire');
    await pick(island, 'Type de mur', 'Béton banché');
    await island.findByRole('heading', { name: "Épaisseur de l'isolant du mur" });
    const calls = recorder.count('/api/filters');
    await user.click(island.getByRole('button', { name: 'Modifier « Type de plancher » : Plancher intermédiaire' }));
    expect(await island.findByRole('heading', { name: 'Type de plancher' })).toBeInTheDocument();
    expect(island.queryByRole('button', { name: /^Modifier/ })).not.toBeInTheDocument();
    expect(recorder.count('/api/filters')).toBe(calls + 1);
    expect(progress(island)).toBe(9);
  });

  it("'Retour' goes one question back, then asks before leaving the questionnaire", async () => {
    await startPage('main');
    const island = await mount(thermalBreak, { 'data-tool': 'thermal' });
    await pick(island, 'Type de plancher', 'Plancher bas sur terre-plein');
    await island.findByRole('heading', { name: 'Type de mur' });
    await user.click(island.getByRole('button', { name: 'Retour' }));
    await island.findByRole('heading', { name: 'Type de plancher' });

    await user.click(island.getByRole('button', { name: 'Retour' }));
    const dialog = await overlays();
    expect(await dialog.findByRole('heading', { name: 'Êtes-vous sûr de vouloir quitter ?' })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Continuer la Configuration' }));
    await waitFor(() => expect(dialog.queryByRole('heading', { name: /quitter/ })).not.toBeInTheDocument());
    expect(assign).not.toHaveBeenCalled();

    await user.click(island.getByRole('button', { name: 'Retour' }));
    await user.click(await dialog.findByRole('button', { name: 'Oui, quitter' }));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('warns before the page is left once a step is taken', async () => {
    await startPage('main');
    const island = await mount(thermalBreak, { 'data-tool': 'thermal' });
    await question(island);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await pick(island, 'Type de plancher', 'Plancher bas sur terre-plein');
    await island.findByRole('heading', { name: 'Type de mur' });
    expect(unload()).toBe(true);
  });

  it('runs the search, saves it and opens the result route with the rupteur name', async () => {
    const { recorder } = await startPage('main');
    const island = await mount(thermalBreak, { 'data-tool': 'thermal' });
    await question(island);
    await answerUntilResult(island);
    expect(recorder.count('/api/rupteur')).toBe(1);
    expect(recorder.count('/api/history/create')).toBe(1);
    const [, id, name] = /^#\/(\d+)\/(.+)$/.exec(location.hash)!;
    expect(Number(id)).toBeGreaterThan(0);
    expect(decodeURIComponent(name!)).not.toContain(' ');
    // The result page is handed what create answered: it loads nothing more.
    await waitFor(() => expect(island.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(recorder.count('/api/history/load')).toBe(0);
    // The answers are kept for the browser's Back (the questionnaire's last step).
    expect(sessionStorage.getItem('ossature:questionnaire:thermal')).not.toBeNull();
  });

  it('shows the final screen, then fills the bar while the search is saved', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await startPage('main', {
      intercept: (request) =>
        new URL(request.url).pathname === '/api/history/create'
          ? held.then(() => page.api.app.fetch(request))
          : undefined,
    });
    const island = await mount(thermalBreak, { 'data-tool': 'thermal' });
    // A path whose search leaves one configuration: the search is the last step.
    await pick(island, 'Type de plancher', 'Plancher bas sur terre-plein');
    await pick(island, 'Type de mur', 'Bloc béton');
    await pick(island, "Épaisseur de l'isolant du mur", '120 mm');
    await pick(island, 'Épaisseur du plancher', '16 cm');
    await waitFor(() => expect(island.getByRole('status')).toHaveTextContent('Chargement du résultat'));
    expect(island.getByRole('status')).toHaveTextContent('Chargement du résultat');
    expect(progress(island)).toBeLessThan(100);
    expect(location.hash).not.toMatch(/^#\/\d+\//);
    // The fade-out on Jest's clock (React's scheduler keeps the real one it took at import);
    // waitFor would move that clock (and must not be running when it changes), so the saved
    // search is awaited through React's idle time.
    jest.useFakeTimers();
    setTimings({ fade: SPEC_TIMINGS.fade });
    release();
    while (progress(island) < 100) await reactIdle();
    await reactIdle();
    // The screen fades out for 250 ms, then the result opens.
    const leaving = () => island.host.shadowRoot!.querySelector('.oss-quiz--leaving');
    expect(leaving()).not.toBeNull();
    jest.advanceTimersByTime(SPEC_TIMINGS.fade - 1);
    expect(location.hash).not.toMatch(/^#\/\d+\//);
    expect(leaving()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(location.hash).toMatch(/^#\/\d+\/[^/]+$/);
    jest.useRealTimers();
  });
});

describe('every path ends on a psi value', () => {
  it('answers a single-choice question for the visitor, says so, and Retour goes past it', async () => {
    await startPage('main');
    const island = await mount(thermalBreak, { 'data-tool': 'thermal' });
    await pick(island, 'Type de plancher', 'Plancher intermédiaire');
    await pick(island, 'Type de mur', 'Béton banché');
    await island.findByRole('heading', { name: "Épaisseur de l'isolant du mur" });
    const recap = island.getByRole('navigation', { name: 'Vos réponses' });
    const auto = within(recap).getByText("Type d'isolation du mur").closest('li')!;
    expect(auto).toHaveTextContent("Isolation thermique par l'intérieur (ITI)");
    expect(auto).toHaveTextContent('Réponse automatique : seul choix possible');
    // Not offered again: going back to it would answer it again.
    expect(within(auto).queryByRole('button')).not.toBeInTheDocument();
    await user.click(island.getByRole('button', { name: 'Retour' }));
    expect(await island.findByRole('heading', { name: 'Type de mur' })).toBeInTheDocument();
    expect(within(recap).queryByText("Type d'isolation du mur")).not.toBeInTheDocument();
  });

  it('asks on after the search until one configuration of the rupteur is left, then saves it', async () => {
    const { recorder } = await startPage('main');
    const island = await mount(thermalBreak, { 'data-tool': 'thermal' });
    await pick(island, 'Type de plancher', 'Plancher vide sanitaire');
    await pick(island, 'Type de mur', 'Brique de terre cuite');
    // One rupteur is left: it is searched and saved, then its configuration's questions follow.
    await waitFor(() => expect(recorder.count('/api/filters/configuration')).toBeGreaterThan(0));
    expect(recorder.count('/api/history/create')).toBe(1);
    expect(await question(island)).toBeInTheDocument();
    expect(location.hash).toMatch(/^#\/etape\/\d+$/);
    await answerUntilResult(island);
    expect(recorder.count('/api/history/create')).toBe(1);
    expect(recorder.count('/api/history/save-refine')).toBe(1);
    const psi = await island.findByRole('region', { name: 'Valeurs psi' });
    expect(within(psi).queryAllByText('--')).toHaveLength(0);
  });

  it('says why psi about is missing on a ground-bearing slab', async () => {
    await startPage('main');
    const island = await mount(thermalBreak, { 'data-tool': 'thermal' });
    await pick(island, 'Type de plancher', 'Plancher bas sur terre-plein');
    await answerUntilResult(island);
    const psi = await island.findByRole('region', { name: 'Valeurs psi' });
    expect(within(psi).getAllByText('--')).toHaveLength(1);
    expect(psi).toHaveTextContent(
      "Pas de ψ about : un plancher bas sur terre-plein repose sur le sol, il n'a pas d'about sur le mur.",
    );
  });
});

describe("the browser's Back and Forward", () => {
  it('Back from a result shows the last question with its answers; Forward the result again', async () => {
    await startPage('main');
    const island = await mount(thermalBreak, { 'data-tool': 'thermal' });
    await pick(island, 'Type de plancher', 'Plancher intermédiaire');
    await pick(island, 'Type de mur', 'Bloc béton');
    await island.findByRole('heading', { name: "Épaisseur de l'isolant du mur" });
    expect(location.hash).toBe('#/etape/3');
    await answerUntilResult(island);
    const result = location.hash;

    history.back();
    await waitFor(() => expect(location.hash).toMatch(/^#\/etape\/\d+$/));
    expect(await question(island)).toBeInTheDocument();
    expect(
      island.getByRole('button', { name: 'Modifier « Type de plancher » : Plancher intermédiaire' }),
    ).toBeInTheDocument();
    expect(island.getByRole('button', { name: 'Modifier « Type de mur » : Bloc béton' })).toBeInTheDocument();

    history.forward();
    await waitFor(() => expect(location.hash).toBe(result));
    expect(await island.findByRole('region', { name: 'Valeurs psi' })).toBeInTheDocument();
  });

  it('Back and Forward between questions take the answers away and bring them back', async () => {
    await startPage('main');
    const island = await mount(thermalBreak, { 'data-tool': 'thermal' });
    await pick(island, 'Type de plancher', 'Plancher intermédiaire');
    await pick(island, 'Type de mur', 'Bloc béton');
    await island.findByRole('heading', { name: "Épaisseur de l'isolant du mur" });
    history.back();
    expect(await island.findByRole('heading', { name: 'Type de mur' })).toBeInTheDocument();
    expect(location.hash).toBe('#/etape/1');
    expect(island.queryByRole('button', { name: /^Modifier « Type de mur »/ })).not.toBeInTheDocument();
    history.forward();
    expect(await island.findByRole('heading', { name: "Épaisseur de l'isolant du mur" })).toBeInTheDocument();
    expect(island.getByRole('button', { name: 'Modifier « Type de mur » : Bloc béton' })).toBeInTheDocument();
  });
});

describe('a failed filters call', () => {
  it('says so in French and tries again with the answers given', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = false;
    const page = await startPage('main', {
      intercept: (request) => {
        if (down && new URL(request.url).pathname === '/api/filters') throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    const island = await mount(thermalBreak, { 'data-tool': 'thermal' });
    await pick(island, 'Type de plancher', 'Plancher intermédiaire');
    await island.findByRole('heading', { name: 'Type de mur' });
    down = true;
    await user.click(island.getByRole('button', { name: /^Béton banché/ }));
    const alert = await island.findByRole('alert');
    expect(alert).toHaveTextContent("La question suivante n'a pas pu être chargée.");
    expect(alert).toHaveTextContent('Connexion impossible');
    expect(island.getByText('Vos réponses sont conservées.')).toBeInTheDocument();
    // No search ran on the empty answer.
    expect(page.recorder.count('/api/rupteur')).toBe(0);
    expect(page.recorder.count('/api/history/create')).toBe(0);

    down = false;
    await user.click(island.getByRole('button', { name: 'Réessayer' }));
    expect(await island.findByRole('heading', { name: "Épaisseur de l'isolant du mur" })).toBeInTheDocument();
    expect(island.getByRole('button', { name: 'Modifier « Type de mur » : Béton banché' })).toBeInTheDocument();
  });

  it('says a malformed answer in French, never a blank', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await startPage('main', {
      intercept: (request) =>
        new URL(request.url).pathname === '/api/filters'
          ? Response.json({ success: true, message: '', error: null, datas: { nbResults: 'beaucoup', filters: [] } })
          : undefined,
    });
    const island = await mount(thermalBreak, { 'data-tool': 'thermal' });
    expect(await island.findByRole('alert')).toHaveTextContent('Une erreur est survenue. Veuillez réessayer.');
    // Developers are told which call broke its contract, and where.
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/getFilters: answer breaks the contract at "datas.nbResults"/),
    );
    expect(island.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('a failed search', () => {
  it('says why, keeps the answers and runs the search again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let down = true;
    const page = await startPage('main', {
      intercept: (request) =>
        down && new URL(request.url).pathname === '/api/history/create'
          ? Response.json({ success: false, message: 'Erreur' }, { status: 500 })
          : undefined,
    });
    const island = await mount(thermalBreak, { 'data-tool': 'thermal' });
    await question(island);
    const running = answerUntilResult(island).catch(() => undefined);
    expect(await island.findByRole('alert')).toHaveTextContent('Le service est momentanément indisponible.');
    const answered = island.getAllByRole('button', { name: /^Modifier/ }).length;
    down = false;
    await user.click(island.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(location.hash).toMatch(/^#\/\d+\//));
    expect(answered).toBeGreaterThan(0);
    expect(page.recorder.count('/api/history/create')).toBe(2);
    await running;
  });
});

describe('a reload', () => {
  it('keeps the answers given and asks the next question', async () => {
    await startPage('main');
    const first = await mount(thermalBreak, { 'data-tool': 'thermal' });
    await pick(first, 'Type de plancher', 'Plancher intermédiaire');
    await pick(first, 'Type de mur', 'Bloc béton');
    await first.findByRole('heading', { name: "Épaisseur de l'isolant du mur" });
    // The address names the step: a reload comes back to it.
    expect(location.hash).toBe('#/etape/3');
    cleanUp();

    const again = await mount(thermalBreak, { 'data-tool': 'thermal' });
    expect(await again.findByRole('heading', { name: "Épaisseur de l'isolant du mur" })).toBeInTheDocument();
    expect(
      again.getByRole('button', { name: 'Modifier « Type de plancher » : Plancher intermédiaire' }),
    ).toBeInTheDocument();
    expect(again.getByRole('button', { name: 'Modifier « Type de mur » : Bloc béton' })).toBeInTheDocument();
    // The other tool keeps its own answers.
    cleanUp();
    const environmental = await mount(thermalBreak, { 'data-tool': 'environmental' });
    expect(
      await environmental.findByRole('heading', { name: 'Quel est votre système constructif ?' }),
    ).toBeInTheDocument();
  });
});

describe('the environmental questionnaire', () => {
  beforeEach(() => history.replaceState(null, '', '/donnees-environnementales/'));

  it('asks the constructive system first, then the server questions with their hints', async () => {
    const { recorder } = await startPage('main');
    const island = await mount(thermalBreak, { 'data-tool': 'environmental' });
    expect(await island.findByRole('heading', { name: 'Quel est votre système constructif ?' })).toBeInTheDocument();
    expect(recorder.count('/api/filters')).toBe(0);
    expect(progress(island)).toBe(0);
    expect(island.getByRole('button', { name: /^Poutrelles\s*Plancher poutrelles hourdis/ })).toBeInTheDocument();
    expect(island.getByRole('button', { name: /^Prédalles\s*Prédalles et thermoprédalles/ })).toBeInTheDocument();
    expect(island.getByRole('button', { name: /^Prémur/ })).toBeInTheDocument();

    await pick(island, 'Quel est votre système constructif ?', 'Prédalles');
    await pick(island, 'Type de prédalle', 'Prédalle précontrainte');
    await island.findByRole('heading', { name: 'Montage de la prédalle' });
    expect(island.getByText('Épaisseur de la prédalle + table de compression, en cm')).toBeInTheDocument();

    await user.click(island.getByRole('button', { name: /^Modifier « Quel est votre système constructif/ }));
    await pick(island, 'Quel est votre système constructif ?', 'Prémur');
    await island.findByRole('heading', { name: 'Montage du prémur' });
    expect(island.getByText('Épaisseur de la peau 1 + noyau + épaisseur de la peau 2, en cm')).toBeInTheDocument();
  });

  it('runs to a result: the environmental result, then the saved history', async () => {
    const { recorder } = await startPage('main');
    const island = await mount(thermalBreak, { 'data-tool': 'environmental' });
    await island.findByRole('heading', { name: 'Quel est votre système constructif ?' });
    await answerUntilResult(island);
    expect(recorder.count('/api/env/result')).toBe(1);
    expect(recorder.count('/api/history/create')).toBe(1);
    expect(recorder.count('/api/rupteur')).toBe(0);
  });
});
