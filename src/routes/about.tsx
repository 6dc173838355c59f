/** `/about`: a public page, prerendered (src/landing/); a signed-in visitor goes to /dashboard (src/app/landing-route.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { LandingDocument, landingGuard } from '../app/landing-route.tsx';

export const Route = createFileRoute('/about')({
  beforeLoad: landingGuard,
  component: LandingDocument,
});
