import { useEffect, useState } from 'react';
import { useApi } from '../../app/ApiProvider.tsx';

/** A seating setup of the property (docs/pages.md#setup-page), named in the current language by the API. */
export interface Setup {
  readonly id: number;
  readonly name: string;
  readonly description?: string;
}

/** The property's seating setups; empty until loaded (or when loading failed, which is logged). */
export function useSetups(): readonly Setup[] {
  const api = useApi();
  const [setups, setSetups] = useState<readonly Setup[]>([]);
  useEffect(() => {
    let live = true;
    api.setups().then(
      (list) => {
        if (live) setSetups(list);
      },
      (error: unknown) => console.error('Loading setups failed', error),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return setups;
}
