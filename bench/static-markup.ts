import { createElement, type ReactNode } from "react";

// A page's server-rendered HTML read back into plain React elements (no components, no hooks,
// no router), for bench/render-cost.ts: rendering them costs what React alone pays to write that
// markup, the floor under any React page of the same size. Reads React's own output only:
// well-formed, attributes in double quotes, raw text only in script and style.

const VOID = new Set(
  "area base br col embed hr img input link meta param source track wbr".split(" "),
);
const RAW_TEXT = new Set(["script", "style"]);
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => ENTITIES[name] ?? "");

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
function styleObject(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of style.split(";")) {
    const colon = rule.indexOf(":");
    if (colon > 0) out[camel(rule.slice(0, colon).trim())] = rule.slice(colon + 1).trim();
  }
  return out;
}

function props(tag: string, attributes: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [, name = "", value] of attributes.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g)) {
    const text = value === undefined ? "" : decodeEntities(value);
    if (name === "class") out.className = text;
    else if (name === "for") out.htmlFor = text;
    else if (name === "style") out.style = styleObject(text);
    // Form fields with a value and no handler are read-only to React; that is what they are here.
    else if (name === "value" && tag === "input") out.defaultValue = text;
    else if (name === "checked") out.defaultChecked = true;
    else if (name === "selected") continue;
    else out[name] = text;
  }
  return out;
}

type Frame = { tag: string; props: Record<string, unknown>; children: ReactNode[] };

/** The elements of an HTML document (from `<html>` on) as one React element. */
export function staticMarkup(html: string): ReactNode {
  const root: Frame = { tag: "", props: {}, children: [] };
  const stack: Frame[] = [root];
  const top = () => stack[stack.length - 1] as Frame;
  const token =
    /<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|<\/([a-zA-Z0-9]+)\s*>|<([a-zA-Z0-9]+)([^>]*?)\/?>|[^<]+/g;
  let key = 0;
  for (let match = token.exec(html); match; match = token.exec(html)) {
    const [text, closing, opening, attributes = ""] = match;
    if (closing) {
      const frame = stack.pop() as Frame;
      const element = createElement(
        frame.tag,
        { ...frame.props, key: key++ },
        ...(frame.children.length > 0 ? frame.children : []),
      );
      top().children.push(element);
    } else if (opening) {
      const tag = opening.toLowerCase();
      const elementProps = props(tag, attributes);
      if (VOID.has(tag)) {
        top().children.push(createElement(tag, { ...elementProps, key: key++ }));
      } else if (RAW_TEXT.has(tag)) {
        const end = html.indexOf(`</${tag}>`, token.lastIndex);
        const body = html.slice(token.lastIndex, end);
        token.lastIndex = end + tag.length + 3;
        top().children.push(
          createElement(tag, {
            ...elementProps,
            key: key++,
            dangerouslySetInnerHTML: { __html: body },
          }),
        );
      } else {
        stack.push({ tag, props: elementProps, children: [] });
      }
    } else if (!text.startsWith("<")) {
      top().children.push(decodeEntities(text));
    }
    // Comments (React's text separators and Suspense marks) and the doctype: React writes its own.
  }
  return root.children.length === 1 ? root.children[0] : root.children;
}

/** How many elements a document has, to put beside its render cost. */
export const elementCount = (html: string) => (html.match(/<[a-zA-Z]/g) ?? []).length;
