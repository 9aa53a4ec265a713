import { describe, expect, it } from 'vitest';
import { createValueStore } from './value-store';

describe('createValueStore', () => {
  it('tells its subscribers of a new value, not of the same one, and stops when they leave', () => {
    const store = createValueStore('SPORTS');
    const heard: string[] = [];
    const leave = store.subscribe(() => heard.push(store.get()));
    store.set('SLOT');
    store.set('SLOT');
    leave();
    store.set('LIVE');
    expect(heard).toEqual(['SLOT']);
    expect(store.get()).toBe('LIVE');
  });
});
