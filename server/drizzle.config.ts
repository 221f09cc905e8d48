import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/paymentSchema.ts',
    './src/db/userSchema.ts',
    './src/db/bookingEventSchema.ts',
    './src/db/pushSchema.ts',
    './src/db/mailSchema.ts',
    './src/db/messageSchema.ts',
    './src/db/calendarSchema.ts',
    './src/db/paymentProviderSchema.ts',
    './src/db/webhookSchema.ts',
    './src/db/apiKeySchema.ts',
  ],
  out: './drizzle',
  casing: 'snake_case',
});
