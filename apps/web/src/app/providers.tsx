import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { queryClient as appQueryClient } from '@/lib/query-client';

/** Everything a screen may rely on: the query cache, tooltip timing and the toast area. */
export function AppProviders({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  /** Tests pass a fresh client so no cached data leaks between them. */
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
