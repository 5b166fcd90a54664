import { useEffect, useState } from 'react';

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
    // TODO(api): load POST /app/areaCode/list once it is in the generated client
    const loaded = Promise.resolve(fallback);
    void loaded.then((codes) => {
      cache = codes.length ? codes : fallback;
      if (alive) setList(cache);
    });
    return () => {
      alive = false;
    };
  }, []);
  return list;
}
