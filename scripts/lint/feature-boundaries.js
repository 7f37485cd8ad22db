// oxlint plugin (ESLint's rule API): the client's folder rule of STYLE.md. A feature
// (frontend/src/features/<name>) imports only itself, shared/ and packages; app/ composes
// features; shared/ imports no feature and not app/. Relative paths are resolved against the
// importing file, so `../../cards/api/x` from another feature is caught however deep it sits.
import { dirname, relative, resolve, sep } from 'node:path';

const SRC = `${sep}frontend${sep}src${sep}`;

/** 'features/<name>', 'shared', 'app' or null (outside the client's src, or a file at its top). */
function areaOf(file) {
  const at = file.lastIndexOf(SRC);
  if (at < 0) return null;
  const [top, name] = file.slice(at + SRC.length).split(sep);
  if (top === 'features' && name) return `features/${name}`;
  return top === 'shared' || top === 'app' ? top : null;
}

function problem(from, to) {
  if (!to || from === to) return null;
  if (from.startsWith('features/') && to.startsWith('features/')) {
    return `${from} imports ${to}: features never import each other; move the shared piece to shared/ or compose them in app/`;
  }
  if (from.startsWith('features/') && to === 'app') return `${from} imports app/: app/ composes features, not the other way round`;
  if (from === 'shared' && to !== 'shared') return `shared/ imports ${to}: shared/ imports no feature and not app/`;
  return null;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'features never import each other; shared/ imports no feature' } },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const from = areaOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      const message = problem(from, areaOf(target));
      if (message) context.report({ node, message: `${message} (${relative(process.cwd(), file)} → ${source})` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { meta: { name: 'bank' }, rules: { 'feature-boundaries': rule } };
