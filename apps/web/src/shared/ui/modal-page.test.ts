import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { holdPageUnder } from './modal-page';

function pageWithLayer() {
  const page = document.createElement('main');
  const layer = document.createElement('div');
  document.body.append(page, layer);
  return { page, layer };
}

afterEach(() => {
  document.body.replaceChildren();
  document.body.style.overflow = '';
});

describe('holdPageUnder', () => {
  it('stops the scroll at once and makes the rest of the page inert after the frame', async () => {
    const { page, layer } = pageWithLayer();
    const release = holdPageUnder(layer);
    expect(document.body.style.overflow).toBe('hidden');
    // Not in the tap's own frame: restyling the whole page would hold that frame back.
    expect(page.inert).not.toBe(true);
    await waitFor(() => expect(page.inert).toBe(true));
    expect(layer.inert).not.toBe(true);
    release();
    expect(page.inert).not.toBe(true);
    expect(document.body.style.overflow).toBe('');
  });

  it('leaves the page untouched when released before the frame', async () => {
    const { page, layer } = pageWithLayer();
    holdPageUnder(layer)();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.inert).not.toBe(true);
    expect(document.body.style.overflow).toBe('');
  });

  it('gives back only what it took: an element inert before stays inert', async () => {
    const { page, layer } = pageWithLayer();
    const already = document.createElement('aside');
    already.inert = true;
    document.body.append(already);
    const release = holdPageUnder(layer);
    await waitFor(() => expect(page.inert).toBe(true));
    release();
    expect(already.inert).toBe(true);
  });
});
