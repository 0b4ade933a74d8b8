import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

const Page = lazy(() => import(process.env.PAGE_REQUEST));

createRoot(document.getElementById('root')).render(
  createElement(
    QueryClientProvider,
    { client: new QueryClient() },
    createElement(Suspense, { fallback: null }, createElement(Page)),
  ),
);
