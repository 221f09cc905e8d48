import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, startApp } from '../../testing/startApp.tsx';

beforeEach(() => sessionStorage.clear());

const link = 'http://127.0.0.1:3000/app/reset-password?token=abc_123';
const mail = {
  id: '20301101-abc',
  to: 'nora@staff.example',
  subject: 'Reset your password',
  date: '2030-11-01T10:00:00.000Z',
};

describe('the dev outbox page', () => {
  it('lists the mails; a mail shows its text with the reset link to click', async () => {
    startApp('/app/dev/outbox', (_method, path) => {
      if (path === '/api/dev/outbox') return jsonResponse(200, { items: [mail] });
      if (path === `/api/dev/outbox/${mail.id}`)
        return jsonResponse(200, {
          ...mail,
          text: `Hello Nora,\n\nset a new password here:\n${link}\n\n<b>not markup</b>`,
          html: '<p>ignored</p>',
          links: [link],
        });
      return null;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Reset your password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/app/dev/outbox/${mail.id}`);
    expect(screen.getByText('nora@staff.example')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', link);
    expect(screen.getByText(/<b>not markup<\/b>/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the mails' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dev outbox' })).toBeInTheDocument();
  });

  it('a server without a dev outbox says so', async () => {
    startApp('/app/dev/outbox', (_method, path) =>
      path === '/api/dev/outbox' ? errorResponse(404, 'error.notfound') : null,
    );
    expect(
      await screen.findByText('This server has no dev outbox: it sends real e-mails or runs in production.'),
    ).toBeInTheDocument();
  });
});
