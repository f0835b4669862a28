/** @jest-environment ./test/support/jsdom-environment.cjs */
import { notify, openOverlay, renewOverlayHost } from '@/src/ui/overlays/overlays';
import { overlayStore } from '@/src/ui/overlays/overlay-store';
import { overlays } from '@/test/support/dom';
import { startPage } from '@/test/support/islands';
import { clearToasts } from '@/test/support/toasts';

/** The overlay host that the tests renew between cases (src/ui/overlays/overlays.ts). */

const hosts = () => document.querySelectorAll('[data-ossature-overlays]');

afterEach(async () => {
  overlayStore.setState({ entries: [] });
  await clearToasts();
});

// First: the host, once made, stays for the file.
it('does nothing on a page that has no host yet', async () => {
  await renewOverlayHost();
  expect(hosts()).toHaveLength(0);
});

it('a renewed host drops its toasts at once, keeps the open dialogs, and shows the same toast again', async () => {
  await startPage('plancher');
  openOverlay(() => <p>Une fenêtre ouverte</p>);
  notify('success', 'Recherche sauvegardée');
  const before = await overlays();
  expect(await before.findByText('Recherche sauvegardée')).toBeInTheDocument();
  expect(before.getByText('Une fenêtre ouverte')).toBeInTheDocument();
  const old = hosts()[0];

  await renewOverlayHost();
  expect(hosts()).toHaveLength(1);
  expect(hosts()[0]).not.toBe(old);
  const after = await overlays();
  expect(after.queryByText('Recherche sauvegardée')).not.toBeInTheDocument();
  expect(await after.findByText('Une fenêtre ouverte')).toBeInTheDocument();
  // Once the new toaster shows a toast, it has taken what sonner still held: not the old one.
  notify('info', 'Autre message');
  expect(await after.findByText('Autre message')).toBeInTheDocument();
  expect(after.queryByText('Recherche sauvegardée')).not.toBeInTheDocument();

  notify('success', 'Recherche sauvegardée');
  expect(await after.findByText('Recherche sauvegardée')).toBeInTheDocument();
});
