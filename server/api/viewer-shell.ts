import { Router } from "express";
import { loadViewerShell } from "../../app/root-data.server";
import { ctx, requireUser } from "./context";
import { handle } from "./errors";

/**
 * The personal parts of a member's shared page (decision 087): the viewer the top bar and
 * banners show and the inbox dot, in one small request after the page has loaded.
 */
export function viewerShellRouter(): Router {
  const api = Router();
  api.get(
    "/me/shell",
    handle(async (_req, res) => {
      requireUser(res);
      res.setHeader("Cache-Control", "private, no-store");
      return loadViewerShell(ctx(res));
    }),
  );
  return api;
}
