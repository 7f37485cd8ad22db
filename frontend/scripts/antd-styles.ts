import postcss from 'postcss';

/**
 * antd components the app does not use, by the class prefix their styles carry. Their rules are
 * left out of the prebuilt antd.css the signed-in app loads (vite.config.ts): 22 % of its 1 MB,
 * which every phone parsed and matched against each element of every page. Also out: what these
 * alone render inside others (a tree in a table's filter, a calendar beside a date picker).
 * To use one of them, take it off this list; scripts/antd-styles.spec.ts fails until then.
 */
export const UNUSED_ANTD_COMPONENTS: Record<string, string> = {
  Anchor: 'anchor', Calendar: 'picker-calendar', Carousel: 'carousel', Cascader: 'cascader', ColorPicker: 'color-picker',
  FloatButton: 'float-btn', Image: 'image', Masonry: 'masonry', Mentions: 'mentions', QRCode: 'qrcode', Rate: 'rate',
  Segmented: 'segmented', Slider: 'slider', Splitter: 'splitter', Timeline: 'timeline', Transfer: 'transfer', Tree: 'tree',
  TreeSelect: 'tree-select', Upload: 'upload', Watermark: 'watermark',
};

const UNUSED_CLASS = new RegExp(`\\.ant-(${Object.values(UNUSED_ANTD_COMPONENTS).join('|')})(?![a-z])`);

/** Whether a selector names a class of one of those components: `.ant-upload`, `.ant-upload-list`, not `.ant-uploadx`. */
export function namesUnusedComponent(selector: string): boolean {
  return UNUSED_CLASS.test(selector);
}

/**
 * The stylesheet without the rules that can only match inside an unused component: a rule goes
 * when every one of its selectors names one of their classes; a rule shared with a used component
 * stays whole. Keyframes stay (motions are shared), and so does every other at-rule that still
 * holds something.
 */
export function withoutUnusedComponents(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const inKeyframes = rule.parent?.type === 'atrule' && (rule.parent as postcss.AtRule).name.endsWith('keyframes');
    if (!inKeyframes && rule.selectors.every(namesUnusedComponent)) rule.remove();
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/** The calls through which an antd component's style module hands its rules to CSS-in-JS. */
const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

interface SyntaxNode { type: string; start: number; end: number }
type Parse = (code: string) => SyntaxNode;

/** Where each `factory(name, rules, …)` call's rules argument stands in the module's text. */
function ruleArguments(node: unknown, found: Array<[number, number]> = []): Array<[number, number]> {
  if (Array.isArray(node)) {
    for (const child of node) ruleArguments(child, found);
  } else if (node && typeof node === 'object') {
    const call = node as SyntaxNode & { callee?: { type: string; name?: string }; arguments?: SyntaxNode[] };
    if (call.type === 'CallExpression' && call.callee?.type === 'Identifier' && STYLE_HOOK_FACTORIES.has(call.callee.name!) && call.arguments!.length >= 2) {
      found.push([call.arguments![1].start, call.arguments![1].end]);
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'start' && key !== 'end') ruleArguments(value, found);
  }
  return found;
}

/**
 * An antd style module (`antd/es/<component>/style/*.js`) without its rule generators. Each
 * `genStyleHooks(name, rules, componentToken, options)` keeps its component token and options
 * (in zero-runtime mode antd still writes the brand's tokens as CSS variables from them) and gets
 * `() => []` for its rules, which zero-runtime mode never calls: antd.css holds them. The bundler
 * then drops the generators, a third of antd's code. Null when the module has no such call.
 */
export function withoutRuleGenerators(code: string, parse: Parse): string | null {
  const cuts = ruleArguments(parse(code)).sort((a, b) => b[0] - a[0]);
  if (cuts.length === 0) return null;
  return cuts.reduce((text, [start, end]) => `${text.slice(0, start)}() => []${text.slice(end)}`, code);
}
