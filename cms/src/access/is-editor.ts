import type { Access, PayloadRequest } from 'payload';

/** Only signed-in accounts of the `editors` collection may change the catalogue. */
export function isEditorRequest(req: Pick<PayloadRequest, 'user'>): boolean {
  return req.user?.collection === 'editors';
}

export const isEditor: Access = ({ req }) => isEditorRequest(req);
