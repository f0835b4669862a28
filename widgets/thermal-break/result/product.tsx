import { lazy, Suspense, useState } from 'react';
import type { JunctionDrawing } from '@/src/contracts/thermal/psi-value';
import { ViewHeading } from '@/src/ui/view-heading';
import { useRuntime } from '@/src/runtime/runtime-context';
import { apiHref } from '@/src/api/api-href';
import { Logo } from './logo';
import { RESULT_MESSAGES as M } from './messages';

/** The zoom's code comes on the first click (new UI in chunks loaded on use). */
const ZoomDialog = lazy(() => import('./zoom-dialog'));

export interface ProductProps {
  name: string;
  imagePath: string | null;
  /** The configuration's vector drawing and its boundary conditions, once the psi values are known. */
  drawing?: JunctionDrawing | undefined;
}

/**
 * The product's name ('La solution n'a pas de nom' when it has none) and picture: a button that
 * opens the zoom (a native dialog of at most 800 × 600 for the picture, within a phone's screen):
 * the junction's vector drawing with the boundary conditions it assumes when the configuration is
 * known, else the picture itself. A picture that fails to load, or none, is the logo.
 */
export function Product({ name, imagePath, drawing }: ProductProps) {
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
        <Suspense fallback={null}>
          <ZoomDialog
            title={title}
            src={drawing ? apiHref(config.apiBase, drawing.url) : src}
            alt={drawing ? M.drawingOf(title) : M.imageOf(title)}
            conditions={drawing?.conditions ?? []}
            onClose={() => setZoomed(false)}
            onBroken={() => setBroken(true)}
          />
        </Suspense>
      )}
    </div>
  );
}
