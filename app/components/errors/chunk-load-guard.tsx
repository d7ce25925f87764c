import { useContext } from "react";
import { UNSAFE_FrameworkContext } from "react-router";
import { useT } from "~/hooks/use-t";
import buttonStyles from "../ui/button.module.css";
import styles from "./error-page.module.css";

// Not "…-error": that suffix names a field's error message (aria-describedby), and pages and
// tests find a form's errors by it.
export const CHUNK_ERROR_TEMPLATE_ID = "chunk-load-failure-page";
export const CHUNK_RELOAD_KEY = "buurtoogst:chunk-reload";

export const CHUNK_NAVIGATION_KEY = "buurtoogst:chunk-navigation";

/**
 * Spec §2 chunk-load failure, before React runs. When a page's script chunk cannot be fetched
 * during a client navigation, React Router reloads the page the user is leaving. So on
 * `pagehide` a GET navigation still loading is remembered (its target and the page's own
 * address), and a reload of that address within 10 s goes straight on to the target, marked
 * as the retry (decision 059). If a script of the (re)loaded page fails, hydration never
 * happens and the page would sit there dead, so: the first failure of a page not itself a
 * retry reloads once (remembered in sessionStorage, so it cannot loop); a failure after that
 * shows "Oops, we couldn't fetch the page." in place of the page's main content, from the
 * template the server rendered beside it.
 */
const guardScript =
  () => `(function(){var K=${JSON.stringify(CHUNK_RELOAD_KEY)},T=${JSON.stringify(CHUNK_ERROR_TEMPLATE_ID)},done=false;
function get(){try{return Number(sessionStorage.getItem(K))||0}catch(e){return 0}}
function set(v){try{v?sessionStorage.setItem(K,String(v)):sessionStorage.removeItem(K)}catch(e){}}
var N=${JSON.stringify(CHUNK_NAVIGATION_KEY)};
try{var p=JSON.parse(sessionStorage.getItem(N)||"null");sessionStorage.removeItem(N);var nav=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];
if(p&&nav&&nav.type==="reload"&&p.from===location.href&&Date.now()-p.at<10000&&typeof p.to==="string"&&p.to.charAt(0)==="/"&&p.to.charAt(1)!=="/"){done=true;set(Date.now());location.replace(p.to)}}catch(e){}
addEventListener("pagehide",function(){try{var r=window.__reactRouterDataRouter,n=r&&r.state.navigation,l=n&&n.location;
if(n.state==="loading"&&l&&(!n.formMethod||String(n.formMethod).toLowerCase()==="get"))sessionStorage.setItem(N,JSON.stringify({from:location.href,to:l.pathname+l.search+l.hash,at:Date.now()}))}catch(e){}});
function show(){var t=document.getElementById(T);if(!t)return;var m=document.querySelector("main")||document.body;m.replaceChildren(t.content.cloneNode(true));m.className=t.dataset.className||m.className;document.title=t.dataset.title||document.title}
addEventListener("error",function(e){var s=e.target;if(done||!s||s.tagName!=="SCRIPT"||s.type!=="module"||document.documentElement.dataset.hydrated)return;done=true;
var n=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];var reloaded=(n&&n.type==="reload")||Date.now()-get()<60000;
if(!reloaded){set(Date.now());location.reload();return}set(0);if(document.readyState==="loading")addEventListener("DOMContentLoaded",show);else show()},true)})();`;

/**
 * The guard script (first thing in <head>, so it listens before any module script runs) and
 * the error page it shows, as an inert template.
 */
export function ChunkLoadGuardScript() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  // Only the server writes the script: the browser has run it before React starts, and the root
  // never renders again, so hydration keeps the server's inner HTML and the bundle does not
  // carry the script a second time (0.8 KB gzip on every page, decision 090).
  const guard = import.meta.env.SSR ? guardScript() : "";
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of ours, no user data
      dangerouslySetInnerHTML={{ __html: guard }}
    />
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * As an HTML string: React would try to hydrate a template's children, which the browser keeps
 * in `template.content`, not as children.
 */
export function ChunkLoadErrorTemplate() {
  const t = useT();
  const button = `${buttonStyles.button} ${buttonStyles.primary}`;
  const html = `<div class="${styles.content}"><h1>${escapeHtml(t("ChunkLoadError.heading"))}</h1><p>${escapeHtml(t("ChunkLoadError.description"))}</p><a href="/" class="${button}">${escapeHtml(t("ChunkLoadError.toLanding"))}</a></div>`;
  return (
    <template
      id={CHUNK_ERROR_TEMPLATE_ID}
      data-title={t("ChunkLoadError.title")}
      data-class-name={styles.root}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: catalogue texts, escaped above
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
