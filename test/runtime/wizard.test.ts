import { watchLeave } from '@/features/wizard/leave-guard';
import { WIZARD_MESSAGES } from '@/features/wizard/messages';
import { createWizard, progressPercent, stepHolding, type WizardStep } from '@/features/wizard/wizard';

interface Values {
  name?: string;
  email?: string;
  password?: string;
}

const errorIfBlank = (field: keyof Values) => (values: Values) =>
  values[field] ? undefined : { [field]: 'Champ obligatoire' };

/** Three steps; the first asks the "server" before going on (an address already taken). */
function setUp() {
  const cleared: (readonly string[])[] = [];
  const finished: Values[] = [];
  let finishAnswer: Record<string, string> | undefined;
  const steps: WizardStep<Values>[] = [
    {
      title: 'Identité',
      fields: ['name', 'email'],
      validate: errorIfBlank('name'),
      beforeNext: async (values) => (values.email === 'pris@exemple.fr' ? { email: 'Adresse prise' } : undefined),
    },
    { title: 'Mot de passe', fields: ['password'], validate: errorIfBlank('password') },
    { title: 'Récapitulatif', fields: [] },
  ];
  const wizard = createWizard<Values>(steps.length);
  const actions = {
    finish: async (values: Values) => {
      finished.push(values);
      return finishAnswer;
    },
    clear: (fields: readonly string[]) => {
      cleared.push(fields);
    },
  };
  const submit = (values: Values) => wizard.submit(steps, values, actions);
  const answer = (errors: Record<string, string> | undefined) => {
    finishAnswer = errors;
  };
  return { wizard, steps, submit, cleared, finished, answer, index: () => wizard.store.getState().index };
}

describe('the wizard core', () => {
  it('opens on the first step of N', () => {
    const { wizard } = setUp();
    expect(wizard.store.getState()).toEqual({ index: 0, count: 3, completed: false });
  });

  it("goes on after the step's server check, clearing the next step's fields", async () => {
    const { submit, cleared, index } = setUp();
    expect(await submit({ name: 'Luc', email: 'luc@exemple.fr' })).toBeUndefined();
    expect(index()).toBe(1);
    expect(cleared).toEqual([['password']]);
  });

  it("stays on the step with the check's errors", async () => {
    const { submit, cleared, index } = setUp();
    expect(await submit({ name: 'Luc', email: 'pris@exemple.fr' })).toEqual({ email: 'Adresse prise' });
    expect(index()).toBe(0);
    expect(cleared).toEqual([]);
  });

  it('goes back and forth without leaving its bounds', () => {
    const { wizard, index } = setUp();
    wizard.back();
    expect(index()).toBe(0);
    wizard.goTo(2);
    wizard.goTo(7);
    expect(index()).toBe(2);
    wizard.back();
    expect(index()).toBe(1);
  });

  it('sends from the last step only, and is completed once accepted', async () => {
    const { wizard, submit, finished } = setUp();
    wizard.goTo(2);
    const values = { name: 'Luc', email: 'luc@exemple.fr', password: 'x' };
    expect(await submit(values)).toBeUndefined();
    expect(finished).toEqual([values]);
    expect(wizard.store.getState()).toMatchObject({ index: 2, completed: true });
  });

  it('opens the earliest step holding a refused field; a refusal of nothing shown stays', async () => {
    const { wizard, submit, answer, index } = setUp();
    wizard.goTo(2);
    answer({ password: 'Trop faible', email: 'Adresse prise' });
    expect(await submit({})).toEqual({ password: 'Trop faible', email: 'Adresse prise' });
    expect(index()).toBe(0);
    expect(wizard.store.getState().completed).toBe(false);
    wizard.goTo(2);
    answer({ inconnu: 'x' });
    await submit({});
    expect(index()).toBe(2);
  });
});

describe('stepHolding and progress', () => {
  it.each<[Record<string, unknown> | undefined, number | undefined]>([
    [{ email: 'x' }, 0],
    [{ password: 'x', name: 'y' }, 0],
    [{ password: 'x' }, 1],
    [{ other: 'x' }, undefined],
    [{}, undefined],
    [undefined, undefined],
  ])('%j is on step %s', (errors, expected) => {
    expect(stepHolding(setUp().steps, errors)).toBe(expected);
  });

  it('finds a nested field by its first name', () => {
    expect(
      stepHolding([{ fields: ['name'] }, { fields: ['plainPassword.password'] }], { plainPassword: { password: 'x' } }),
    ).toBe(1);
  });

  it("says 'Étape n sur N' and fills the bar up to the step on screen", () => {
    expect(WIZARD_MESSAGES.progress(1, 2)).toBe('Étape 1 sur 2');
    expect([0, 1].map((index) => progressPercent({ index, count: 2 }))).toEqual([50, 100]);
    expect(progressPercent({ index: 0, count: 3 })).toBe(33);
  });
});

describe('the leave prompt', () => {
  function leave(target: EventTarget): Event {
    const event = new Event('beforeunload', { cancelable: true });
    Object.defineProperty(event, 'returnValue', { writable: true, value: undefined });
    target.dispatchEvent(event);
    return event;
  }

  it('asks while something typed is unsent, and no more once stopped', () => {
    const target = new EventTarget();
    let unsaved = false;
    const stop = watchLeave(target as unknown as Window, () => unsaved);
    expect(leave(target).defaultPrevented).toBe(false);
    unsaved = true;
    const asked = leave(target);
    expect(asked.defaultPrevented).toBe(true);
    expect((asked as Event & { returnValue: unknown }).returnValue).toBe(true);
    stop();
    expect(leave(target).defaultPrevented).toBe(false);
  });
});
