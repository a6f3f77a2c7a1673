// The in-page half of `npm run bench` (served next to dist/shop-elements.js by bench/run.mjs).
// Products are in memory and `fetch` answers at once, so what is timed is our work from the moment
// the data is available: parse, index, render. A product a shop cuts (250 variants or more) is
// completed from its JSON view, whose pages bench/run.mjs's server answers at once. Timing is performance.now(); long tasks come from a
// PerformanceObserver and are attributed to the scenario whose window they fall in.

const products = new Map(); // fixture key -> JSON text
/** Products a shop cuts (completed from the JSON view): their text split around the handle's value. */
const cut = new Map(); // fixture key -> [text before the handle, text after it]
let serial = 0;

const realFetch = window.fetch.bind(window);
/** Every request the page makes, with when it was made (the add's scenario reads it). */
const requests = [];
const json = (body) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));
/** While a cart scenario runs: the cart `/cart.js` and `/cart/change.js` answer (in `/cart.js`'s shape). */
let cart = null;

/** Sets line 0's quantity and the totals of a cart (line prices €18.00 each). */
function setFirst(c, quantity) {
  c.items[0].quantity = quantity;
  for (const item of c.items) item.final_line_price = item.original_line_price = item.quantity * 1800;
  c.item_count = c.items.reduce((n, item) => n + item.quantity, 0);
  c.total_price = c.items_subtotal_price = c.items.reduce((n, item) => n + item.final_line_price, 0);
  return c;
}

/** A cart of `lines` lines, each a product with its title, variant, image on the CDN, rule and properties. */
function cartOf(lines) {
  const items = Array.from({ length: lines }, (_, i) => ({
    key: `${46100000000 + i}:line${i}`, id: 46100000000 + i, variant_id: 46100000000 + i, quantity: 1,
    title: `Enamel Camp Mug ${i + 1} - Sand`, product_title: `Enamel Camp Mug ${i + 1}`, variant_title: 'Sand', handle: null, url: `/products/mug-${i + 1}`,
    image: '/cdn/shop/files/enamel-camp-mug-sand.png', featured_image: { url: '/cdn/shop/files/enamel-camp-mug-sand.png', alt: 'Mug', width: 800, height: 800 },
    properties: { Engraving: `No. ${i + 1}`, _ref: 'x' }, quantity_rule: { min: 1, max: null, increment: 1 },
  }));
  return setFirst({ token: 'bench', currency: 'EUR', items }, 1);
}

window.fetch = (input, init) => {
  const url = new URL(typeof input === 'string' ? input : input.url, location.href);
  requests.push({ path: url.pathname, method: init?.method ?? 'GET', time: performance.now() });
  // The Ajax cart answers at once: what is timed is ours, up to the moment the POST is sent.
  if (url.pathname === '/cart/add.js') return json({ id: 1, quantity: 1, variant_id: 1 });
  if (url.pathname === '/cart/change.js' && cart) return json(setFirst(cart, JSON.parse(init.body).quantity));
  if (url.pathname === '/cart.js' && cart) return json(cart);
  if (url.pathname === '/cart.js') return json({ token: 'bench', item_count: 1, total_price: 100, currency: 'EUR', items: [] });
  const m = /^\/products\/([^/]+?)(?:--[^/]*)?\.js$/.exec(url.pathname);
  if (m && products.has(m[1])) {
    // A cut product answers with the handle asked for: its view's pages are then that card's own URLs.
    const parts = cut.get(m[1]);
    const body = parts ? `${parts[0]}${JSON.stringify(decodeURIComponent(m[0].slice('/products/'.length, -'.js'.length)))}${parts[1]}` : products.get(m[1]);
    return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
  }
  return realFetch(input, init);
};

const longTasks = [];
new window.PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });

const windows = [];
/** Runs `fn`; long tasks count from when it calls `begin()` (after setup and warm-up) to its end. */
async function scenario(name, fn) {
  let start = performance.now();
  const result = await fn(() => (start = performance.now()));
  await new Promise((r) => setTimeout(r, 60)); // let a long task in flight be reported
  const end = performance.now();
  windows.push({ name, start, end });
  const tasks = longTasks.filter((t) => t.start >= start && t.start < end);
  return { ...result, longTasks: tasks.length, maxLongTask: Math.max(0, ...tasks.map((t) => t.duration)) };
}

/**
 * Waits for a card's load (or error), then for every element in it, light or shadow, to finish
 * rendering: its own and its elements' updates, twice (an update can start another).
 */
