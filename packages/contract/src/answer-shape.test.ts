// Proves the answer shapes read what the first screen's answers carry, refuse what zod refused
// in their place (naming where), keep only declared fields, and meet the Standard Schema
// interface the server checks answers through.
import { describe, expect, it } from 'vitest';
import * as shape from './answer-shape.js';
import { AnswerShapeError } from './answer-shape.js';
import { balanceCall } from './balance.js';
import { marketBlockCalls } from './market-block.js';
import { adminSliderSchema } from './site-admin.js';
import { generalResponseSchema, siteCalls, sliderItemSchema } from './site.js';

const slider = {
  id: 3,
  name: 'Welcome',
  link: '/promotions',
  thubmnail: 'storage/sliders/welcome.webp',
  slider_type: 'Main',
  status: 1,
};

const general = {
  site_title: 'Khela',
  site_status: 1,
  whatsapp: null,
  live_chat: 'https://chat.example',
  intercom: null,
  tawk_id: null,
  system_notice: null,
  support_mail: 'help@khela.example',
  withdrawal_status: 1,
  desktop_mode: 'full',
  app_download_url: null,
  exchange_host: null,
  affiliate_url: null,
  helpline_text: null,
  helpline_url: null,
  notice: ['Welcome'],
  general: { notice: ['Welcome'] },
};

function issuesOf(check: shape.Shape<unknown>, value: unknown) {
  const result = check['~standard'].validate(value);
  return result.issues;
}

describe('answer shapes', () => {
  it('read the answers the first screen is sent', () => {
    expect(siteCalls.sliders.answer.parse({ data: [slider] })).toEqual({ data: [slider] });
    expect(generalResponseSchema.parse(general)).toEqual(general);
    expect(balanceCall.answer.parse({ balance: 1250.5 })).toEqual({ balance: 1250.5 });
    const block = { exchange_market: 0, cs_market: 1, status: 'inactive' };
    expect(marketBlockCalls.block.answer.parse(block)).toEqual(block);
  });

  it('answer only the declared fields, as zod objects do', () => {
    expect(balanceCall.answer.parse({ balance: 10, debug: 'x' })).toEqual({ balance: 10 });
  });

  it('name every mismatch and where it is', () => {
    expect(
      issuesOf(siteCalls.sliders.answer, { data: [{ ...slider, id: 1.5, slider_type: 'Hero' }] }),
    ).toEqual([
      { message: 'expected a whole number', path: ['data', 0, 'id'] },
      { message: 'expected one of Main, Favourite, Features', path: ['data', 0, 'slider_type'] },
    ]);
    expect(issuesOf(balanceCall.answer, { balance: '10' })).toEqual([
      { message: 'expected a number', path: ['balance'] },
    ]);
    expect(issuesOf(balanceCall.answer, [])).toEqual([{ message: 'expected an object', path: [] }]);
    expect(issuesOf(siteCalls.sliders.answer, { data: null })).toEqual([
      { message: 'expected an array', path: ['data'] },
    ]);
  });

  it('refuse what zod refused: a missing field, undefined for null, a non-finite number', () => {
    const { whatsapp: _whatsapp, ...withoutWhatsapp } = general;
    expect(issuesOf(generalResponseSchema, withoutWhatsapp)).toEqual([
      { message: 'expected a string', path: ['whatsapp'] },
    ]);
    expect(issuesOf(generalResponseSchema, { ...general, general: {} })).toEqual([
      { message: 'expected an array', path: ['general', 'notice'] },
    ]);
    expect(issuesOf(shape.number(), Number.POSITIVE_INFINITY)).toHaveLength(1);
    expect(issuesOf(shape.int(), 2 ** 53)).toHaveLength(1);
  });

  it('throw an error naming the paths when parsing fails', () => {
    expect(() => balanceCall.answer.parse({})).toThrow(AnswerShapeError);
    expect(() => balanceCall.answer.parse({})).toThrow('balance: expected a number');
  });

  it('follow the Standard Schema interface', () => {
    const standard = balanceCall.answer['~standard'];
    expect(standard.version).toBe(1);
    expect(standard.vendor).toBe('khela');
    expect(standard.validate({ balance: 5 })).toEqual({ value: { balance: 5 } });
  });

  it("let the extended shape's own fields win", () => {
    const base = shape.object({ a: shape.string(), b: shape.string() });
    const extended = shape.extend(base, { b: shape.number() });
    expect(extended.parse({ a: 'x', b: 2 })).toEqual({ a: 'x', b: 2 });
    expect(issuesOf(extended, { a: 'x', b: 'y' })).toHaveLength(1);
  });
});

describe("the console's slider", () => {
  it("carries every field of the player's, read alike", () => {
    for (const key of Object.keys(sliderItemSchema.fields)) {
      expect(Object.keys(adminSliderSchema.shape)).toContain(key);
    }
    const ordered = { ...slider, sort_order: 2 };
    expect(adminSliderSchema.parse(ordered)).toEqual(ordered);
    expect(sliderItemSchema.parse(ordered)).toEqual(slider);
    expect(adminSliderSchema.safeParse({ ...ordered, slider_type: 'Hero' }).success).toBe(false);
    expect(issuesOf(sliderItemSchema, { ...slider, slider_type: 'Hero' })).toHaveLength(1);
  });
});
