/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import { createRoot, type Root } from 'react-dom/client';
import { REQUIRED } from '@/src/contracts/messages';
import type { FormStep } from '@/src/contracts/forms/server-field';
import {
  createFormController,
  type FormController,
  type FormControllerOptions,
} from '@/features/dynamic-form/form-controller';
import { DynamicFields } from '@/features/dynamic-form/react/dynamic-fields';
import { useFormController } from '@/features/dynamic-form/react/use-form-controller';
import { CARBON_STEPS, FLOOR_STEPS } from '@/test/support/dynamic-form-fixtures';
import { reactIdle } from '@/test/support/react-idle';
import { FLOOR_RESTRICTIONS, loadsOf } from '@/widgets/floor-configurator/loads';
import { person, typeInto, type Person } from '@/test/support/user';

/**
 * The server-driven fields (features/dynamic-form/react) as a person uses them: keys refused,
 * conditions revealing and hiding fields, tooltips by keyboard and touch, errors announced, the
 * availability notices (floor-and-carbon-tools §4.1, §5, §8). The forms are fixtures: the engine
 * renders what the server sends, whatever the island.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

let user: Person;
let root: Root | null = null;

function Form({ create, step }: { create: () => FormController; step: number }) {
  const [, controller] = useFormController(create);
  return (
    <form>
      <DynamicFields controller={controller} step={step} imageUrl={(path) => `http://api.plancher.localhost${path}`} />
    </form>
  );
}

async function render(steps: FormStep[] = FLOOR_STEPS, step = 2, options: Partial<FormControllerOptions> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  let controller: FormController | undefined;
  root = createRoot(container);
  root.render(<Form step={step} create={() => (controller = createFormController({ steps, ...options }))} />);
  await waitFor(() => expect(container.querySelector('.oss-dform')).not.toBeNull());
  await reactIdle();
  return { ...within(container), controller: controller! };
}

beforeEach(() => {
  user = person();
});

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

describe('typing', () => {
  it("a number field ignores 'e' and '-', a field in cm the comma, a pattern strips as typed", async () => {
    const form = await render();
    const span = form.getByRole('textbox', { name: 'Portée' });
    await typeInto(user, span, '5e-4,2');
    expect(span).toHaveValue('54,2');
    expect(span).toHaveAttribute('inputmode', 'decimal');
    await user.click(form.getByRole('radio', { name: 'Oui' }));
    const width = await form.findByRole('textbox', { name: "Largeur d'appui" });
    await typeInto(user, width, '12,5');
    expect(width).toHaveValue('125');
    expect(width).toHaveAttribute('inputmode', 'numeric');
  });

  it('strips what the pattern forbids, pasted too', async () => {
    const form = await render(FLOOR_STEPS, 1);
    const zip = form.getByRole('textbox', { name: 'Code postal' });
    await typeInto(user, zip, '69a0 03');
    expect(zip).toHaveValue('69003');
    await user.clear(zip);
    await user.paste('75-0x12');
    expect(zip).toHaveValue('75012');
  });
});

describe('conditions', () => {
  it('reveal a field, then hide it and reset its answer', async () => {
    const form = await render();
    expect(form.queryByRole('textbox', { name: /Largeur d'appui/ })).not.toBeInTheDocument();
    await user.click(form.getByRole('radio', { name: 'Oui' }));
    await typeInto(user, await form.findByRole('textbox', { name: "Largeur d'appui" }), '20');
    await user.click(form.getByRole('radio', { name: 'Non' }));
    await waitFor(() => expect(form.queryByRole('textbox', { name: /Largeur d'appui/ })).not.toBeInTheDocument());
    await user.click(form.getByRole('radio', { name: 'Oui' }));
    expect(await form.findByRole('textbox', { name: "Largeur d'appui" })).toHaveValue('');
  });

  it('compare numbers typed with a comma (carbon: > and <=, OR)', async () => {
    const form = await render(CARBON_STEPS);
    await typeInto(user, form.getByRole('textbox', { name: 'Portée' }), '6,5');
    expect(await form.findByRole('radiogroup', { name: 'Zone sismique' })).toBeInTheDocument();
    expect(form.queryByRole('radiogroup', { name: 'Étaiement' })).not.toBeInTheDocument();
    await typeInto(user, form.getByRole('textbox', { name: 'Portée' }), '4,5');
    expect(await form.findByRole('radiogroup', { name: 'Étaiement' })).toBeInTheDocument();
    expect(form.queryByRole('radiogroup', { name: 'Zone sismique' })).not.toBeInTheDocument();
  });
});

describe('tooltips', () => {
  it('open from the keyboard and close with Escape, the focus back on their button', async () => {
    const form = await render();
    const button = form.getByRole('button', { name: 'Aide : Portée' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    const popover = await form.findByRole('group', { name: 'Aide : Portée' });
    expect(popover).toBeVisible();
    expect(within(popover).getByText("La distance libre entre deux appuis, d'un nu à l'autre.")).toBeVisible();
    expect(within(popover).getByRole('img', { name: 'La portée' })).toHaveAttribute(
      'src',
      'http://api.plancher.localhost/media/download/portee.png',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(popover).not.toBeVisible());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('open with a tap and close with a tap elsewhere', async () => {
    const form = await render();
    await user.click(form.getByRole('button', { name: 'Aide : Portée' }));
    const popover = await form.findByRole('group', { name: 'Aide : Portée' });
    expect(popover).toBeVisible();
    await user.click(form.getByText('Exposition'));
    await waitFor(() => expect(popover).not.toBeVisible());
  });
});

describe('errors', () => {
  it('show under a field once left, announced with it', async () => {
    const form = await render();
    const span = form.getByRole('textbox', { name: 'Portée' });
    expect(span).not.toHaveAttribute('aria-invalid');
    expect(span).toHaveAccessibleDescription('La plus grande portée entre appuis. m');
    await user.click(span);
    await user.tab();
    await waitFor(() => expect(span).toHaveAttribute('aria-invalid', 'true'));
    expect(span).toHaveAccessibleDescription(`${REQUIRED} La plus grande portée entre appuis. m`);
  });

  it("show on every field of a checked step, the server's under its field", async () => {
    const form = await render();
    form.controller.validateStep(2);
    const floor = await form.findByRole('radiogroup', { name: 'Type de plancher' });
    await waitFor(() => expect(floor).toHaveAccessibleDescription(REQUIRED));
    expect(floor).toHaveAttribute('aria-invalid', 'true');
    form.controller.setServerErrors({ gLoad: 'La charge doit être comprise entre 0 et 10 kN/m².' });
    const gLoad = form.getByRole('textbox', { name: 'Charges permanentes' });
    await waitFor(() =>
      expect(gLoad).toHaveAccessibleDescription('La charge doit être comprise entre 0 et 10 kN/m². kN/m²'),
    );
    expect(gLoad).toHaveAttribute('aria-invalid', 'true');
    expect(gLoad).toBeRequired();
  });
});

describe('choices', () => {
  it("say why 'up' offers nothing, then offer what the floor allows (the floor's restrictions)", async () => {
    const form = await render(FLOOR_STEPS, 2, { restrictions: FLOOR_RESTRICTIONS });
    const up = () => form.getByText('Valeur Up visée').closest('.oss-field') as HTMLElement;
    expect(within(up()).getByText('Veuillez remplir les champs ci-dessus.')).toBeInTheDocument();
    expect(within(up()).queryByRole('radio')).not.toBeInTheDocument();
    await user.click(form.getByRole('radio', { name: 'Plancher haut' }));
    expect(await within(up()).findByText('Aucune valeur disponible.')).toBeInTheDocument();
    await user.click(form.getByRole('radio', { name: 'Plancher sur vide sanitaire' }));
    const choices = await form.findByRole('radiogroup', { name: 'Valeur Up visée' });
    expect(
      within(choices)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['0.27', '0.23']);
  });

  it('a choice field sent without choices waits for the answers above, or says nothing fits with its help', async () => {
    const field = (help?: string) => ({
      name: 'floorType',
      label: "Type d'entrevous",
      type: 'radio',
      choices: {},
      help,
    });
    const waiting = await render([{ step: 1, title: 'Étape', fields: [field()] }], 1);
    expect(waiting.getByText('Veuillez remplir les champs ci-dessus.')).toBeInTheDocument();
    root?.unmount();
    document.body.replaceChildren();
    const none = await render(
      [{ step: 1, title: 'Étape', fields: [field('Aucun entrevous n’atteint ce Up à cette portée.')] }],
      1,
    );
    expect(none.getByText('Aucune valeur disponible.')).toBeInTheDocument();
    expect(none.getByText('Aucun entrevous n’atteint ce Up à cette portée.')).toBeInTheDocument();
  });

  it("a load case card sets the loads shown under it (the floor's onPick)", async () => {
    const form = await render(FLOOR_STEPS, 2, { onPick: loadsOf });
    await user.click(form.getByRole('radio', { name: 'Plancher intermédiaire' }));
    const cases = await form.findByRole('radiogroup', { name: "Cas de charge d'exploitation" });
    await user.click(within(cases).getByRole('radio', { name: 'Bureaux' }));
    expect(within(cases).getByRole('radio', { name: 'Bureaux' })).toBeChecked();
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Charges permanentes' })).toHaveValue('2'));
    expect(form.getByRole('textbox', { name: "Charges d'exploitation" })).toHaveValue('2.5');
  });

  it("a checkbox's disabled value clears the others, and goes when another is ticked", async () => {
    const form = await render();
    const none = form.getByRole('checkbox', { name: 'Aucune' });
    const pse = form.getByRole('checkbox', { name: 'Polystyrène sous chape' });
    await user.click(pse);
    expect(await form.findByRole('textbox', { name: "Épaisseur d'isolant" })).toBeInTheDocument();
    await user.click(none);
    await waitFor(() => expect(pse).not.toBeChecked());
    expect(none).toBeChecked();
    expect(form.queryByRole('textbox', { name: "Épaisseur d'isolant" })).not.toBeInTheDocument();
    await user.click(form.getByRole('checkbox', { name: 'Fibre de bois' }));
    await waitFor(() => expect(none).not.toBeChecked());
  });

  it('grouped choices show under their group names', async () => {
    const form = await render(CARBON_STEPS);
    const cement = form.getByRole('radiogroup', { name: 'Type de ciment' });
    expect(within(cement).getByRole('group', { name: 'Bas carbone' })).toContainElement(
      within(cement).getByRole('radio', { name: 'CEM III' }),
    );
    await user.click(within(cement).getByRole('radio', { name: 'CEM III' }));
    expect(await form.findByRole('textbox', { name: 'Facteur du ciment' })).toBeInTheDocument();
  });
});
