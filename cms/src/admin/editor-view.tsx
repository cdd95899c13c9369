import { DefaultTemplate } from '@payloadcms/next/templates';
import { redirect } from 'next/navigation.js';
import type { ReactNode } from 'react';
import type { AdminViewServerProps } from 'payload';

import { isEditorRequest } from '../access/is-editor.js';
import { payloadPool } from '../database/payload-adapter.js';

/**
 * What the editors' own admin views (translation status, merges) share. Payload serves custom
 * views to anyone, so each view sends a visitor who is not an editor to the sign-in first and
 * reads with the postgres adapter's pool (decisions 119 and 122).
 */
export function editorViewPool({ initPageResult }: AdminViewServerProps, viewPath: string) {
  const { req } = initPageResult;
  const { payload } = req;
  const adminRoute = payload.config.routes.admin;
  if (!isEditorRequest(req)) {
    redirect(`${adminRoute}${payload.config.admin.routes.login}?redirect=${encodeURIComponent(`${adminRoute}${viewPath}`)}`);
  }
  const pool = payloadPool(payload);
  if (!pool) throw new Error(`the admin view ${viewPath} needs the postgres adapter's pool`);
  return pool;
}

/** The admin's frame (navigation, header) around an editors' view. */
export function EditorViewTemplate({ view, children }: { view: AdminViewServerProps; children: ReactNode }) {
  const { req, permissions, visibleEntities, locale } = view.initPageResult;
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={view.params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={view.searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      {children}
    </DefaultTemplate>
  );
}
