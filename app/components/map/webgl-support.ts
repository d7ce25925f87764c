/**
 * Whether this browser can give MapLibre the WebGL 2 context it needs. Asked before MapLibre
 * is downloaded, so a browser without it does not fetch a few hundred kilobytes it cannot run.
 */
export function supportsWebGL2(): boolean {
  try {
    const canvas = document.createElement("canvas");
    const gl = canvas.getContext("webgl2");
    if (!gl) return false;
    // Hand the context back at once: browsers allow only a few at a time.
    gl.getExtension("WEBGL_lose_context")?.loseContext();
    return true;
  } catch {
    return false;
  }
}
