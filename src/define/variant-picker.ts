import { VariantPicker } from '../elements/variant-picker/variant-picker.js';

// Guarded so that loading the bundle twice (theme + app block) throws nothing.
if (!customElements.get('variant-picker')) customElements.define('variant-picker', VariantPicker);

declare global {
  interface HTMLElementTagNameMap {
    'variant-picker': VariantPicker;
  }
}
