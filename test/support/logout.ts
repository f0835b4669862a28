import { fireEvent, waitFor } from '@testing-library/dom';
import { mount, overlays } from './dom';

/**
 * Signs out from an island whose server refuses the logout: 'Me déconnecter', 'Oui, me
 * déconnecter', then the toast 'Une erreur est survenue' (spec §8) and the dialog closes.
 */
export async function confirmRefusedLogout(island: Awaited<ReturnType<typeof mount>>): Promise<void> {
  fireEvent.click(await island.findByRole('button', { name: 'Me déconnecter' }));
  const dialog = await overlays();
  fireEvent.click(await dialog.findByRole('button', { name: 'Oui, me déconnecter' }));
  const toast = await dialog.findByText('Une erreur est survenue');
  expect(toast.closest('[data-sonner-toast]')).not.toBeNull();
  await waitFor(() =>
    expect(dialog.queryByText('Êtes-vous sûr de vouloir vous déconnecter ?')).not.toBeInTheDocument(),
  );
}
