// Registers every element (the provider first, so children find it when they connect), and
// exports what a theme needs at run time. npm users import the rest from the package index.
import './define/shop-product.js';
import './define/shop-price.js';
import './define/variant-picker.js';
import './define/selling-plan-selector.js';
import './define/shop-quantity.js';
import './define/shop-buy-button.js';
import './define/shop-media.js';
// Its code loads when the page has one (a file beside this one).
import './define/shop-stock.js';
// Registered here, their code loaded on first use (a file beside this one): the plan selector and the
// gallery above, the cart elements, the pickup and a gift card's recipient form.
import './define/shop-cart-count.js';
import './define/shop-cart.js';
import './define/shop-pickup.js';
import './define/gift-card-recipient.js';
import './define/shop-volume-pricing.js';

export { ShopProduct } from './elements/shop-product/shop-product.js';
export { ShopPrice } from './elements/shop-price/shop-price.js';
export { VariantPicker } from './elements/variant-picker/variant-picker.js';
export type { ShopStock } from './elements/shop-stock/shop-stock.js';
export type { SellingPlanSelector } from './elements/selling-plan-selector/selling-plan-selector.js';
export type { ShopPickup } from './elements/shop-pickup/shop-pickup.js';
export type { GiftCardRecipient } from './elements/gift-card-recipient/gift-card-recipient.js';
export type { ShopVolumePricing } from './elements/shop-volume-pricing/shop-volume-pricing.js';
export type { ShopQuantity } from './elements/shop-quantity/shop-quantity.js';
export { ShopBuyButton } from './elements/shop-buy-button/shop-buy-button.js';
export type { ShopMedia } from './elements/shop-media/shop-media.js';
export { ProductLoadEvent, VariantChangeEvent, SellingPlanChangeEvent, ProductErrorEvent, CartAddEvent, CartErrorEvent } from './events.js';
export { setStrings } from './i18n/strings.js';
// The cart store's code loads on first use (elements/shared/cart.ts): theme code awaits it. npm users
// import `cartStore` from the package index.
export { cartReady as loadCartStore } from './elements/shared/cart.js';
export { formatMoney } from './core/money.js';
