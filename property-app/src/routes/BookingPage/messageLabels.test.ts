import { ApiError } from '@venue/api-client';
import { MESSAGE_CATEGORIES } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { categoryLabel, sendProblemKey } from './messageLabels.ts';

const apiError = (status: number, error: string) =>
  new ApiError(status, { error, message: error, details: [] });

describe('message labels', () => {
  it('names each category of the server, and an unknown one "Other"', () => {
    expect(MESSAGE_CATEGORIES.map((c) => categoryLabel(MESSAGE_CATEGORIES, c.id))).toEqual([
      'message.category.general',
      'message.category.offer',
      'message.category.arrival',
      'message.category.services',
      'message.category.payment',
    ]);
    expect(categoryLabel(MESSAGE_CATEGORIES, 99)).toBe('message.category.other');
  });

  it('tells why an answer was not sent', () => {
    expect(sendProblemKey(apiError(409, 'error.booking.state'))).toBe('messages.error.state');
    expect(sendProblemKey(apiError(404, 'error.notfound'))).toBe('messages.error.notFound');
    expect(sendProblemKey(apiError(400, 'error.validation'))).toBe('messages.error.invalid');
    expect(sendProblemKey(apiError(0, 'error.unknown'))).toBe('messages.error.network');
    expect(sendProblemKey(apiError(500, 'error.unknown'))).toBe('messages.error.unknown');
    expect(sendProblemKey(new Error('x'))).toBe('messages.error.unknown');
  });
});
