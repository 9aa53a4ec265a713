// Proves the shared dialog's keyboard contract: focus moves in on opening, Tab and Shift+Tab wrap
// inside the panel (a control in a hidden part is skipped), Escape closes, and focus goes back to
// the control that opened it.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Opener() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title="Details"
        closeLabel="Close"
        footer={
          <>
            <button type="button">Done</button>
            <div hidden>
              <button type="button">Unseen</button>
            </div>
          </>
        }
      >
        <p>Words</p>
      </Dialog>
    </>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Details' }) };
}

describe('Dialog', () => {
  it('moves focus in and wraps Tab and Shift+Tab inside the panel', () => {
    render(<Opener />);
    const { dialog } = openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const done = screen.getByRole('button', { name: 'Done' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(done);
    // The hidden part's control is not a stop: Tab from Done wraps to Close.
    fireEvent.keyDown(done, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and hands focus back to the opener', () => {
    render(<Opener />);
    const { opener } = openDialog();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
