/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import { setTimings, SPEC_TIMINGS, zeroTimings } from '@/src/runtime/timings';
import { reactIdle } from '@/test/support/react-idle';
import { failureResponse } from '@/test/support/runtime';
import { person, type Person } from '@/test/support/user';
import { ANSWERS, leaveResultPage, resultSite, stubWindows, type Island } from './thermal-result-support';

/** The refine view, 'Trouver un rupteur' (thermal-break-tool §2 "Refine (configurator) screen", §4, §5, §8). */

let user: Person;
beforeEach(() => {
  user = person();
  stubWindows();
});
afterEach(leaveResultPage);

const SAVE_REFINE = '/api/history/save-refine';

/** The result of `answers`, then its refine panel. */
type App = { fetch(request: Request): Response | Promise<Response> };

async function openPanel(
  answers: [string, string][],
  intercept?: (request: Request, app: App) => Promise<Response | undefined>,
) {
  let app: App | null = null;
  const site = await resultSite({ intercept: intercept && ((request) => intercept(request, app!)) });
  app = site.api.app;
  const { history } = await site.create('rup', answers);
  const page = await site.open(history.id);
  await user.click(await page.findByRole('button', { name: 'Redéfinir mes critères' }));
  await page.findByRole('tab', { name: 'Trouver un rupteur' });
  const panel = page.getByRole('region', { name: 'Critères de recherche' });
  await within(panel).findByText('Quelles sont les caractéristiques de votre chantier?');
  await within(panel).findByLabelText('Type de plancher');
  return { site, page, panel };
}

const select = (panel: HTMLElement, name: string) => within(panel).getByLabelText(name) as HTMLSelectElement;
const chosen = (panel: HTMLElement, name: string) => {
  const field = select(panel, name);
  return field.options[field.selectedIndex]!.text;
};
const next = (panel: HTMLElement) => within(panel).getByRole('button', { name: 'Suivant' });
const settled = (panel: HTMLElement) =>
  waitFor(() => expect(panel.querySelector('form')).not.toHaveAttribute('aria-busy'));

