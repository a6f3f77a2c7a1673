/**
 * What `shop-elements/admin` resolves to in a browser build: the admin client needs the shop's API
 * password, which must never reach a shopper's browser, so importing it there fails at once.
 */
throw new Error(
  'shop-elements/admin is Node only: it needs the shop\'s admin API key and password, which must never be sent to a browser. '
  + 'Use it in Node scripts, the shop-elements CLI or a server; in the page use shop-elements (the storefront elements).',
);
export {};
