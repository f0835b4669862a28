/** @jest-environment ./test/support/jsdom-environment.cjs */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ViewFocusScope, ViewHeading } from './view-heading';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const render = (node: React.ReactNode) => act(() => root.render(node));
const focusedText = () => (document.activeElement === document.body ? 'body' : document.activeElement?.textContent);

/** A step view whose heading stays mounted from step to step, as the floor and carbon tunnels' do. */
const Step = ({ view }: { view: string | null }) => (
  <ViewFocusScope view={view}>
    {view === null ? <p>Chargement</p> : <ViewHeading>{`Titre ${view}`}</ViewHeading>}
    <button type="button">Continuer</button>
  </ViewFocusScope>
);

describe('ViewFocusScope and ViewHeading (focus follows the screen)', () => {
  it("leaves the page's first view alone, even after a load that was no view", () => {
    render(<Step view={null} />);
    render(<Step view="1" />);
    expect(focusedText()).toBe('body');
  });

  it('focuses a heading that stays mounted when its view changes', () => {
    render(<Step view="1" />);
    render(<Step view="2" />);
    expect(focusedText()).toBe('Titre 2');
    (document.activeElement as HTMLElement).blur();
    render(<Step view="1" />);
    expect(focusedText()).toBe('Titre 1');
  });

  it("focuses the heading of an inner scope's first view when the outer view changed", () => {
    const App = ({ outer }: { outer: string }) => (
      <ViewFocusScope view={outer}>
        {outer === 'questions' ? (
          <button type="button">Réponse</button>
        ) : (
          <ViewFocusScope view="standard">
            <ViewHeading>Résultat</ViewHeading>
          </ViewFocusScope>
        )}
      </ViewFocusScope>
    );
    render(<App outer="questions" />);
    render(<App outer="result" />);
    expect(focusedText()).toBe('Résultat');
  });
});
