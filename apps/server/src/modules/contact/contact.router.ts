import { Router } from 'express';
import { requireJson } from '../../http/require-json';
import { ContactService } from './contact.service';

/** POST /api/contact: the SPEC.md section 7 payload, for clients that predate the GraphQL API. */
export function contactRouter(contacts: ContactService): Router {
  const router = Router();
  router.post('/', requireJson, async (req, res) => {
    const stored = await contacts.submitEnquiry(req.body);
    res.status(201).json({
      success: true,
      message: 'Message sent successfully!',
      data: { id: stored.id, createdAt: stored.createdAt.toISOString() },
    });
  });
  return router;
}