async function rendered(el) {
  if (el.status === 'loading') {
    await new Promise((resolve, reject) => {
      el.addEventListener('shop-product-load', resolve, { once: true });
      el.addEventListener('shop-product-error', (e) => reject(new Error(e.message)), { once: true });
    });
  }
  for (let pass = 0; pass < 2; pass++) {
    await el.updateComplete;
    await Promise.all([...el.querySelectorAll('*'), ...(el.shadowRoot?.querySelectorAll('*') ?? [])].filter((c) => c.updateComplete).map((c) => c.updateComplete));
  }
}

/** An element of a product's: in its light DOM (the elements' markup), else in its default layout's shadow root. */
const part = (el, selector) => el.querySelector(selector) ?? el.shadowRoot?.querySelector(selector);
/** The price a `<shop-price>` shows: its markup's `.shop-price__price` (light DOM), else its shadow root's part. */
const priceOf = (price) => (price.querySelector('.shop-price__price') ?? price.shadowRoot?.querySelector('[part~="price"]'))?.textContent;
/** Option `o`'s (0-based) radio of `value`: the picker's markup (`shop-option-<product>-<o + 1>`), else its shadow root's (`option-<o>`). */
const radioOf = (picker, o, value) => [...(picker.shadowRoot ?? picker).querySelectorAll('input[type=radio]')]
  .find((x) => x.value === value && (x.name === `option-${o}` || x.name.endsWith(`-${o + 1}`)));

/**
 * `rendered(el)`, then until its product is complete (every page of its JSON view merged) and rendered
 * again. Told, not polled (a poll of every task cost more than the work timed): each page merged is a
 * new state, which the card's elements render; a Lit controller on each hears their updates.
 */
async function completed(el) {
  await rendered(el);
  if (!el.product.complete) {
    const elements = [el, ...el.querySelectorAll('*'), ...(el.shadowRoot?.querySelectorAll('*') ?? [])].filter((c) => c.addController);
    let done;
    const whole = new Promise((resolve) => (done = resolve));
    const controller = { hostUpdated: () => el.product.complete && done() };
    for (const e of elements) e.addController(controller);
    // In case no element rendered the last page (not seen): a slow check as well.
    const check = setInterval(() => el.product.complete && done(), 100);
    await whole;
    clearInterval(check);
    for (const e of elements) e.removeController(controller);
  }
  await rendered(el);
}

/** A card fetching its product, or (inline) carrying it as a JSON script child: zero requests. */
function card(key, inline = false) {
  const json = inline ? `<script type="application/json">${products.get(key).replace(/</g, '\\u003c')}</script>` : '';
  return `<shop-product handle="${key}--${++serial}" currency="EUR" locale="en">${json}</shop-product>`;
}

/** Waits (microtask by microtask, as Lit renders, then frame by frame) until `done()` holds and the elements have rendered. */
async function until(done, ...elements) {
  for (let pass = 0; ; pass++) {
    await Promise.all(elements.map((e) => e.updateComplete));
    if (done()) return;
    if (pass > 20) await new Promise((r) => requestAnimationFrame(r));
  }
}

/** The header's count and the drawer's cart, the cart read and drawn. */
async function drawer(lines) {
  cart = cartOf(lines);
  // The page's one cart store may hold a cart an earlier scenario read (the add's): read this one now.
  const { cartStore } = await import('/shop-elements.js');
  await cartStore().refresh();
  const div = host();
  div.innerHTML = '<shop-cart-count></shop-cart-count><shop-cart></shop-cart>';
  await Promise.all([customElements.whenDefined('shop-cart'), customElements.whenDefined('shop-cart-count')]);
  const [count, el] = div.children;
  const line = () => el.shadowRoot.querySelector('[part~="line"]');
  await until(() => el.shadowRoot?.querySelectorAll('[part~="line"]').length === lines && !!count.shadowRoot?.querySelector('[part="count"]'), el, count);
  return { el, count, line };
}

const host = () => {
  const div = document.createElement('div');
  document.body.append(div);
  return div;
};

