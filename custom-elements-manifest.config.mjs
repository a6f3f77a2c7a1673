// @custom-elements-manifest/analyzer config: `npm run build` runs `cem analyze --litelement`,
// which picks this file up and writes ./custom-elements.json (named in package.json "customElements").

/** Drops private members (`#x`, `_x`, `private x`) so the manifest only describes the public API. */
function publicApiOnly() {
  const isPrivate = (m) => m.privacy === 'private' || m.name?.startsWith('#') || m.name?.startsWith('_');
  return {
    name: 'shop-elements:public-api-only',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules ?? []) {
        for (const decl of mod.declarations ?? []) {
          const hidden = new Set((decl.members ?? []).filter(isPrivate).map((m) => m.name));
          if (decl.members) decl.members = decl.members.filter((m) => !isPrivate(m));
          // Internal reactive state (`{ state: true }`, private) has no attribute.
          if (decl.attributes) decl.attributes = decl.attributes.filter((a) => !a.fieldName?.startsWith('_') && !hidden.has(a.fieldName));
          // Events are the documented ones (JSDoc @event); the analyzer also guesses names from
          // `new SomeEvent(arg)` calls, which gives wrong entries.
          if (decl.events) decl.events = decl.events.filter((e) => e.name && e.description);
        }
      }
    },
  };
}

export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/**/*.test.ts', 'src/**/*.spec.ts', 'src/**/*.d.ts', 'test/**', 'demo/**', 'bench/**', 'dist/**'],
  outdir: '.',
  litelement: true,
  // Do not let the analyzer rewrite package.json's "customElements" (it is already set).
  packagejson: false,
  dependencies: false,
  plugins: [publicApiOnly()],
};
