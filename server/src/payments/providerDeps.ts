import type { BookingDeps } from '../booking/deps.ts';
import type { PaymentEndpoints } from './providerClients.ts';
import type { PaymentSecretsEnv } from './providerConfig.ts';

/** What a call to the property's payment provider needs besides the booking's own: its endpoints and secrets. */
export interface ProviderDeps extends BookingDeps, PaymentSecretsEnv {
  readonly paymentEndpoints: PaymentEndpoints;
  /** PUBLIC_URL: where the booker's browser comes back to after a redirect (3-D Secure). */
  readonly publicUrl: string;
}
