import type { StaffSessionUser } from '@venue/contract';
import { useAppStore } from '../store/StoreProvider.tsx';

type Property = StaffSessionUser['properties'][number];

/** The property chosen in the switcher, if the user still works there; else their first property. */
export function currentPropertyOf(user: StaffSessionUser | null, propertyId: number | null): Property | null {
  if (!user) return null;
  return user.properties.find((p) => p.id === propertyId) ?? user.properties[0] ?? null;
}

/** The property the user works on now (see currentPropertyOf). */
export function useCurrentProperty(): Property | null {
  const user = useAppStore((s) => s.user);
  const propertyId = useAppStore((s) => s.propertyId);
  return currentPropertyOf(user, propertyId);
}
