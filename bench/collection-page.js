// The in-page half of the theme collection page's rows of `npm run bench` (bench/run.mjs): a classic script
// run before anything of the page (CDP's Page.addScriptToEvaluateOnNewDocument), so the page itself is the
// theme's as served and nothing here waits for it. Every time is `performance.now()`: ms from navigation
// start (`performance.timeOrigin`). bench/run.mjs sets `window.benchCollection = { click }` first: `click` is
// null, or `{ card, value, price }`: as soon as the shopper can (the first contentful paint reported and
// DOMContentLoaded fired, then the next animation frame), a click on that card's first option's `value` where
// the page shows it (the server's radio, or the element's once the card took over), then, frame by frame, until
// the card's price shows `price` (the first frame whose DOM has it: what is painted next). Long tasks and paints
// come from PerformanceObservers with `buffered`; each card's `shop-product-load` from a capturing listener.
// `window.benchCollection.finished` resolves with the run's figures once the cards in the viewport are rendered
// (and the click answered, or a second later given up), and the page has been quiet for half a second.
(() => {
  const bench = window.benchCollection;
  /** Every long task: [start, duration]. */
  const tasks = [];
  let fcp = null;
  let painted;
  const firstPaint = new Promise((resolve) => (painted = resolve));
  new window.PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new window.PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') painted((fcp = e.startTime));
  }).observe({ type: 'paint', buffered: true });

  let dcl = null;
  const loadedDom = new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve((dcl = performance.now()))));

  /** <shop-product> → when its `shop-product-load` fired (ready and rendered). Capture: heard before any handler of the page. */
  const loaded = new Map();
  let heard = () => {};
  window.addEventListener('shop-product-load', (e) => {
    loaded.set(e.target, performance.now());
    heard();
  }, true);

  const cards = () => [...document.querySelectorAll('.shop-card')];
  const productOf = (card) => card.querySelector('shop-product');
  /** The price text the card shows: the element's once it rendered, else the server's (its slotted fallback). */
  const shownPrice = (card) => {
    const price = card.querySelector('shop-price');
    return (price.shadowRoot?.querySelector('[part~="price"]') ?? price.querySelector('.shop-price__price'))?.textContent.trim() ?? '';
  };
  /** A card's server half (its light DOM: the server's markup): its price text, option radios and the values checked. */
  const serverHalf = (i) => {
    const c = cards()[i];
    const radios = [...c.querySelectorAll('variant-picker input[type="radio"]')];
    return { card: i, price: c.querySelector('.shop-price__price')?.textContent.trim() ?? '', radios: radios.length, checked: radios.filter((r) => r.checked).map((r) => r.value) };
  };
  /** The element under a point, through open shadow roots (a slotted node is its own answer). */
  const deepAt = (x, y) => {
    let el = document.elementFromPoint(x, y);
    while (el?.shadowRoot) {
      const inner = el.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === el) break;
      el = inner;
    }
    return el;
  };
  /** The shown control of a card's first option's value: the element's radio once it rendered, else the server's. */
  const shownValue = (card, value) => {
    const picker = card.querySelector('variant-picker');
    const own = [...(picker.shadowRoot?.querySelectorAll('input[type="radio"]') ?? [])].find((i) => i.value === value && i.name === 'option-0');
    return (own ?? [...picker.querySelectorAll('input[type="radio"]')].find((i) => i.value === value && /-1$/.test(i.name))).closest('label');
  };

  /** Set once the run's figures are being read: the click's watch stops. */
  let settled = false;
  const click = { at: null, answeredAt: null, landedOn: null, value: null };
  if (bench.click) {
    // As soon as the shopper can: the page painted (its first contentful paint reported, so it is on screen)
    // and DOMContentLoaded fired (the elements defined), in the next frame.
    Promise.all([firstPaint, loadedDom]).then(() => requestAnimationFrame(() => {
      // Where a shopper's pointer would be: the middle of the value as shown now. What is there is clicked.
      const card = cards()[bench.click.card];
      const box = shownValue(card, bench.click.value).getBoundingClientRect();
      const target = deepAt(box.left + box.width / 2, box.top + box.height / 2);
      const label = target?.closest('label');
      click.value = label?.querySelector('input')?.value ?? null;
      click.landedOn = label ? (label.getRootNode() === document ? 'server' : 'element') : String(target?.localName);
      // The server's half of the card as it was before the click checked one of its radios.
      click.server = serverHalf(bench.click.card);
      click.at = performance.now();
      target?.click();
      const check = () => {
        if (shownPrice(card) === bench.click.price) {
          click.answeredAt = performance.now();
          heard();
        } else if (!settled) requestAnimationFrame(check);
      };
      check();
    }));
  }

  bench.finished = new Promise((resolve) => {
    window.addEventListener('load', () => {
      const all = cards();
      // The cards in the 1280 × 900 viewport, laid out (the theme's stylesheet is in): any part of the card.
      const inView = all.map((c, i) => [c.getBoundingClientRect(), i]).filter(([r]) => r.top < window.innerHeight && r.bottom > 0).map(([, i]) => i);
      let lostTimer = null;
      const finish = () => {
        if (settled) return;
        settled = true;
        // Let long tasks still running or not yet reported come in; then read.
        setTimeout(() => {
          const end = performance.now();
          const longest = (which) => Math.max(0, ...tasks.filter(which).map(([, d]) => d));
          const clicked = bench.click && all[bench.click.card];
          resolve({
            fcp,
            inView,
            viewportReady: Math.max(...inView.map((i) => loaded.get(productOf(all[i])) ?? Infinity)),
            firstLoad: Math.min(...[...loaded.values()]),
            loadedCards: loaded.size,
            // The server's half of each card in view, as the page got it (light DOM: the server's markup).
            server: inView.map((i) => (i === bench.click?.card && click.server) || serverHalf(i)),
            // What each card in view shows now.
            shown: inView.map((i) => ({ card: i, status: productOf(all[i]).status, price: shownPrice(all[i]) })),
            dcl,
            longest: longest(() => true),
            // Still running at or after the first paint's time (its presentation, which can come after the
            // next task started): every task but the parser's and the first frame's.
            longestAfterFcp: longest(([start, d]) => start + d > (fcp ?? Infinity)),
            // Started after DOMContentLoaded, so after the module's evaluation, which defines the elements and
            // upgrades every card's (deferred scripts run before it): the cards taking over near the viewport.
            longestAfterDcl: longest(([start]) => start >= dcl),
            tasks: tasks.map(([s, d]) => [Math.round(s), Math.round(d)]),
            click: bench.click ? { ...click, takenOverAt: loaded.get(productOf(clicked)) ?? null } : null,
            end,
          });
        }, 500);
      };
      heard = () => {
        if (settled || !inView.every((i) => loaded.has(productOf(all[i])))) return;
        if (!bench.click || click.answeredAt !== null) return finish();
        // Every card in view rendered and the price not the clicked one: give it a second more, then call it lost.
        lostTimer ??= setTimeout(finish, 1000);
      };
      heard();
      // Nothing for 20 s: report what there is (the runner says which cards never rendered).
      setTimeout(() => settled || finish(), 20000);
    });
  });
})();
