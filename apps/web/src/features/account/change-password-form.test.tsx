import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test-utils';
import { ChangePasswordForm, PASSWORD_CHANGED_VISIBLE_MS } from './change-password-form';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('change password (docs/behaviour/platform.md §2.9, §5)', () => {
  it('shows the spec messages on the fields and calls nothing', () => {
    const fetchMock = stubApi({});
    renderWithApp(<ChangePasswordForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByText('Current password is required')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();

    fill('New password', 'longenough');
    fill('Confirm password', 'different1');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    const confirm = screen.getByLabelText('Confirm password', { exact: true });
    expect(confirm.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)?.textContent).toBe(
      "Passwords don't match",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows success for 5 seconds and resets the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubApi({
      'POST /api/change-password': () => Response.json({ message: 'Password changed successfully!' }),
    });
    renderWithApp(<ChangePasswordForm />);
    fill('Current password', 'oldpassword');
    fill('New password', 'newpassword');
    fill('Confirm password', 'newpassword');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByText('Password changed successfully!')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      currentPassword: 'oldpassword',
      newPassword: 'newpassword',
    });
    expect((screen.getByLabelText('Current password', { exact: true }) as HTMLInputElement).value).toBe('');
    act(() => vi.advanceTimersByTime(PASSWORD_CHANGED_VISIBLE_MS - 100));
    expect(screen.getByText('Password changed successfully!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Password changed successfully!')).toBeNull();
  });

  it('toasts the failure with the server message', async () => {
    stubApi({
      'POST /api/change-password': () =>
        Response.json(
          { error: 'INVALID_CREDENTIALS', message: 'Current password is incorrect' },
          { status: 400 },
        ),
    });
    renderWithApp(<ChangePasswordForm />);
    fill('Current password', 'oldpassword');
    fill('New password', 'newpassword');
    fill('Confirm password', 'newpassword');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Failed to change password')).toBeTruthy();
    expect(screen.getByText('Current password is incorrect')).toBeTruthy();
  });
});
