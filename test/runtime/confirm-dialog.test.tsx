/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor, within } from '@testing-library/dom';
import { askConfirmation, type Confirmation } from '@/src/ui/confirm-dialog';
import { cleanUp, overlays } from '@/test/support/dom';
import { startPage } from '@/test/support/islands';
import { person } from '@/test/support/user';

/**
 * The one confirmation (src/ui/confirm-dialog.tsx): each tool's words, busy while the action
 * runs, closed once it settled, kept busy when the page is leaving, opened once per key.
 */

const COPY = {
  key: 'test-delete',
  title: 'Supprimer la simulation',
  message: 'Cette simulation et ses résultats seront supprimés de votre historique.',
  cancelLabel: 'Annuler',
  confirmLabel: 'Supprimer',
  busyLabel: 'Suppression…',
} satisfies Omit<Confirmation, 'onConfirm'>;

beforeEach(() => startPage('plancher'));
afterEach(cleanUp);

/** A promise the test settles. */
function pending<T = void>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

async function ask(onConfirm: Confirmation['onConfirm']) {
  askConfirmation({ ...COPY, onConfirm });
  const layer = await overlays();
  return within(await layer.findByRole('dialog', { name: COPY.title }));
}

test("says the tool's words and cancels without acting", async () => {
  const user = person();
  const onConfirm = jest.fn();
  const dialog = await ask(onConfirm);
  expect(dialog.getByText(COPY.message)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Annuler' }));
  await waitFor(async () => expect((await overlays()).queryByRole('dialog')).not.toBeInTheDocument());
  expect(onConfirm).not.toHaveBeenCalled();
});

test('is busy while the action runs, then closes', async () => {
  const user = person();
  const action = pending();
  const dialog = await ask(() => action.promise);
  await user.click(dialog.getByRole('button', { name: 'Supprimer' }));
  expect(await dialog.findByText('Suppression…')).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: 'Annuler' })).toBeDisabled();
  action.settle();
  await waitFor(async () => expect((await overlays()).queryByRole('dialog')).not.toBeInTheDocument());
});

test('stays busy when the page is leaving; opens once per key', async () => {
  const user = person();
  const leave = () => 'leaving' as const;
  const dialog = await ask(leave);
  askConfirmation({ ...COPY, onConfirm: leave });
  expect((await overlays()).getAllByRole('dialog')).toHaveLength(1);
  await user.click(dialog.getByRole('button', { name: 'Supprimer' }));
  expect(await dialog.findByText('Suppression…')).toBeInTheDocument();
  expect((await overlays()).getByRole('dialog', { name: COPY.title })).toBeInTheDocument();
});
