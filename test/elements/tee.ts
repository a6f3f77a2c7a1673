/** A three-size tee, M sold out: the product both theme-form tests (the theme's own form, Dawn's) post from. */
export const TEE = {
  id: 7100000000001, title: 'Tee', handle: 'tee', options: [{ name: 'Size', position: 1 }],
  variants: [
    { id: 71001, title: 'S', options: ['S'], price: 1900, compare_at_price: null, available: true },
    { id: 71002, title: 'M', options: ['M'], price: 1900, compare_at_price: null, available: false },
    { id: 71003, title: 'L', options: ['L'], price: 2100, compare_at_price: null, available: true },
  ],
};
