import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_TOP_OFFSET_VAR } from './toast-offset';
import { dispatchToastEvent } from './toast-store';
import { Toaster } from './toaster';
import { toast } from './use-toast';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
});

describe('Toaster', () => {
  it('renders one toast at a time, the newest', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Welcome back!' });
      toast({ title: 'Logout failed', description: '500: boom', variant: 'destructive' });
    });

    expect(screen.queryByText('Welcome back!')).toBeNull();
    expect(screen.getByText('Logout failed')).toBeTruthy();
    expect(screen.getByText('500: boom')).toBeTruthy();
  });

  it('puts the toast area behind the F8 hotkey label', () => {
    render(<Toaster />);
    expect(screen.getByRole('region', { name: /F8/ })).toBeTruthy();
  });

  it('places the toast area at the offset a top bar sets', () => {
    render(<Toaster />);
    const list = screen.getByRole('region', { name: /F8/ }).querySelector('ol')!;
    expect(list.className).toContain(`top-[var(${TOAST_TOP_OFFSET_VAR},0px)]`);
  });
});
