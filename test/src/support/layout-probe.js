/* global document, getComputedStyle, NodeFilter */
// Runs inside the page (the test project has no DOM types): the layout problems of the screen as
// it is now, one line each. See layout-check.ts.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- evaluated as text in the page
(minControl) => {
  const problems = [];
  const doc = document.documentElement;
  const viewport = doc.clientWidth;
  if (doc.scrollWidth > viewport + 1) {
    problems.push(`the page is ${doc.scrollWidth}px wide in a ${viewport}px viewport`);
  }
  const describe = (el) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 4).join('.') : '';
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${text}"`;
  };
  // A box meant to scroll sideways (a wide table, a row of tabs) says so with overflow-x; one
  // that scrolls up and down (a dialog) computes overflow-x: auto too, yet must not need to.
  const scrolls = (el) => /(^|\s)overflow-x-(auto|scroll)(\s|$)/.test(el.getAttribute('class') ?? '');
  const inScroller = (el) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      if (scrolls(p)) return true;
    }
    return false;
  };
  const hiddenForReaders = (el, rect, style) =>
    style.display === 'none' ||
    style.visibility === 'hidden' ||
    rect.width <= 1 ||
    rect.height <= 1 ||
    (style.position === 'absolute' && style.clip !== 'auto' && style.clip !== '') ||
    el.closest('[aria-hidden="true"]') !== null;
  // Boxes whose own content is wider than they are; the tag list has no text box to check.
  const noOverflowCheck = new Set([
    'svg',
    'path',
    'input',
    'textarea',
    'select',
    'option',
    'video',
    'audio',
    'canvas',
    'img',
  ]);
  const spilling = new Map();
  const outside = new Map();

  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (el.closest('svg') && tag !== 'svg') continue;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    if (hiddenForReaders(el, rect, style)) continue;
    if (!noOverflowCheck.has(tag) && !scrolls(el) && !inScroller(el)) {
      const spills = el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0;
      const ellipsis = style.textOverflow === 'ellipsis';
      // A spinning ring's rotated box is motion, not layout.
      const moving = () =>
        Array.from(el.querySelectorAll('*')).some((d) => getComputedStyle(d).animationName !== 'none');
      if (spills && !ellipsis && style.display !== 'inline' && !moving()) {
        const cut = style.overflowX === 'hidden' || style.overflowX === 'clip';
        spilling.set(
          el,
          `${describe(el)} ${cut ? 'cuts off' : 'spills'} its content: ${el.scrollWidth}px in ${el.clientWidth}px`,
        );
      }
      if (rect.right > viewport + 1 || rect.left < -1) {
        outside.set(
          el,
          `${describe(el)} sticks out of the viewport (${Math.round(rect.left)}-${Math.round(rect.right)}px)`,
        );
      }
    }
    const isControl =
      tag === 'button' ||
      tag === 'select' ||
      (tag === 'input' && !['checkbox', 'radio', 'hidden', 'range', 'file'].includes(el.type)) ||
      ['button', 'tab', 'switch'].includes(el.getAttribute('role') ?? '') ||
      (tag === 'a' && style.display.includes('flex') && style.justifyContent === 'center');
    const tickable = tag === 'input' && ['checkbox', 'radio'].includes(el.type);
    if (isControl || tickable) {
      // A small box inside a big enough label (a checkbox with its words) is hit through the label.
      const label = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
      const height = Math.max(rect.height, label?.getBoundingClientRect().height ?? 0);
      if (height + 0.5 < minControl) {
        problems.push(`${describe(el)} is a control ${Math.round(height)}px tall (< ${minControl}px)`);
      }
    }
  }
  // A closed select shows its chosen label on one line and silently cuts what does not fit
  // ("Afrikaans: spoken questions an"): measured with the select's own font, less its padding
  // and, when the browser draws it, the arrow's ~20px.
  const measure = document.createElement('canvas').getContext('2d');
  for (const select of Array.from(document.body.querySelectorAll('select'))) {
    const style = getComputedStyle(select);
    const rect = select.getBoundingClientRect();
    const option = select.selectedOptions[0];
    if (!option || !measure || hiddenForReaders(select, rect, style)) continue;
    measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const needed = measure.measureText(option.text.trim()).width;
    const arrow = style.appearance === 'none' ? 0 : 20;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
    if (needed > room + 1) {
      problems.push(
        `${describe(select).split(' ')[0]} "${option.text.trim().slice(0, 50)}" is cut: ${Math.round(needed)}px of text in ${Math.round(room)}px`,
      );
    }
  }
  // A word broken across lines ("Sa|uti", "question|s", "10|0%"): its box is narrower than the
  // word. Addresses and links may break; so may a word at its hyphen or slash.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const broken = new Set();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('svg, [aria-hidden="true"], input, textarea, select')) continue;
    const style = getComputedStyle(parent);
    if (style.visibility === 'hidden' || parent.getClientRects().length === 0) continue;
    for (const token of node.data.matchAll(/\S+/g)) {
      if (/@|:\/\//.test(token[0]) || token[0].length > 30) continue;
      for (const part of token[0].matchAll(/[\p{L}\p{N}.,%'’]{2,}/gu)) {
        const range = document.createRange();
        const start = token.index + part.index;
        range.setStart(node, start);
        range.setEnd(node, start + part[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top / 4)));
        if (lines.size > 1 && !broken.has(parent)) {
          broken.add(parent);
          problems.push(`${describe(parent)} breaks the word "${part[0]}" across lines`);
        }
      }
    }
  }
  // One line per cause: the innermost box whose content spills (its ancestors spill because of
  // it), and the outermost one that sticks out (its descendants stick out with it).
  for (const [el, problem] of spilling) {
    if (![...spilling.keys()].some((other) => other !== el && el.contains(other))) problems.push(problem);
  }
  for (const [el, problem] of outside) {
    if (!el.parentElement || !outside.has(el.parentElement)) problems.push(problem);
  }
  return problems;
};
