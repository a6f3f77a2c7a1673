import type { ReactiveController, ReactiveControllerHost } from '@lit/reactive-element';
import { formatMoney, type AmountUnit } from '../../core/money.js';
import { cartStringsFor } from '../../i18n/cart.js';
import { loadStrings, type CartStrings, type UiStrings } from '../../i18n/strings.js';
import { localeOf } from '../shop-product/presentation.js';
import { cartReady, consumeCart } from './cart.js';

/** A cart element's attributes that decide how it shows things. */
export interface CartPresenter extends ReactiveControllerHost, HTMLElement {
  locale: string | null;
  moneyFormat?: string | null;
  amountUnit?: AmountUnit | null;
}

/**
 * What a cart element shows the cart with: the page's cart store (the cart context; the host
 * re-renders on each of its changes, and the cart is read once when the first one connects), the
 * strings of its locale (the given one, else `<html lang>`, else the browser's) with the cart's, and
 * its money in the cart's currency. A locale whose strings are still loading gives no strings yet:
 * the element renders them when they are there, never English first.
 */
export class CartPresence implements ReactiveController {
  #cart;
  #waiting: string | undefined;
  declare private readonly host: CartPresenter;

  constructor(host: CartPresenter) {
    this.host = host;
    this.#cart = consumeCart(host);
    host.addController(this);
  }

  hostConnected(): void {
    // A cart element shows the cart: the store's code comes now (a part of its own), and the cart is read once.
    void cartReady().then((store) => store.ensure(), () => {});
  }

  /** The page's cart store, once connected. */
  get store() {
    return this.#cart.value;
  }

  get locale(): string | undefined {
    return localeOf(this.host);
  }

  /** The strings, or null while the locale's language module loads (the host is updated when it has). */
  strings(): (UiStrings & CartStrings) | null {
    const locale = this.locale;
    const loading = loadStrings(locale);
    if (!loading) return cartStringsFor(locale);
    if (this.#waiting !== locale) {
      this.#waiting = locale;
      void loading.then(() => this.host.requestUpdate());
    }
    return null;
  }

  /** An amount of the cart's currency, as the host's attributes say (locale, `money-format`, `amount-unit`). */
  money(amount: number, currency: string): string {
    return formatMoney(amount, { currency, locale: this.locale, format: this.host.moneyFormat, unit: this.host.amountUnit ?? 'hundredths' });
  }
}
