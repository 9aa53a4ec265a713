/**
 * Every server test file: an error answer whose text is not in the message catalogue fails the
 * test that caused it, so no refusal reaches a player without a code (and so without Bangla).
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { onUncataloguedMessage } from '../platform/errors/error-handler.js';

let uncatalogued: string[] = [];

beforeEach(() => {
  uncatalogued = [];
  onUncataloguedMessage((message) => uncatalogued.push(message));
});

afterEach(() => {
  onUncataloguedMessage(undefined);
  expect(uncatalogued, 'error texts missing from the message catalogue').toEqual([]);
});
