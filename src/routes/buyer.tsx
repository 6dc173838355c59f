/** `/buyer`: a public page, prerendered (src/landing/); a signed-in visitor goes to /dashboard (src/app/landing-route.tsx). */
import { createFileRoute } from '@tanstack/react-router';
import { LandingDocument, landingGuard } from '../app/landing-route.tsx';

export const Route = createFileRoute('/buyer')({
  beforeLoad: landingGuard,
  component: LandingDocument,
});
