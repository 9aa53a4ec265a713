/** The console's router under /admin and its query client. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { isRefusal } from './api/admin-api';
import { consoleRoutes } from './routes';

const CONSOLE_BASENAME = '/admin';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal (4xx) will not heal on a retry; a dropped connection or a 5xx may, once.
        retry: (failures, error) => failures < 1 && !isRefusal(error),
        refetchOnWindowFocus: false,
      },
    },
  });
}

const router = createBrowserRouter(consoleRoutes, { basename: CONSOLE_BASENAME });
const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
