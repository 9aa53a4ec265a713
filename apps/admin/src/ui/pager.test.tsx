import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NumberedPager, Pager } from './pager';

function renderPager(props: Partial<Parameters<typeof Pager>[0]> = {}) {
  const onBack = vi.fn();
  const onForward = vi.fn();
  render(
    <Pager
      place="Page 2 of 3"
      canGoBack
      canGoForward
      isLoading={false}
      onBack={onBack}
      onForward={onForward}
      {...props}
    />,
  );
  return { onBack, onForward };
}

describe('Pager', () => {
  it('says where the list stands and moves either way', () => {
    const { onBack, onForward } = renderPager();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(onForward).toHaveBeenCalledOnce();
  });

  it('turns a button off at its end of the list', () => {
    renderPager({ canGoBack: false, backLabel: 'Newer', forwardLabel: 'Older' });
    expect(screen.getByRole('button', { name: 'Newer' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Older' }).hasAttribute('disabled')).toBe(false);
  });

  it('turns both off while the next page loads', () => {
    const { onForward } = renderPager({ isLoading: true });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onForward).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('NumberedPager', () => {
  it('shows nothing for a list of one page', () => {
    const { container } = render(
      <NumberedPager page={1} lastPage={1} isLoading={false} onGo={vi.fn()} />,
    );
    expect(container.childElementCount).toBe(0);
  });

  it('says the page of how many and asks for the page before or after', () => {
    const onGo = vi.fn();
    render(<NumberedPager page={2} lastPage={3} isLoading={false} onGo={onGo} />);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onGo.mock.calls).toEqual([[1], [3]]);
  });
});
