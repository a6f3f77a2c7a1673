// Registers every element. The provider first, so children find it when they connect.
import './define/shop-product.js';
import './define/shop-price.js';
import './define/variant-picker.js';
import './define/selling-plan-selector.js';

export * from './index.js';
