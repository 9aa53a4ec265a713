/** Texts of the stake control. */
import { defineTexts } from './house-language';

export const stakeTexts = defineTexts({
  en: {
    stake: 'Stake',
    less: 'Lower the stake',
    more: 'Raise the stake',
    min: 'Min',
    max: 'Max',
    limits: (min: string, max: string) => `Stakes from ${min} to ${max}`,
  },
  bn: {
    stake: 'স্টেক',
    less: 'স্টেক কমান',
    more: 'স্টেক বাড়ান',
    min: 'সর্বনিম্ন',
    max: 'সর্বোচ্চ',
    limits: (min: string, max: string) => `স্টেক ${min} থেকে ${max}`,
  },
});