describe('the refine view', () => {
  it("opens with its tabs, picks a filter's only value, and offers 'Suivant' once every filter has a value", async () => {
    const { panel } = await openPanel(ANSWERS.open);
    expect(within(panel).getByRole('heading', { name: 'Trouver un rupteur' })).toBeInTheDocument();
    expect(within(panel).getByRole('tab', { name: 'Trouver un rupteur' })).toHaveAttribute('aria-selected', 'true');
    // No psi value yet: no 'Configurateur' tab.
    expect(within(panel).queryByRole('tab', { name: 'Configurateur' })).not.toBeInTheDocument();
    await settled(panel);
    expect(chosen(panel, 'Type de plancher')).toBe('Plancher intermédiaire');
    // A single option left: chosen for the visitor.
    expect(chosen(panel, "Type d'isolation du mur")).toBe('Isolation thermique répartie (ITR)');
    expect(chosen(panel, 'Gamme de rupteur')).toBe('Gamme haute performance');
    expect(chosen(panel, 'Type de plancher porteur')).toBe('Sélectionnez');
    expect(next(panel)).toBeDisabled();

    await user.selectOptions(select(panel, 'Type de plancher porteur'), 'Dalle pleine');
    await settled(panel);
    if (chosen(panel, 'Épaisseur du plancher') === 'Sélectionnez') {
      expect(next(panel)).toBeDisabled();
      await user.selectOptions(
        select(panel, 'Épaisseur du plancher'),
        select(panel, 'Épaisseur du plancher').options[1]!,
      );
      await settled(panel);
    }
    await waitFor(() => expect(next(panel)).toBeEnabled());
    // The keyboard moves between the tabs; 'Configurateur' shows the configuration's psi values.
    within(panel).getByRole('tab', { name: 'Trouver un rupteur' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(panel).getByRole('tab', { name: 'Configurateur' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByRole('img', { name: 'Schéma de la configuration' })).toBeInTheDocument();
    expect(
      within(panel).getByText(/le garde-fou de la RE2020 pour le plancher intermédiaire .* est respecté\.$/),
    ).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(panel).getByRole('button', { name: 'Suivant' })).toBeEnabled();
  });

  it('fades the panel in 250 ms where animation is allowed', async () => {
    expect(SPEC_TIMINGS.fade).toBe(250);
    const queries: string[] = [];
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => (queries.push(query), { matches: false, media: query }),
    });
    try {
      const site = await resultSite();
      const { history } = await site.create('rup', ANSWERS.open);
      const page = await site.open(history.id);
      const refine = await page.findByRole('button', { name: 'Redéfinir mes critères' });
      // The fade on Jest's clock (React's scheduler keeps the real one it took at import).
      jest.useFakeTimers();
      setTimings({ fade: SPEC_TIMINGS.fade });
      await user.click(refine);
      await reactIdle();
      const fadingOut = () => page.queryByRole('region', { name: 'Valeurs psi' })?.closest('.oss-tb-fade--out');
      // Fading out: the standard view is still there for 250 ms.
      expect(fadingOut()).not.toBeNull();
      jest.advanceTimersByTime(SPEC_TIMINGS.fade - 1);
      await reactIdle();
      expect(fadingOut()).not.toBeNull();
      expect(page.queryByRole('tab', { name: 'Trouver un rupteur' })).not.toBeInTheDocument();
      jest.advanceTimersByTime(1);
      jest.useRealTimers();
      expect(await page.findByRole('tab', { name: 'Trouver un rupteur' })).toBeInTheDocument();
      expect(queries).toContain('(max-width: 992px), (prefers-reduced-motion: reduce)');
    } finally {
      jest.useRealTimers();
      zeroTimings();
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it("shows the floor-insulation filters (import columns 13, 14) only for 'Plancher vide sanitaire'", async () => {
    const { panel } = await openPanel(ANSWERS.open);
    await settled(panel);
    expect(within(panel).queryByLabelText("Position de l'isolant du plancher")).not.toBeInTheDocument();
    await user.selectOptions(select(panel, 'Type de plancher'), 'Plancher vide sanitaire');
    await settled(panel);
    expect(await within(panel).findByLabelText("Position de l'isolant du plancher")).toBeInTheDocument();
    expect(within(panel).getByLabelText("Épaisseur de l'isolant du plancher")).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Effacer : Type de plancher' }));
    await settled(panel);
    expect(within(panel).queryByLabelText("Position de l'isolant du plancher")).not.toBeInTheDocument();
    expect(chosen(panel, 'Type de plancher')).toBe('Sélectionnez');
  });

  it("says 'Aucun choix disponible' for a filter without choices", async () => {
    const { page } = await openPanel(ANSWERS.open, async (request, app) => {
      if (new URL(request.url).pathname !== '/api/filters/configuration') return undefined;
      const answer = (await (await app.fetch(request)).json()) as {
        datas: { filters: { name: string; filterValues: unknown[] }[] };
      };
      for (const f of answer.datas.filters) if (f.name === 'Épaisseur du plancher') f.filterValues = [];
      return Response.json(answer);
    });
    const field = (await page.findByLabelText('Épaisseur du plancher')) as HTMLSelectElement;
    expect(field.options[0]!.text).toBe('Aucun choix disponible');
    expect(field).toBeDisabled();
  });

  it('saves the refined answers and returns to the refined result', async () => {
    const { site, page, panel } = await openPanel(ANSWERS.open);
    await settled(panel);
    await user.selectOptions(select(panel, 'Type de plancher porteur'), 'Dalle pleine');
    await settled(panel);
    if (chosen(panel, 'Épaisseur du plancher') === 'Sélectionnez')
      await user.selectOptions(
        select(panel, 'Épaisseur du plancher'),
        select(panel, 'Épaisseur du plancher').options[1]!,
      );
    await settled(panel);
    // A double click sends once.
    await user.dblClick(next(panel));
    const psi = await page.findByRole('region', { name: 'Valeurs psi' });
    expect(within(psi).queryAllByText('--')).toHaveLength(0);
    expect(within(psi).getByText(/garde-fou de la RE2020/)).toBeInTheDocument();
    expect(site.recorder.count(SAVE_REFINE)).toBe(1);
    expect(
      within(page.getByRole('region', { name: 'Critères de recherche' })).getByText('Dalle pleine'),
    ).toBeInTheDocument();
  });

  it('stays on the form with what was chosen when the save fails', async () => {
    let saving: (() => void) | null = null;
    const { page, panel } = await openPanel(ANSWERS.open, async (request) => {
      if (new URL(request.url).pathname !== SAVE_REFINE) return undefined;
      await new Promise<void>((resolve) => (saving = resolve));
      return failureResponse(400, 'Aucune configuration de ce rupteur ne correspond à ces critères.');
    });
    await settled(panel);
    await user.selectOptions(select(panel, 'Type de plancher porteur'), 'Dalle pleine');
    await settled(panel);
    if (chosen(panel, 'Épaisseur du plancher') === 'Sélectionnez')
      await user.selectOptions(
        select(panel, 'Épaisseur du plancher'),
        select(panel, 'Épaisseur du plancher').options[1]!,
      );
    await settled(panel);
    await user.click(next(panel));
    const busy = within(panel).getByRole('button', { name: /Mise à jour du résultat/ });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(saving).not.toBeNull());
    saving!();
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Aucune configuration de ce rupteur ne correspond à ces critères.',
    );
    expect(next(panel)).not.toHaveAttribute('aria-busy');
    expect(chosen(panel, 'Type de plancher porteur')).toBe('Dalle pleine');
    expect(page.queryByRole('region', { name: 'Valeurs psi' })).not.toBeInTheDocument();
  });

  it("goes back to the result with 'Retour' and 'Retour au résultat'", async () => {
    const { page, panel } = await openPanel(ANSWERS.open);
    await settled(panel);
    await user.click(within(panel).getByRole('button', { name: 'Retour' }));
    expect(await page.findByRole('region', { name: 'Valeurs psi' })).toBeInTheDocument();
    await user.click(page.getByRole('button', { name: 'Redéfinir mes critères' }));
    await user.click(await page.findByRole('button', { name: 'Retour au résultat' }));
    expect(await page.findByRole('region', { name: 'Valeurs psi' })).toBeInTheDocument();
  });
});

export type { Island };
