import { RouterProvider } from 'react-router-dom';
import { Providers } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();

export const App = () => (
  <Providers>
    <RouterProvider router={router} />
  </Providers>
);
