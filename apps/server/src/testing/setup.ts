/**
 * Every server test file: an error answer whose text is not in the message catalogue fails the
 * test that caused it, so no refusal reaches a player without a code (and so without Bangla); and
 * an answer of a declared call that does not match its declaration fails the test that made it.
 */
import { afterEach, beforeEach, expect } from 'vitest';
import { onUncataloguedMessage } from '../platform/errors/error-handler.js';
import { onAnswerMismatch } from '../platform/http/register-call.js';

let uncatalogued: string[] = [];
let mismatches: string[] = [];

beforeEach(() => {
  uncatalogued = [];
  mismatches = [];
  onUncataloguedMessage((message) => uncatalogued.push(message));
  onAnswerMismatch((call, issues) => mismatches.push(`${call.method} ${call.path}: ${issues}`));
});

afterEach(() => {
  onUncataloguedMessage(undefined);
  onAnswerMismatch(undefined);
  expect(uncatalogued, 'error texts missing from the message catalogue').toEqual([]);
  expect(mismatches, 'answers that do not match their declared call').toEqual([]);
});
