import { adoptStylesheet } from '../../src/ui/styles/adopt-stylesheet';
import { CARBON_RESULTS_CSS } from './results/results.css';
import { ResultsView, type ResultsViewProps } from './results/results-view';

/** Adopts step 3's styles into the shadow root when the results first show (they come with its chunk). */
function styles(node: HTMLDivElement | null): void {
  if (node) adoptStylesheet(node, 'carbon-results', CARBON_RESULTS_CSS);
}

/** Step 3 with its styles: the default export of the results' chunk. */
export default function ResultsEntry(props: ResultsViewProps) {
  return (
    <div className="oss-tunnel-results-root" ref={styles}>
      <ResultsView {...props} />
    </div>
  );
}
