import type { AmountUnit } from '../../src/core/index.js';

export declare const NBSP: string;
export declare const NNBSP: string;

/** [currency, locale, unit, format, amount, expected, label?] */
export type MoneyCase = [string, string, AmountUnit | undefined, string | null | undefined, number, string, string?];

export declare const MONEY_CASES: Record<'intl' | 'units' | 'rounding' | 'placeholders' | 'text' | 'fallback', MoneyCase[]>;
