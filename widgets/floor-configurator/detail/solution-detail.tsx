import { useMemo } from 'react';
import { login } from '@/features/account/actions';
import { navigation } from '@/src/runtime/navigation';
import { siteUrl } from '@/src/config/site-url';
import type { SolutionDetail as Detail } from '@/src/contracts/floor/solution';
import { useRuntime } from '@/src/runtime/runtime-context';
import { useSession } from '@/src/session/use-session';
import { Button } from '@/src/ui/button';
import { notify } from '@/src/ui/overlays/overlays';
import { Skeleton } from '@/src/ui/spinner';
import { ViewHeading } from '@/src/ui/view-heading';
import { editHref } from '../entry';
import { detailActions } from './detail-actions';
import { DetailHeader } from './detail-header';
import { DETAIL_MESSAGES as M } from './detail-messages';
import { Carbon, Description, Reasons, Scheme, Similar, TechnicalData } from './detail-sections';
import { DocumentsTable } from './documents-table';
import { useSolution } from './use-solution';

/** The carbon simulator's page: the link goes to the same environment's carbon site (§9). */
const CARBON_SIMULATOR_PATH = '/simuler-mon-empreinte-carbone/';

export interface SolutionDetailProps {
  slug: string;
  simulationId: number | null;
  /** A share's signature: the simulation's reasons for a recipient who does not own it (beyond the spec). */
  share?: string | null;
  /** 'Page précédente' (§2.1 go-back rule, the configurator's). */
  onBack(): void;
  /** 'Contactez le Bureau d'Étude': the island's popup, for this simulation. */
  onContact(): void;
  /** 'Revenir à la configuration' without leaving the page, when the form is still here. */
  onEdit: (() => void) | null;
  /** The visitor's own saved simulation (from the history): it can be deleted. */
  canDelete: boolean;
}

/**
 * The solution detail (floor-and-carbon-tools §2.1 'Solution detail'): its own chunk, downloaded
 * the first time a detail is shown. The header bar, then every section of the spec in its order.
 */
export default function SolutionDetail(props: SolutionDetailProps) {
  const rt = useRuntime();
  const [state, retry] = useSolution(rt.api, props.slug, props.simulationId, props.share ?? null);
  const actions = useDetailActions(props);

  if (state.kind === 'loading') return <Skeleton lines={8} label={M.loading} />;
  if (state.kind === 'failed')
    return (
      <div className="oss-floor-detail">
        <Button variant="link" onClick={props.onBack}>
          {M.previousPage}
        </Button>
        <p className="oss-error" role="alert">
          {state.message}
        </p>
        <Button onClick={retry}>{M.retry}</Button>
      </div>
    );
  return <DetailBody {...props} detail={state.detail} notice={state.notice} actions={actions} />;
}

function useDetailActions({ slug, simulationId }: SolutionDetailProps) {
  const rt = useRuntime();
  return useMemo(
    () =>
      detailActions({
        api: rt.api,
        slug,
        simulationId,
        isLoggedIn: () => rt.session.store.getState().user !== null,
        login: (then) => void login({ onLoggedIn: then }),
        sender: () => {
          const user = rt.session.store.getState().user;
          return { firstname: user?.firstname ?? '', lastname: user?.lastname ?? '', senderEmail: user?.email ?? '' };
        },
        toast: (kind, message, id) => notify(kind, message, id),
        navigate: (href) => navigation.assign(href),
        reload: () => navigation.reload(),
      }),
    [rt, slug, simulationId],
  );
}

type DetailBodyProps = SolutionDetailProps & {
  detail: Detail;
  notice: string;
  actions: ReturnType<typeof detailActions>;
};

function DetailBody(props: DetailBodyProps) {
  const { detail, actions, simulationId } = props;
  const loggedIn = useSession((s) => s.user !== null);
  return (
    <article className="oss-floor-detail">
      <DetailHeader
        onBack={props.onBack}
        editHref={simulationId ? editHref(location.pathname, simulationId) : null}
        onEdit={props.onEdit}
        actions={actions}
        deletable={props.canDelete && loggedIn && simulationId !== null ? simulationId : null}
      />
      <ViewHeading className="oss-floor__heading">{detail.solution.libelle}</ViewHeading>
      {props.notice && (
        <p className="oss-floor-notice" role="status">
          {props.notice}
        </p>
      )}
      <img
        className="oss-floor-detail__packshot"
        src={detail.solution.packshot.url}
        alt={detail.solution.packshot.libelle}
        width={400}
        height={300}
        decoding="async"
      />
      <Description detail={detail} />
      <Reasons reasons={detail.solution.reasons} basis={detail.solution.basis} />
      <TechnicalData rows={detail.technicalData} />
      {detail.displayScheme && <Scheme layers={detail.solution.layers} total={detail.solution.thicknessWithUnit} />}
      <Carbon
        footprints={detail.carbonFootprints}
        steel={detail.steelMasses}
        actions={<CarbonActions recap={detail.downloadCarbonRecap} actions={actions} />}
      />
      <div className="oss-floor__actions">
        <Button onClick={actions.recap}>{M.downloadRecap}</Button>
        {/* Also where a single solution opens at once, with no list to offer it (§2.1). */}
        <Button variant="secondary" onClick={props.onContact}>
          {M.contactOffice}
        </Button>
      </div>
      <Similar products={detail.similar} />
      <DocumentsTable
        links={detail.links}
        allDocumentsUrl={detail.allDocumentsUrl}
        onDownloadAll={detail.downloadAllFilesURL ? actions.files : null}
      />
    </article>
  );
}

/** The carbon section's own actions: its PDF, when the solution has carbon data, and the simulator. */
function CarbonActions({ recap, actions }: { recap: string | null; actions: ReturnType<typeof detailActions> }) {
  return (
    <>
      {recap && (
        <Button variant="secondary" onClick={() => actions.carbonRecap(recap)}>
          {M.carbonRecap}
        </Button>
      )}
      <a className="oss-floor__link" href={siteUrl(location, 'carbone', CARBON_SIMULATOR_PATH)}>
        {M.carbonSimulator}
      </a>
    </>
  );
}
