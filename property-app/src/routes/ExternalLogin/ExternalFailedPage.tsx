import { useSearch } from 'wouter';
import { GuestScreen } from '../../account/GuestScreen.tsx';
import { ExternalStopped } from './ExternalStopped.tsx';
import { stopMessageOf } from './externalErrors.ts';

/**
 * /app/login/external/failed?error=<key>: where the server's callback sends a refused or broken external login
 * (docs/api.md#external-logins). Only the known keys are shown by their own text.
 */
export function ExternalFailedPage() {
  const error = new URLSearchParams(useSearch()).get('error');
  return (
    <GuestScreen>
      <ExternalStopped message={stopMessageOf(error)} />
    </GuestScreen>
  );
}
