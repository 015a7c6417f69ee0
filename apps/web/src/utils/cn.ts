export type ClassValue = string | false | null | undefined | 0;

/*
 * A small stand-in for tailwind-merge (8 KB gzip of the first load, issue 14): it knows the utilities this app
 * writes, not all of Tailwind. cn.test.ts checks it against tailwind-merge itself on every pair of classes found
 * in the source, so a class added later that it does not know fails that test rather than a screen.
 */

const TEXT_SIZES = new Set([
  'xs',
  'sm',
  'base',
  'lg',
  'xl',
  '2xl',
  '3xl',
  '4xl',
  '5xl',
  '6xl',
  '7xl',
  '8xl',
  '9xl',
]);
const TEXT_ALIGN = new Set(['left', 'center', 'right', 'justify', 'start', 'end']);
const TEXT_WRAP = new Set(['wrap', 'nowrap', 'balance', 'pretty']);
const FONT_WEIGHTS = new Set([
  'thin',
  'extralight',
  'light',
  'normal',
  'medium',
  'semibold',
  'bold',
  'extrabold',
  'black',
]);
const FONT_FAMILIES = new Set(['sans', 'serif', 'mono']);
const SHADOW_SIZES = new Set(['', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', 'none', 'inner']);
const BORDER_STYLES = new Set(['solid', 'dashed', 'dotted', 'double', 'hidden', 'none']);
const SIDES = ['x', 'y', 't', 'r', 'b', 'l', 's', 'e'];

/** Whole-word utilities and their group. */
const EXACT: Record<string, string> = {};
const word = (group: string, words: string) => {
  for (const w of words.split(' ')) EXACT[w] = group;
};
word(
  'display',
  'block inline-block inline flex inline-flex grid inline-grid hidden contents table flow-root list-item',
);
word('position', 'static fixed absolute relative sticky');
word('visibility', 'visible invisible collapse');
word('sr', 'sr-only not-sr-only');
word('flex-direction', 'flex-row flex-row-reverse flex-col flex-col-reverse');
word('flex-wrap', 'flex-wrap flex-wrap-reverse flex-nowrap');
word('flex', 'flex-1 flex-auto flex-initial flex-none');
word('text-transform', 'uppercase lowercase capitalize normal-case');
word('font-style', 'italic not-italic');
word('text-decoration', 'underline overline line-through no-underline');
word('text-overflow', 'truncate text-ellipsis text-clip');
word('tabular', 'tabular-nums');
word('antialiased', 'antialiased subpixel-antialiased');
word('break', 'break-normal break-words break-all break-keep');
word('table-layout', 'table-auto table-fixed');
word('border-collapse', 'border-collapse border-separate');
word('isolation', 'isolate isolation-auto');
word('grow', 'grow grow-0');
word('shrink', 'shrink shrink-0');

/** Groups a later class of the key's group removes besides its own (tailwind-merge's conflicting groups). */
const OVERRIDES: Record<string, string[]> = {
  'line-clamp': ['display', 'overflow'],
  flex: ['grow', 'shrink', 'basis'],
  overflow: ['overflow-x', 'overflow-y'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  rounded: [
    'rounded-s',
    'rounded-e',
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-ss',
    'rounded-se',
    'rounded-ee',
    'rounded-es',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': SIDES.map((side) => `border-w-${side}`),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': SIDES.map((side) => `border-color-${side}`),
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
};
for (const box of ['p', 'm', 'scroll-p', 'scroll-m']) {
  OVERRIDES[box] = SIDES.map((side) => `${box}${side}`);
  OVERRIDES[`${box}x`] = [`${box}r`, `${box}l`];
  OVERRIDES[`${box}y`] = [`${box}t`, `${box}b`];
}

/** Prefixed utilities, longest first: `max-w-md` is `max-w`, not `m`. */
const PREFIXES = [
  'min-w',
  'min-h',
  'max-w',
  'max-h',
  'w',
  'h',
  'size',
  'inset-x',
  'inset-y',
  'inset',
  'top',
  'right',
  'bottom',
  'left',
  'start',
  'end',
  'z',
  'gap-x',
  'gap-y',
  'gap',
  'space-x',
  'space-y',
  'overflow-x',
  'overflow-y',
  'overflow',
  'whitespace',
  'items',
  'justify-items',
  'justify-self',
  'justify',
  'self',
  'content',
  'place-items',
  'place-content',
  'place-self',
  'order',
  'basis',
  'grow',
  'shrink',
  'grid-cols',
  'grid-rows',
  'col-span',
  'col-start',
  'col-end',
  'row-span',
  'auto-cols',
  'auto-rows',
  'grid-flow',
  'leading',
  'tracking',
  'line-clamp',
  'opacity',
  'cursor',
  'pointer-events',
  'select',
  'resize',
  'aspect',
  'object',
  'animate',
  'duration',
  'delay',
  'ease',
  'origin',
  'scale',
  'rotate',
  'translate-x',
  'translate-y',
  'underline-offset',
  'decoration',
  'accent',
  'caret',
  'fill',
  'stroke',
  'outline-offset',
  'ring-offset',
  'list',
  'align',
  'appearance',
  'touch',
  'snap',
  'will-change',
  'scroll-m',
  'scroll-p',
  'scroll',
  'divide-x',
  'divide-y',
  'divide',
  'backdrop-blur',
  'blur',
  'mix-blend',
  'columns',
  'transition',
  'from',
  'via',
  'to',
];

const NUMERIC = /^(\d+(\.\d+)?|px|full|screen|auto|\[.+\]|\(.+\)|\d+\/\d+)$/;

/** The group of one utility (without its variants), or null when it is not one this knows. */
function groupOf(utility: string): string | null {
  const exact = EXACT[utility];
  if (exact) return exact;
  const box = /^(-?)(scroll-p|scroll-m|p|m)([xytrblse]?)-(.+)$/.exec(utility);
  if (box) return `${box[2]}${box[3]}`;
  const dash = utility.indexOf('-');
  const head = dash < 0 ? utility : utility.slice(0, dash);
  const value = dash < 0 ? '' : utility.slice(dash + 1);
  switch (head) {
    case 'text':
      if (TEXT_SIZES.has(value) || /^\[\d/.test(value)) return 'text-size';
      if (TEXT_ALIGN.has(value)) return 'text-align';
      if (TEXT_WRAP.has(value)) return 'text-wrap';
      return 'text-color';
    case 'font':
      if (FONT_WEIGHTS.has(value)) return 'font-weight';
      if (FONT_FAMILIES.has(value)) return 'font-family';
      return null;
    case 'bg':
      return /^(cover|contain|center|fixed|no-repeat|repeat|clip-.*|origin-.*|none)$/.test(value)
        ? null
        : 'bg-color';
    case 'shadow':
      return SHADOW_SIZES.has(value) ? 'shadow' : 'shadow-color';
    case 'ring':
      return value === '' || value === 'inset' || NUMERIC.test(value) ? 'ring-w' : 'ring-color';
    case 'outline':
      if (value === '' || NUMERIC.test(value)) return 'outline-w';
      if (BORDER_STYLES.has(value)) return 'outline-style';
      return value.startsWith('offset-') ? 'outline-offset' : 'outline-color';
    case 'rounded': {
      const side = /^(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)(-|$)/.exec(value)?.[1];
      return side ? `rounded-${side}` : 'rounded';
    }
    case 'border': {
      if (BORDER_STYLES.has(value)) return 'border-style';
      if (value.startsWith('spacing')) return /^spacing-[xy]-/.test(value) ? value.slice(0, 9) : 'spacing';
      const side = /^([xytrblse])(-|$)/.exec(value)?.[1];
      const rest = side ? value.slice(side.length + 1) : value;
      const kind = rest === '' || NUMERIC.test(rest) ? 'border-w' : 'border-color';
      return side ? `${kind}-${side}` : kind;
    }
  }
  for (const prefix of PREFIXES) {
    if (utility === prefix || utility.startsWith(`${prefix}-`) || utility.startsWith(`-${prefix}-`))
      return prefix;
  }
  return null;
}

/** Where the variants of a class end ('has-[:focus]:p-2' → after 'has-[:focus]'): the last ':' outside brackets. */
function lastVariantColon(name: string): number {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) last = i;
  }
  return last;
}

/**
 * Joins class names and lets later Tailwind classes win over earlier ones, so a `className` passed to a ui
 * component can override its defaults (`cn('bg-white', 'bg-brand-600')` → `bg-brand-600`).
 */
export function cn(...classes: ClassValue[]): string {
  const list = classes.filter(Boolean).join(' ').split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  // Groups already claimed by a later class, per variant prefix ('md:hover:' and '!' included).
  const claimed = new Set<string>();
  for (let i = list.length - 1; i >= 0; i--) {
    const name = list[i]!;
    const colon = lastVariantColon(name);
    const variants = colon < 0 ? '' : name.slice(0, colon + 1);
    let utility = colon < 0 ? name : name.slice(colon + 1);
    const important = utility.startsWith('!') || utility.endsWith('!');
    utility = utility.replace(/^!|!$/g, '');
    const group = groupOf(utility);
    const key = `${variants.split(':').sort().join(':')}${important ? '!' : ''}|`;
    if (group === null) {
      kept.push(name);
      continue;
    }
    if (claimed.has(key + group)) continue;
    kept.push(name);
    claimed.add(key + group);
    for (const overridden of OVERRIDES[group] ?? []) claimed.add(key + overridden);
  }
  return kept.reverse().join(' ');
}
