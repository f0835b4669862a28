import { done, refused, type Outcome } from '@/src/api/outcome';
import type { FormStep } from '@/src/contracts/forms/server-field';
import { setTimings, SPEC_TIMINGS, zeroTimings } from '@/src/runtime/timings';
import { createServerForm, type ServerTask } from './server-form';

/** A form of two fields: `shape` asks for the form again when it changes; `size` asks for nothing. */
const STEPS: FormStep[] = [
  {
    step: 1,
    title: 'Un pas',
    fields: [
      { name: 'shape', label: 'Forme', type: 'radio', choices: { Rond: 'round', Carré: 'square' }, reload: 'form' },
      { name: 'size', label: 'Taille', type: 'text' },
    ],
  },
];

/** A server answer the test gives when it wants; `signals` are those each request was sent with. */
function server<T extends object>() {
  const answers: ((outcome: Outcome<T>) => void)[] = [];
  const signals: AbortSignal[] = [];
  const ask = jest.fn((signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<Outcome<T>>((resolve, reject) => {
      answers.push(resolve);
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  });
  return { ask, signals, answer: (index: number, outcome: Outcome<T>) => answers[index]!(outcome) };
}

beforeEach(() => {
  jest.useFakeTimers();
  setTimings({ formLoad: SPEC_TIMINGS.formLoad, fieldRefetch: SPEC_TIMINGS.fieldRefetch });
});
afterEach(() => {
  jest.useRealTimers();
  // Back to what every unit test runs with (test/support/jest-timings.ts).
  zeroTimings();
});

describe('the server form: loading', () => {
  it('asks after the timing given, read when the load starts, and keeps the newest answer only', async () => {
    const forms = server<{ steps: FormStep[] }>();
    const engine = createServerForm();
    const first = engine.load(forms.ask, { after: 'formLoad' });
    await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.formLoad - 1);
    expect(forms.ask).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(forms.ask).toHaveBeenCalledTimes(1);
    expect(engine.getState().busy).toBe(true);

    const second = engine.load(forms.ask);
    expect(forms.signals[0]!.aborted).toBe(true);
    forms.answer(1, done({ steps: STEPS }));
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toMatchObject({ kind: 'done', steps: STEPS });
    expect(engine.getState()).toMatchObject({ busy: false, error: null });
  });

  it('keeps a refused load as the error, and the form shown keeps its answers', async () => {
    const engine = createServerForm();
    const form = engine.open(STEPS);
    form.setValue('size', '12');
    const outcome = await engine.load(async () => refused('Connexion impossible.'));
    expect(outcome).toEqual({ kind: 'refused', toast: 'Connexion impossible.' });
    expect(engine.getState()).toMatchObject({ form, error: 'Connexion impossible.' });
    expect(form.values()).toMatchObject({ size: '12' });
  });
});

const refetch = (apply = jest.fn()) => {
  const forms = server<{ size: string }>();
  const task: ServerTask<{ size: string }> = { ask: (_form, signal) => forms.ask(signal), apply };
  return { forms, task, apply };
};

describe('the server form: fetching again', () => {
  it('asks once, fieldRefetch after the last of quick changes of a field whose `reload` names the task', async () => {
    const { forms, task, apply } = refetch();
    const engine = createServerForm({ tasks: { form: task } });
    const form = engine.open(STEPS);
    form.setValue('size', '3');
    expect(engine.getState().busy).toBe(false);
    form.setValue('shape', 'round');
    // Busy from the change on: the form is being updated.
    expect(engine.getState().busy).toBe(true);
    await jest.advanceTimersByTimeAsync(100);
    form.setValue('shape', 'square');
    await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.fieldRefetch - 1);
    expect(forms.ask).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(forms.ask).toHaveBeenCalledTimes(1);
    expect(engine.getState().busy).toBe(true);
    forms.answer(0, done({ size: '4' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(apply).toHaveBeenCalledWith(form, { kind: 'done', size: '4' });
    expect(engine.getState().busy).toBe(false);
  });

  it('reads the timing when it schedules: a test may set it', async () => {
    const { forms, task } = refetch();
    const engine = createServerForm({ tasks: { form: task } });
    setTimings({ fieldRefetch: 10 });
    engine.open(STEPS).setValue('shape', 'round');
    await jest.advanceTimersByTimeAsync(10);
    expect(forms.ask).toHaveBeenCalledTimes(1);
  });

  it('aborts the stale request when the answers change, and applies the newest answer only', async () => {
    const { forms, task, apply } = refetch();
    const engine = createServerForm({ tasks: { form: task } });
    const form = engine.open(STEPS);
    form.setValue('shape', 'round');
    await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.fieldRefetch);
    form.setValue('shape', 'square');
    expect(forms.signals[0]!.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.fieldRefetch);
    forms.answer(0, done({ size: 'stale' }));
    forms.answer(1, done({ size: 'new' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(apply.mock.calls).toEqual([[form, { kind: 'done', size: 'new' }]]);
  });
});

describe('the server form: errors, replaced forms, closing', () => {
  it('keeps a refusal beside the typed answers, tells the island, and clears it on the next success', async () => {
    const { forms, task, apply } = refetch();
    const onError = jest.fn();
    const engine = createServerForm({ tasks: { form: task }, onError });
    const form = engine.open(STEPS);
    form.setValue('size', '12');
    form.setValue('shape', 'round');
    await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.fieldRefetch);
    forms.answer(0, refused());
    await jest.advanceTimersByTimeAsync(0);
    const message = 'Une erreur est survenue. Merci de bien vouloir réessayer.';
    expect(onError).toHaveBeenCalledWith(message, 'form');
    expect(engine.getState()).toMatchObject({ error: message, busy: false });
    expect(form.values()).toMatchObject({ shape: 'round', size: '12' });
    expect(apply).not.toHaveBeenCalled();

    engine.request('form');
    await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.fieldRefetch);
    forms.answer(1, done({ size: '4' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(engine.getState().error).toBeNull();
  });

  it("drops an answer asked for a form that was replaced since, and the island's own changes ask for its tasks", async () => {
    const { forms, task, apply } = refetch();
    const later = { after: 'forcedValue' as const, apply: jest.fn() };
    const engine = createServerForm({
      tasks: { form: task, later },
      onChange: ({ name }) => (name === 'size' ? engine.request('later') : undefined),
    });
    setTimings({ forcedValue: SPEC_TIMINGS.forcedValue });
    engine.open(STEPS).setValue('shape', 'round');
    await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.fieldRefetch);
    const second = engine.open(STEPS);
    expect(forms.signals[0]!.aborted).toBe(true);
    second.setValue('size', '2');
    expect(engine.waiting('later')).toBe(true);
    await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.forcedValue);
    expect(later.apply).toHaveBeenCalledWith(second, null);
    expect(apply).not.toHaveBeenCalled();
  });

  it('stops every task and load when closed', async () => {
    const { forms, task } = refetch();
    const engine = createServerForm({ tasks: { form: task } });
    engine.open(STEPS).setValue('shape', 'round');
    engine.close();
    await jest.advanceTimersByTimeAsync(SPEC_TIMINGS.fieldRefetch);
    expect(forms.ask).not.toHaveBeenCalled();
    expect(engine.getState()).toMatchObject({ form: null, busy: false });
  });
});
