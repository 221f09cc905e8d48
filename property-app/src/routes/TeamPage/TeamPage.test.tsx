import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describedAs } from '@venue/design-system/testing/description';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, startApp } from '../../testing/startApp.tsx';

beforeEach(() => sessionStorage.clear());

const owner = {
  userId: 7,
  name: 'Lindenhof Owner',
  email: 'owner@lindenhof.example',
  role: 'owner',
  invited: false,
  isSelf: true,
};
const staff = {
  userId: 8,
  name: 'Lindenhof Staff',
  email: 'staff@lindenhof.example',
  role: 'staff',
  invited: false,
  isSelf: false,
};
const users = '/api/staff/property/1/users';

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/E-mail address/), 'owner@lindenhof.example');
  await user.type(screen.getByLabelText(/Password/), 'Demo-Stay-2026!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
  return user;
}

describe('the Team page', () => {
  it('an owner invites a new e-mail after the form is right; the list shows the invited user, each member’s actions a Tab stop @wcag-2.1.1', async () => {
    const members = [owner, staff];
    const { calls } = startApp('/app/team', (method, path, body) => {
      if (method === 'GET' && path === users) return jsonResponse(200, { items: members });
      if (method === 'POST' && path === users) {
        if (body.email === 'staff@lindenhof.example') return errorResponse(409, 'error.user.member');
        const added = {
          userId: 9,
          name: 'Nina Neu',
          email: 'nina@example.com',
          role: String(body.role),
          invited: true,
          isSelf: false,
        };
        members.push(added);
        return jsonResponse(201, { ...added, invitationSent: true });
      }
      return null;
    });
    const user = await signIn();
    const grid = await screen.findByRole('table', { name: 'Users of Seehotel Lindenhof' });
    expect(
      await within(grid).findByRole('rowheader', { name: /^Lindenhof Owner\s*\(you\)/ }),
    ).toBeInTheDocument();
    // @wcag-2.1.1: each member's actions are Tab stops (a plain table, not a grid behind the arrow keys).
    screen.getByRole('button', { name: 'Add user' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Change role of Lindenhof Owner' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove Lindenhof Owner' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a user' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      describedAs('Please fill in this field.'),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Nina Neu');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'E-mail address' }),
      'staff@lindenhof.example',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This account already works for this property.',
    );

    await user.clear(within(dialog).getByRole('textbox', { name: 'E-mail address' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'nina@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Invitation sent to nina@example.com.')).toHaveAttribute('role', 'status');
    expect(await within(grid).findByRole('rowheader', { name: /^Nina Neu\s*Invited/ })).toBeInTheDocument();
    expect(calls.filter((c) => c === `POST ${users}`)).toHaveLength(2);
  });

  it('the last owner cannot leave: the confirmation says why', async () => {
    startApp('/app/team', (method, path) => {
      if (method === 'GET' && path === users) return jsonResponse(200, { items: [owner, staff] });
      if (method === 'DELETE' && path === `${users}/7`) return errorResponse(409, 'error.user.lastowner');
      return null;
    });
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: 'Remove Lindenhof Owner' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove Lindenhof Owner?' });
    expect(confirm).toHaveTextContent('You will no longer have access to Seehotel Lindenhof.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'A property needs at least one owner. Make someone else owner first.',
    );
  });

  it('a staff member sees the list without ways to change it', async () => {
    startApp('/app/team', (method, path) => {
      if (method === 'GET' && path === users)
        return jsonResponse(200, {
          items: [
            { ...owner, isSelf: false },
            { ...staff, isSelf: true },
          ],
        });
      return null;
    });
    await signIn();
    expect(await screen.findByRole('rowheader', { name: /^Lindenhof Staff\s*\(you\)/ })).toBeInTheDocument();
    expect(
      screen.getByText(
        "The people who work for Seehotel Lindenhof. Only the property's owners can change the team.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change role|Remove/ })).not.toBeInTheDocument();
  });
});
