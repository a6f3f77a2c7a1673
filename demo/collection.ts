/**
 * The collection page: 48 cards as the server rendered them from the theme folder's card snippet
 * (demo/render-collection.ts), each a `<shop-product>` with its JSON inline, its price, picker and a quick add. This adds the switchers and
 * keeps the theme's words and the forms' actions in the page's language; the cards need no script of
 * the theme's.
 */
import { applyLiveSettings, localeRoot, renderToolbar, settings, standardSwitchers, staticNote, updateNavLinks } from './settings.js';
import '../src/all.js';
import { onLanguage, translatePage } from './theme-strings.js';

renderToolbar(document.querySelector<HTMLElement>('#toolbar')!, standardSwitchers());
applyLiveSettings();
updateNavLinks();
const note = staticNote();
if (note) Object.assign(document.querySelector<HTMLElement>('#static-note')!, { textContent: note, hidden: false });

// The theme's words follow the locale switch, and so do the forms: a shop renders a form's action
// under the locale's root (`/de/cart/add`).
onLanguage(() => {
  translatePage();
  for (const form of document.querySelectorAll<HTMLFormElement>('form.shop-product-form')) form.action = `${localeRoot(settings.locale)}cart/add`;
});
