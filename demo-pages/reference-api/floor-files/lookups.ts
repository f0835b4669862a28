import { findSystem } from '../floor/catalogue';
import type { FloorSystem } from '../floor/types';
import { ApiError } from '../http/api-error';
import { SOLUTION_NOT_FOUND } from '../routes/floor-history';

/** A system of the catalogue by its slug, or the history's 404 'Ce système est introuvable.' */
export function systemOr404(slug: string | undefined): FloorSystem {
  const system = slug ? findSystem(slug) : null;
  if (!system) throw new ApiError(404, SOLUTION_NOT_FOUND);
  return system;
}
