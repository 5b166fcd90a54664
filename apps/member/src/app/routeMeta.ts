import { createContext, useContext } from 'react';
import type { RouteDef } from '../routes';

/** The route being shown: ScreenPage reads its title, colours and pull-refresh flag from here. */
export const RouteMetaContext = createContext<RouteDef | null>(null);

export function useRouteMeta(): RouteDef | null {
  return useContext(RouteMetaContext);
}
