import type { ApiClient } from '@/src/api/client';
import { mainHistoryCreate } from '@/src/contracts/history/main';
import { resultPath } from '@/src/contracts/history/result-route';
import { navigation } from '@/src/runtime/navigation';

/** The thermal tool's page, where a result opens (thermal-break-tool §2). */
export const THERMAL_TOOL_PATH = '/evaluer-le-psi-dun-rupteur/';

/**
 * 'Utiliser cette valeur': the library's value becomes a thermal search of its own —
 * the configuration's answers and its rupteur, stored as the questionnaire stores one
 * (`/api/history/create`) — and its result page opens, to be saved, printed and reported like
 * any other. A module of its own, loaded on the click: the library page does not carry the
 * history's contract. Resolves to false when the search could not be stored.
 */
export async function openAsResult(
  rt: { api: ApiClient; device: { required(): Promise<unknown> } },
  rupteurId: number,
  valueIds: readonly number[],
): Promise<boolean> {
  try {
    // A search is stored for the device that makes it (the library's own calls need none).
    await rt.device.required();
    const reply = await rt.api.call(mainHistoryCreate, {
      body: { filtersValue: [...valueIds], dataType: 'rup', rupteur: rupteurId },
    });
    if (!reply.ok) {
      console.error(`[ossature] psi-library: the value could not be opened as a result: ${reply.message}`);
      return false;
    }
    const { history } = reply.datas;
    navigation.assign(`${THERMAL_TOOL_PATH}#${resultPath(history.id, history.rupteur?.name ?? '')}`);
    return true;
  } catch (error) {
    console.error('[ossature] psi-library: the value could not be opened as a result:', error);
    return false;
  }
}
