import { useState } from 'react';
import { Dialog } from '@/src/ui/dialog';
import { ViewHeading } from '@/src/ui/view-heading';
import { useRuntime } from '@/src/runtime/runtime-context';
import { apiHref } from '@/src/api/api-href';
import { Logo } from './logo';
import { RESULT_MESSAGES as M } from './messages';

/**
 * The product's name ('La solution n'a pas de nom' when it has none) and picture: a button that
 * opens it in a popup of at most 800 × 600 (a native dialog, within a phone's screen). A picture
 * that fails to load, or none, is the logo.
 */
export function Product({ name, imagePath }: { name: string; imagePath: string | null }) {
  const { config } = useRuntime();
  const [broken, setBroken] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const title = name.trim() || M.noName;
  const src = imagePath && !broken ? apiHref(config.apiBase, imagePath) : null;
  return (
    <div className="oss-tb-product">
      <ViewHeading className="oss-tb-product__name">{title}</ViewHeading>
      <div className="oss-tb-product__image">
        {src ? (
          <button type="button" className="oss-tb-zoom" aria-label={M.zoomImage(title)} onClick={() => setZoomed(true)}>
            <img src={src} alt={M.imageOf(title)} onError={() => setBroken(true)} />
          </button>
        ) : (
          <Logo />
        )}
      </div>
      {zoomed && src && (
        <Dialog title={title} onClose={() => setZoomed(false)}>
          <img className="oss-tb-zoom__img" src={src} alt={M.imageOf(title)} onError={() => setBroken(true)} />
        </Dialog>
      )}
    </div>
  );
}
