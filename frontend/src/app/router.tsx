import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createRoutes } from './routes';

export function AppRouter() {
  // Created once per mount, not per render, so navigation state survives re-renders.
  const [router] = useState(() => createBrowserRouter(createRoutes()));
  return <RouterProvider router={router} />;
}
