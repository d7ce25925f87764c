import { Router } from "express";
import { z } from "zod";
import {
  availabilityPlanSchema,
  createExceptionSchema,
  exceptionsQuerySchema,
  timeSlotsQuerySchema,
} from "#modules/listings/server";
import { ctx, requireUser } from "./context";
import { handle } from "./errors";

/** Spec §7 availability exceptions query/create/delete and timeslots.query (≤ 90 days). */
export function availabilityRouter(): Router {
  const api = Router();
  api.get(
    "/availability_exceptions/query",
    handle(async (req, res) =>
      ctx(res).services.availability.exceptions(
        requireUser(res),
        exceptionsQuerySchema.parse(req.query),
      ),
    ),
  );
  api.post(
    "/availability_exceptions/create",
    handle(async (req, res) => {
      res.status(201);
      return ctx(res).services.availability.createException(
        requireUser(res),
        createExceptionSchema.parse(req.body),
      );
    }),
  );
  api.post(
    "/availability_exceptions/delete",
    handle(async (req, res) =>
      ctx(res).services.availability.deleteException(
        requireUser(res),
        z.object({ id: z.uuid() }).parse(req.body).id,
      ),
    ),
  );
  api.post(
    "/own_listings/set_availability_plan",
    handle(async (req, res) => {
      const { id, availabilityPlan } = z
        .object({ id: z.uuid(), availabilityPlan: availabilityPlanSchema })
        .parse(req.body);
      await ctx(res).services.availability.setPlan(requireUser(res), id, availabilityPlan);
      return null;
    }),
  );
  api.get(
    "/timeslots/query",
    handle(async (req, res) =>
      ctx(res).services.availability.timeSlots(timeSlotsQuerySchema.parse(req.query)),
    ),
  );
  return api;
}
