import { useEffect, useState } from 'react';
import { api } from '../../api/client';

export interface AreaCodeOption {
  /** "+1", "+44" */
  code: string;
  country?: string;
  name?: string;
}

export const DEFAULT_AREA_CODE = '+1';

const fallback: AreaCodeOption[] = [{ code: DEFAULT_AREA_CODE }];
let cache: AreaCodeOption[] | null = null;

/** The area codes offered at login and registration (server list, cached for the session). */
export function useAreaCodes(): AreaCodeOption[] {
  const [list, setList] = useState<AreaCodeOption[]>(cache ?? fallback);
  useEffect(() => {
    if (cache) return;
    let alive = true;
    api
      .post('/app/areaCode/list')
      .then((codes) => {
        cache = codes.length ? codes : fallback;
        if (alive) setList(cache);
      })
      .catch(() => {
        // keep the default; the picker still works with it
      });
    return () => {
      alive = false;
    };
  }, []);
  return list;
}
