import { define } from '../elements/shared/define.js';
import { VariantPicker } from '../elements/variant-picker/variant-picker.js';

define('variant-picker', VariantPicker);

declare global {
  interface HTMLElementTagNameMap {
    'variant-picker': VariantPicker;
  }
}
