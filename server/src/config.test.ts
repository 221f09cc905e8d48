import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('the payment sandbox switch is on only with PAYMENT_SANDBOX_SWITCH=1', () => {
    expect(readConfig({}).paymentSandboxSwitch).toBe(false);
    expect(readConfig({ PAYMENT_SANDBOX_SWITCH: '' }).paymentSandboxSwitch).toBe(false);
    expect(readConfig({ PAYMENT_SANDBOX_SWITCH: '0' }).paymentSandboxSwitch).toBe(false);
    expect(readConfig({ PAYMENT_SANDBOX_SWITCH: 'true' }).paymentSandboxSwitch).toBe(false);
    expect(readConfig({ PAYMENT_SANDBOX_SWITCH: '1' }).paymentSandboxSwitch).toBe(true);
  });
});
