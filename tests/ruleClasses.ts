/**
 * A browser does not try every CSS rule on every element: it files rules by the classes their selectors end with.
 * jsdom tries every rule of every stylesheet (over a test file Emotion leaves a thousand and more, one stylesheet
 * each), through nwsapi, for each style it computes; that was most of the time a rendering test spent computing styles
 * (tests/setupDom.ts). These are the classes an element must carry for a selector list to match it at all, so that a
 * rule can be passed over without asking nwsapi.
 */

/**
 * For each selector of the list, the classes written in its last compound (`.a.b:hover` in `.x > .a.b:hover`), or
 * null when one of them names none at that level (`div`, `:is(.a, .b)`, `*`) or the text is one this reading does not
 * follow (escapes, quotes): then every element may match, and nwsapi decides.
 */
export const lastCompoundClasses = (selectorList: string): string[][] | null => {
  if (/[\\"']/.test(selectorList)) return null;
  const selectors: string[][] = [];
  let depth = 0;
  let classes: string[] = [];
  // After a combinator, what came before belongs to an ancestor or a sibling, not to the element; spaces before a comma
  // or around a combinator are no combinator of their own.
  let combinator = false;
  for (let i = 0; i < selectorList.length; i += 1) {
    const char = selectorList[i]!;
    if (depth === 0 && /[\s>+~]/.test(char)) {
      combinator = true;
      continue;
    }
    if (depth === 0 && char === ',') {
      if (!classes.length) return null;
      selectors.push(classes);
      classes = [];
      combinator = false;
      continue;
    }
    if (depth === 0 && combinator) {
      classes = [];
      combinator = false;
    }
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (depth === 0 && char === '.') {
      const name = /^[\w-]+/.exec(selectorList.slice(i + 1))?.[0];
      if (!name) return null;
      classes.push(name);
      i += name.length;
    }
  }
  if (!classes.length || depth !== 0) return null;
  selectors.push(classes);
  return selectors;
};

const known = new Map<string, string[][] | null>();
const classSets = new Map<string, Set<string>>();

/**
 * False when no selector of the list can match an element of these classes (its class attribute); true when nwsapi
 * must decide. A style is computed rule after rule for one element, so its attribute is split once.
 */
export const mayMatch = (selectorList: string, classAttribute: string): boolean => {
  let selectors = known.get(selectorList);
  if (selectors === undefined) known.set(selectorList, (selectors = lastCompoundClasses(selectorList)));
  if (!selectors) return true;
  let classes = classSets.get(classAttribute);
  if (!classes) classSets.set(classAttribute, (classes = new Set(classAttribute.split(/\s+/).filter(Boolean))));
  return selectors.some((names) => names.every((name) => classes.has(name)));
};
