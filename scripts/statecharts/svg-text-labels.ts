/**
 * Mermaid writes every label as HTML inside `<foreignObject>`, which only browsers draw:
 * librsvg, Inkscape and most slide tools show the boxes and arrows without a word. This runs in
 * the page that drew the picture, while the picture is laid out, and replaces each label by SVG
 * `<text>`: one `<tspan>` per line as the browser wrapped it, centred where the browser put it,
 * in the label's font, size and colour, over the label's background when it has one.
 *
 * A line of the label (Mermaid's `<br>`) that the browser wrapped is several tspans with the
 * same `data-line`, each after the first with `data-wrap` (`space` or `word`: wrapped at a space
 * or inside a word), so a reader (svg-edges.ts) joins them back into the line it was.
 *
 * Runs in the browser, on its own: no imports, no helpers outside the function (Playwright sends
 * the function's source to the page).
 */
export function replaceHtmlLabels(svg: SVGSVGElement): number {
  const SVG_NS = 'http://www.w3.org/2000/svg';
  const round = (value: number) => String(Math.round(value * 100) / 100);
  let replaced = 0;
  for (const foreignObject of [...svg.querySelectorAll('foreignObject')]) {
    const box = foreignObject.getBoundingClientRect();
    const width = Number(foreignObject.getAttribute('width') ?? 0);
    const scale = box.width > 0 ? width / box.width : 1;
    // Each visual line: its text, its logical line (between <br>s) and where the browser drew it.
    const lines: { text: string; line: number; left: number; right: number; top: number; bottom: number }[] =
      [];
    let logical = 0;
    let startNewLine = true;
    const walker = document.createTreeWalker(foreignObject, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.ELEMENT_NODE) {
        if ((node as Element).tagName.toLowerCase() === 'br') {
          logical += 1;
          startNewLine = true;
        }
        continue;
      }
      const content = node.textContent ?? '';
      for (let index = 0; index < content.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = [...range.getClientRects()].find((r) => r.width > 0 || r.height > 0);
        if (!rect) continue;
        const current = lines[lines.length - 1];
        const wrapped =
          current !== undefined && rect.top >= current.bottom - (current.bottom - current.top) / 2;
        if (startNewLine || !current || wrapped) {
          lines.push({
            text: content[index],
            line: logical,
            left: rect.left,
            right: rect.right,
            top: rect.top,
            bottom: rect.bottom,
          });
          startNewLine = false;
          continue;
        }
        current.text += content[index];
        current.left = Math.min(current.left, rect.left);
        current.right = Math.max(current.right, rect.right);
        current.top = Math.min(current.top, rect.top);
        current.bottom = Math.max(current.bottom, rect.bottom);
      }
    }
    // A wrapped line goes on after a space (`... and` / `the chosen ...`) or inside a word
    // (`signed-` / `in user`): `data-wrap` tells a reader which, to join the line back.
    const shown = lines
      .map((line, index) => {
        const previous = lines[index - 1];
        const continues = previous !== undefined && previous.line === line.line;
        const wrap = continues
          ? /\s$/.test(previous.text) || /^\s/.test(line.text)
            ? 'space'
            : 'word'
          : undefined;
        return { ...line, text: line.text.trim(), wrap };
      })
      .filter((line) => line.text.length > 0);
    const group = document.createElementNS(SVG_NS, 'g');
    group.setAttribute('class', 'text-label');
    // The first element of the label with a background (edge labels: a grey band under the text).
    const transparent = (color: string) => color === 'transparent' || /^rgba\(.*,\s*0\)$/.test(color);
    const backed = [...foreignObject.querySelectorAll('div, span, p')].find(
      (element) => !transparent(getComputedStyle(element).backgroundColor),
    );
    const backedBox = backed?.getBoundingClientRect();
    if (backed && backedBox && backedBox.width > 0 && backedBox.height > 0) {
      const rect = document.createElementNS(SVG_NS, 'rect');
      rect.setAttribute('x', round((backedBox.left - box.left) * scale));
      rect.setAttribute('y', round((backedBox.top - box.top) * scale));
      rect.setAttribute('width', round(backedBox.width * scale));
      rect.setAttribute('height', round(backedBox.height * scale));
      // Inline, so Mermaid's stylesheet (`.edgeLabel rect { opacity: 0.5 }`) leaves it as the browser showed it.
      rect.setAttribute(
        'style',
        `fill: ${getComputedStyle(backed).backgroundColor}; opacity: 1; stroke: none`,
      );
      group.appendChild(rect);
    }
    if (shown.length > 0) {
      const textElement = document.createElementNS(SVG_NS, 'text');
      const styled = (foreignObject.querySelector('p, span, div') ?? foreignObject) as Element;
      const style = getComputedStyle(styled);
      // In the label's own units, like the positions once scaled: a picture shrunk to fit the page keeps its font.
      const fontSize = Number.parseFloat(style.fontSize);
      textElement.setAttribute('font-family', style.fontFamily);
      textElement.setAttribute('font-size', `${round(fontSize)}px`);
      if (style.fontWeight !== '400' && style.fontWeight !== 'normal') {
        textElement.setAttribute('font-weight', style.fontWeight);
      }
      textElement.setAttribute('fill', style.color);
      textElement.setAttribute('text-anchor', 'middle');
      for (const line of shown) {
        const tspan = document.createElementNS(SVG_NS, 'tspan');
        tspan.setAttribute('x', round(((line.left + line.right) / 2 - box.left) * scale));
        // The baseline: the middle of the line box plus about a third of the font size.
        tspan.setAttribute('y', round(((line.top + line.bottom) / 2 - box.top) * scale + fontSize * 0.35));
        tspan.setAttribute('data-line', String(line.line));
        if (line.wrap) tspan.setAttribute('data-wrap', line.wrap);
        tspan.textContent = line.text;
        textElement.appendChild(tspan);
      }
      group.appendChild(textElement);
    }
    foreignObject.replaceWith(group);
    replaced += 1;
  }
  return replaced;
}
