import type { Runtime } from '@/src/runtime/runtime';
import {
  mainHistoryGetRapportLink,
  mainHistorySave,
  mainHistorySendRapport,
  type MainHistory,
} from '@/src/contracts/history/main';
import type { SimulationCalls } from './flows';

/**
 * The main site's simulation calls (thermal-break-tool §7): save, send-rapport and
 * get-rapport-link of one history. The report's path is on the API origin.
 */
export function mainSimulationCalls(rt: Runtime, historyId: number): SimulationCalls<MainHistory> {
  return {
    async save(name) {
      const reply = await rt.api.call(mainHistorySave, { body: { id: historyId, name } });
      return reply.ok ? { ok: true, saved: reply.datas.history } : { ok: false, fields: reply.error ?? undefined };
    },
    async sendRapport(emails) {
      const reply = await rt.api.call(mainHistorySendRapport, { body: { id: historyId, emails } });
      return { ok: reply.ok };
    },
    async rapportUrl() {
      const reply = await rt.api.call(mainHistoryGetRapportLink, { body: { id: historyId } });
      return reply.ok ? new URL(reply.datas.link, new URL(rt.config.apiBase).origin).href : null;
    },
  };
}
