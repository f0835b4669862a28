import type { IslandProps } from '../../src/loader/island';

export function Header(_props: IslandProps<{ layout?: 'buttons' | 'menu' }>) {
  return <div className="oss-header">Me connecter</div>;
}
