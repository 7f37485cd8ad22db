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
