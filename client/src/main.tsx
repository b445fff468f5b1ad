import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from './api/queryClient';
import { createApiClient, TRPCProvider } from './api/trpc';
import { createAppRouter } from './router';
import { pageStore } from './state';
import './styles/fonts';
import './styles/app.css';

const queryClient = createQueryClient();
const api = createApiClient();
const router = createAppRouter({ queryClient, api });

// Spec section 2: any open modal closes when a route change starts.
router.subscribe('onBeforeNavigate', () => pageStore.send({ type: 'closeModal' }));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={api} queryClient={queryClient}>
        <RouterProvider router={router} />
      </TRPCProvider>
    </QueryClientProvider>
  </StrictMode>,
);