window.bench = {
  /** `entries`: [key, url]; `cutKeys`: the keys of products a shop cuts, completed from the JSON view. */
  async load(entries, cutKeys = []) {
    for (const [key, url] of entries) products.set(key, await (await realFetch(url)).text());
    for (const key of cutKeys) {
      const text = products.get(key);
      const at = /"handle":("(?:[^"\\]|\\.)*")/.exec(text);
      cut.set(key, [text.slice(0, at.index + '"handle":'.length), text.slice(at.index + at[0].length)]);
    }
    await customElements.whenDefined('shop-product');
  },

  /**
   * Clicks a value of the first option and times until the price text and picker are updated; a cut
   * product is completed first (every page of its JSON view merged), and past the cut its other
   * options are set (untimed) to its last variant's, so the clicks choose variants of the view's last page.
   */
  optionChange(key, iterations, warmup) {
    return scenario(`option change ${key}`, async (begin) => {
      const div = host();
      div.innerHTML = card(key);
      const el = div.firstElementChild;
      await completed(el);
      const picker = part(el, 'variant-picker');
      const price = part(el, 'shop-price');
      const plans = part(el, 'selling-plan-selector');
      const priceText = () => priceOf(price);
      const values = el.product.options[0].values;
      const option = el.product.options[0].name;
      const inputOf = (o, value) => radioOf(picker, o, value);
      if (cut.has(key) && el.product.variants.length > 250) {
        const last = el.product.variants.at(-1);
        for (let o = 1; o < last.options.length; o++) {
          inputOf(o, last.options[o]).click();
          await Promise.all([price.updateComplete, picker.updateComplete, plans?.updateComplete]);
        }
      }
      const times = [];
      let changed = 0;
      /** Timed clicks whose variant is past the document's 250 (from the JSON view). */
      let pastCut = 0;
      for (let i = 0; i < warmup + iterations; i++) {
        const value = values[(i + 1) % values.length];
        const input = inputOf(0, value);
        const before = priceText();
        const t0 = performance.now();
        input.click();
        await Promise.all([price.updateComplete, picker.updateComplete, plans?.updateComplete]);
        const t1 = performance.now();
        if (el.variant?.options[0] !== value) throw new Error(`${option} ${value} was not selected`);
        if (i === warmup - 1) begin();
        if (i >= warmup) {
          times.push(t1 - t0);
          if (priceText() !== before) changed++;
          if (el.product.variants.indexOf(el.variant) >= 250) pastCut++;
        }
      }
      div.remove();
      return { times, changed, pastCut, variants: el.product.variants.length };
    });
  },

  /**
   * A theme's product block (<shop-media> with media, else none, <shop-price>, <variant-picker>):
   * clicks through the first option's values and times until every element has updated; with
   * media, the main view must show the value's image (its file name has the value in it).
   */
  mediaChange(key, iterations, warmup, withMedia) {
    return scenario(`media change ${key}${withMedia ? '' : ' without media'}`, async (begin) => {
      const div = host();
      div.innerHTML = `<shop-product handle="${key}--${++serial}" currency="EUR" locale="en">${withMedia ? '<shop-media></shop-media>' : ''}<shop-price></shop-price><variant-picker></variant-picker></shop-product>`;
      const el = div.firstElementChild;
      await rendered(el);
      const parts = [...el.children];
      await Promise.all(parts.map((c) => c.updateComplete));
      const [picker, media] = [el.querySelector('variant-picker'), el.querySelector('shop-media')];
      const values = el.product.options[0].values;
      const times = [];
      let swapped = 0;
      for (let i = 0; i < warmup + iterations; i++) {
        const value = values[(i + 1) % values.length];
        const input = radioOf(picker, 0, value);
        const t0 = performance.now();
        input.click();
        await Promise.all(parts.map((c) => c.updateComplete));
        const t1 = performance.now();
        if (i === warmup - 1) begin();
        if (i >= warmup) {
          times.push(t1 - t0);
          if (media?.shadowRoot?.querySelector('[part="viewer"] img')?.src.includes(`-${value.toLowerCase()}.png`)) swapped++;
        }
      }
      div.remove();
      return { times, swapped };
    });
  },

  /**
   * A cut product: times from inserting a card whose document is available (fetch answers at once)
   * until its product is complete, every page of the JSON view fetched from the bench's server (which
   * answers at once) and merged, and the card rendered. Each card has its own handle: its own URLs.
   */
  complete(key, iterations, warmup) {
    return scenario(`complete ${key}`, async (begin) => {
      const times = [];
      let variants = 0;
      for (let i = 0; i < warmup + iterations; i++) {
        const div = host();
        const t0 = performance.now();
        div.innerHTML = card(key);
        const el = div.firstElementChild;
        await completed(el);
        const t1 = performance.now();
        variants = el.product.variants.length;
        if (i >= warmup) times.push(t1 - t0);
        div.remove();
        await new Promise((r) => setTimeout(r, 0));
        if (i === warmup - 1) begin();
      }
      return { times, variants };
    });
  },

  /** Times from inserting cards whose data is available to every card fully rendered. */
  render(keys, cards, iterations, warmup, inline = false) {
    return scenario(`render ${cards}${inline ? ' inline' : ''}`, async (begin) => {
      const times = [];
      for (let i = 0; i < warmup + iterations; i++) {
        const div = host();
        const t0 = performance.now();
        div.innerHTML = Array.from({ length: cards }, (_, c) => card(keys[c % keys.length], inline)).join('');
        await Promise.all([...div.children].map(rendered));
        const t1 = performance.now();
        if (i >= warmup) times.push(t1 - t0);
        div.remove();
        await new Promise((r) => setTimeout(r, 0));
        if (i === warmup - 1) begin();
      }
      return { times };
    });
  },

  /**
   * A theme's product form with `<shop-buy-button ajax>`: times from the form's submit to the
   * moment `POST /cart/add.js` is sent (fetch called), and checks that nothing is fetched between.
   */
  addToCart(key, iterations, warmup) {
    return scenario(`add ${key}`, async (begin) => {
      const div = host();
      div.innerHTML = `<form action="/cart/add">${card(key)}<shop-quantity></shop-quantity><shop-buy-button ajax><button>Add to cart</button></shop-buy-button></form>`;
      const form = div.firstElementChild;
      await rendered(form.querySelector('shop-product'));
      const added = () => new Promise((resolve) => div.addEventListener('shop-cart-add', resolve, { once: true }));
      const times = [];
      for (let i = 0; i < warmup + iterations; i++) {
        const done = added();
        const from = requests.length;
        const t0 = performance.now();
        form.requestSubmit();
        await done;
        const sent = requests.slice(from);
        if (sent[0]?.path !== '/cart/add.js') throw new Error(`add: ${sent[0]?.path ?? 'nothing'} was fetched before POST /cart/add.js`);
        if (i === warmup - 1) begin();
        if (i >= warmup) times.push(sent[0].time - t0);
        await new Promise((r) => setTimeout(r, 0));
      }
      div.remove();
      return { times };
    });
  },

  /**
   * A theme's drawer: `<shop-cart>` with a cart of `lines` lines and the header's `<shop-cart-count>`.
   * Times from a click on line 1's + (or −) to the moment `POST /cart/change.js` is sent (fetch
   * called), checking that nothing is fetched before it; each change is answered and drawn before the next.
   */
  cartChange(lines, iterations, warmup) {
    return scenario(`cart change ${lines}`, async (begin) => {
      const { el, line } = await drawer(lines);
      const times = [];
      for (let i = 0; i < warmup + iterations; i++) {
        const up = cart.items[0].quantity === 1;
        const from = requests.length;
        const t0 = performance.now();
        line().querySelector(up ? '[part~="increase"]' : '[part~="decrease"]').click();
        await until(() => line().getAttribute('aria-busy') === 'false' && line().querySelector('input').value === (up ? '2' : '1'), el);
        const sent = requests.slice(from);
        if (sent[0]?.path !== '/cart/change.js') throw new Error(`cart change: ${sent[0]?.path ?? 'nothing'} was fetched before POST /cart/change.js`);
        if (i === warmup - 1) begin();
        if (i >= warmup) times.push(sent[0].time - t0);
      }
      el.parentElement.remove();
      cart = null;
      return { times };
    });
  },

  /**
   * The same drawer: times from the cart's answer (a new cart, line 1's quantity changed, given to the
   * page's cart store as an app's `shopify:cart:lines-update` gives it: its promise resolving the
   * cart in `/cart.js`'s shape) until every cart element shows it: the count and the line.
   */
  cartAnswer(lines, iterations, warmup) {
    return scenario(`cart answer ${lines}`, async (begin) => {
      const { el, count, line } = await drawer(lines);
      const times = [];
      for (let i = 0; i < warmup + iterations; i++) {
        const quantity = cart.items[0].quantity === 1 ? 2 : 1;
        const answer = JSON.parse(JSON.stringify(setFirst(cart, quantity)));
        let settle;
        const promise = new Promise((resolve) => (settle = resolve));
        document.dispatchEvent(Object.assign(new Event('shopify:cart:lines-update', { bubbles: true }), { action: 'update', context: 'cart', lines: [], promise }));
        await until(() => true, el, count); // the store says it is updating: drawn before the answer comes
        const total = String(lines - 1 + quantity);
        const t0 = performance.now();
        settle({ cart: answer });
        await until(() => count.shadowRoot.querySelector('[part="count"]')?.textContent === total && line().querySelector('input').value === String(quantity), el, count);
        const t1 = performance.now();
        if (i === warmup - 1) begin();
        if (i >= warmup) times.push(t1 - t0);
      }
      el.parentElement.remove();
      cart = null;
      return { times };
    });
  },

  /**
   * One run of the collection page on a fresh page: the 48 cards of bench/collection.mjs inserted at
   * once, ours (`<form><shop-product>` with the product as inline JSON, `<shop-price>`, `<variant-picker>`)
   * or the floor (no library: the same JSON texts parsed, per card a price and a fieldset of labelled
   * radios per option, sold-out values marked, built with DOM calls), until every card is rendered and
   * laid out. Also: when the cards in the viewport were rendered, and the longest task from the insertion on.
   */
  async collection(texts, floor) {
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
    const div = host();
    const done = []; // per card: when it was rendered (ms after t0)
    const t0 = performance.now();
    if (floor) {
      const fmt = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
      const el = (parent, tag, cls) => {
        const e = parent.appendChild(document.createElement(tag));
        if (cls) e.className = cls;
        return e;
      };
      const frag = document.createDocumentFragment();
      for (const text of texts) {
        const p = JSON.parse(text);
        const v = p.variants.find((x) => x.available) ?? p.variants[0];
        const byKey = new Map(p.variants.map((x) => [x.options.join('\u0000'), x]));
        const form = el(frag, 'form');
        const price = el(form, 'div', 'price');
        el(price, 'span', 'amount').textContent = fmt.format(v.price / 100);
        if (v.compare_at_price > v.price) el(price, 's').textContent = fmt.format(v.compare_at_price / 100);
        p.options.forEach((o, i) => {
          const fs = el(form, 'fieldset');
          el(fs, 'legend').textContent = o.name;
          for (const value of new Set(p.variants.map((x) => x.options[i]))) {
            const other = byKey.get(v.options.map((s, j) => (j === i ? value : s)).join('\u0000'));
            const label = el(fs, 'label', other?.available ? '' : 'sold-out');
            const radio = el(label, 'input');
            radio.type = 'radio';
            radio.name = o.name;
            radio.value = value;
            radio.checked = value === v.options[i];
            label.append(other?.available ? value : `${value} (sold out)`);
          }
        });
      }
      div.append(frag);
      void div.offsetHeight; // forced layout, as for ours
      const t = performance.now() - t0;
      for (let c = 0; c < texts.length; c++) done.push(t);
    } else {
      div.innerHTML = texts
        .map((text) => `<form><shop-product currency="USD" locale="en-US"><script type="application/json">${text.replace(/</g, '\\u003c')}</script><shop-price></shop-price><variant-picker></variant-picker></shop-product></form>`)
        .join('');
      const cards = [...div.querySelectorAll('shop-product')];
      await Promise.all(cards.map((card, c) => rendered(card).then(() => (done[c] = performance.now() - t0))));
      void div.offsetHeight;
    }
    const ms = performance.now() - t0;
    await new Promise((r) => setTimeout(r, 60)); // let a long task in flight be reported
    const inView = [...div.querySelectorAll('form')].map((f) => f.getBoundingClientRect().top < window.innerHeight);
    const prices = floor
      ? [...div.querySelectorAll('.price > .amount')].map((e) => e.textContent.trim())
      : [...div.querySelectorAll('shop-price')].map((e) => priceOf(e)?.trim() ?? '');
    const tasks = longTasks.filter((t) => t.start + t.duration > t0); // also the task the insertion runs in
    return {
      ms,
      viewportMs: Math.max(0, ...done.filter((_, c) => inView[c])),
      inView: inView.filter(Boolean).length,
      longest: Math.max(0, ...tasks.map((t) => t.duration)),
      // The tasks after the one the insertion runs in (the parser's and the elements' constructors' work).
      longestAfter: Math.max(0, ...tasks.filter((t) => t.start > t0).map((t) => t.duration)),
      tasks: tasks.map((t) => [Math.round(t.start - t0), Math.round(t.duration)]),
      prices,
      cards: div.querySelectorAll('form').length,
    };
  },

  /**
   * Mounts `cards` cards and resolves when all are rendered, cut products completed (the heap is
   * measured from outside): the number of cards ready with their product complete.
   */
  async mount(keys, cards) {
    const div = host();
    div.innerHTML = Array.from({ length: cards }, (_, c) => card(keys[c % keys.length])).join('');
    await Promise.all([...div.children].map(completed));
    return [...div.children].filter((c) => c.status === 'ready' && c.product.complete).length;
  },
};
window.benchReady = true;
