import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab<K extends string> {
  id: K;
  label: string;
  panel: ReactNode;
}

export interface TabsProps<K extends string> {
  label: string;
  tabs: Tab<K>[];
  current: K;
  onSelect: (id: K) => void;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i) => i + 1,
  ArrowLeft: (i) => i - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * WAI-ARIA tabs: one tab stop, Left/Right/Home/End move between tabs and select them; only the
 * current panel is rendered.
 */
export function Tabs<K extends string>({ label, tabs, current, onSelect }: TabsProps<K>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === current),
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = (move(index, tabs.length) + tabs.length) % tabs.length;
    onSelect(tabs[next]!.id);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  const shown = tabs[index]!;
  return (
    <div className="oss-tb-tabs">
      <div ref={list} role="tablist" aria-label={label} className="oss-tb-tabs__list">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel`}
            tabIndex={i === index ? 0 : -1}
            className="oss-tb-tabs__tab"
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${shown.id}`}
        className="oss-tb-tabs__panel"
      >
        {shown.panel}
      </div>
    </div>
  );
}
