import type { Request, Response } from 'express';
import type { AuthChecker } from 'type-graphql';

/** What every resolver receives: the request (with its `auth`) and the response (for cookies). */
export interface GraphqlContext {
  req: Request;
  res: Response;
}

/**
 * `@Authorized()` fields answer only with a valid admin session: UNAUTHENTICATED (HTTP 401) without
 * one, FORBIDDEN (403) when it has ended. The session is read once per request however many fields ask.
 */
export const adminAuthChecker: AuthChecker<GraphqlContext> = async ({ context }) => {
  await context.req.auth.requireAdmin();
  return true;
};
