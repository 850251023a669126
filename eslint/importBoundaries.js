// The one-way import flow (README "Where things live") as a lint rule.
//
// Why a local rule and not `no-restricted-imports` or eslint-plugin-import-x's `no-restricted-paths`:
// - `no-restricted-imports` matches the import *string*, not the file it names. Every import here is relative, so
//   the same forbidden file is spelled differently at each depth, and a pattern loose enough to catch all spellings
//   (`**/auth`) also catches innocent ones (`./auth` in providers/i18n/en is the sign-in catalogue, not src/auth).
//   It also ignores `import()`, which is how src/main.tsx loads the two apps.
// - import-x resolves files properly but brings a native resolver (unrs-resolver, per-platform binaries) and ~20
//   packages for one rule.
// This rule resolves each relative specifier against the importing file (no extension guessing is needed: a path
// is inside a layer or not) and checks it against the table in eslint.config.js. Bare specifiers are packages and
// are not its business.
import path from 'node:path';

/** `rel` lies at `area` (a folder or a file without its extension) or inside it. */
const within = (rel, area) => rel === area || rel.startsWith(`${area}/`) || rel.startsWith(`${area}.`);

/** The most specific area containing `rel` (so a sub-area listed in the table wins over its parent), or undefined. */
const areaOf = (rel, areas) => areas.filter((area) => within(rel, area)).sort((a, b) => b.length - a.length)[0];

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the one-way flow between layers; sandbox/ is imported only by tests/ and itself.' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          // area -> the areas it may import from (besides itself). An area not listed here may import any layer.
          layers: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          // area -> the only areas that may import it, whatever `layers` says.
          privateTo: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          // area -> { from: the areas held to it, only: the files (without extension) or folders (their index) they
          // may import in it }: a layer's public face.
          entries: {
            type: 'object',
            additionalProperties: {
              type: 'object',
              properties: { from: { type: 'array', items: { type: 'string' } }, only: { type: 'array', items: { type: 'string' } } },
              required: ['from', 'only'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      layer: '{{from}} may not import {{to}} (imports flow one way: {{allowed}}). See eslint.config.js.',
      private: '{{to}} may be imported only from {{allowed}}; {{from}} is neither.',
      entry: '{{from}} imports {{to}} only through {{allowed}}, not {{target}}.',
    },
  },
  create(context) {
    const { root, layers, privateTo = {}, entries = {} } = context.options[0];
    const layerAreas = Object.keys(layers);
    const privateAreas = Object.keys(privateTo);
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const fromLayer = areaOf(file, layerAreas);
    const fromAny = (areas) => areaOf(file, areas);

    const check = (node, spec = node?.type === 'Literal' ? node.value : undefined) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));

      const privateArea = areaOf(target, privateAreas);
      if (privateArea && !fromAny([privateArea, ...privateTo[privateArea]])) {
        context.report({ node, messageId: 'private', data: { from: file, to: privateArea, allowed: privateTo[privateArea].join(', ') } });
        return;
      }
      if (!fromLayer) return;
      const toLayer = areaOf(target, layerAreas);
      const entry = toLayer !== fromLayer && entries[toLayer];
      if (
        entry &&
        entry.from.some((area) => within(file, area)) &&
        !entry.only.some((door) => target === door || target === `${door}/index`)
      ) {
        context.report({ node, messageId: 'entry', data: { from: fromLayer, to: toLayer, allowed: entry.only.join(', '), target } });
        return;
      }
      // A sub-area with its own entry (providers/contract) stays open to whoever may import its parent; its entry
      // narrows what it imports, and lets a layer that may not import the parent name the sub-area alone.
      if (!toLayer || [fromLayer, ...layers[fromLayer]].some((area) => within(toLayer, area))) return;
      const allowed = layers[fromLayer].length
        ? `${fromLayer} imports only ${layers[fromLayer].join(', ')}`
        : `${fromLayer} imports no other layer`;
      context.report({ node, messageId: 'layer', data: { from: fromLayer, to: toLayer, allowed } });
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // Vite's `import.meta.glob('../x/*.ts')` imports every file it matches: its patterns are imports too.
      CallExpression: (node) => {
        const { callee } = node;
        const isGlob =
          callee.type === 'MemberExpression' &&
          callee.property.type === 'Identifier' &&
          callee.property.name === 'glob' &&
          callee.object.type === 'MetaProperty';
        if (!isGlob || !node.arguments[0]) return;
        const patterns = node.arguments[0].type === 'ArrayExpression' ? node.arguments[0].elements : [node.arguments[0]];
        for (const pattern of patterns) check(pattern, pattern?.type === 'Literal' ? String(pattern.value).replace(/^!/, '') : undefined);
      },
    };
  },
};
