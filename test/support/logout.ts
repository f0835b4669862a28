import { waitFor } from '@testing-library/dom';
import { mount, overlays } from './dom';
import { person, type Person } from './user';

/**
 * Signs out from an island whose server refuses the logout: 'Me déconnecter', 'Oui, me
 * déconnecter', then the toast 'Une erreur est survenue' (spec §8) and the dialog closes. `user`:
 * the test's person, when it has one.
 */
export async function confirmRefusedLogout(
  island: Awaited<ReturnType<typeof mount>>,
  user: Person = person(),
): Promise<void> {
  await user.click(await island.findByRole('button', { name: 'Me déconnecter' }));
  const dialog = await overlays();
  await user.click(await dialog.findByRole('button', { name: 'Oui, me déconnecter' }));
  const toast = await dialog.findByText('Une erreur est survenue');
  expect(toast.closest('[data-sonner-toast]')).not.toBeNull();
  await waitFor(() =>
    expect(dialog.queryByText('Êtes-vous sûr de vouloir vous déconnecter ?')).not.toBeInTheDocument(),
  );
}
