export * from './agreedPrice.ts';
export * from './bookingCode.ts';
export * from './characters.ts';
export * from './contact.ts';
export * from './errorKeys.ts';
export * from './password.ts';
export * from './setupForm.ts';
export * from './validators.ts';
