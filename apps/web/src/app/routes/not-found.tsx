import { House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function NotFoundRoute() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <title>Page Not Found · Seeker</title>
      <h1 className="text-3xl font-semibold tracking-tight">404 - Page Not Found</h1>
      <p className="max-w-md text-muted-foreground">Oops! The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <Button asChild>
        <Link to="/">
          <House aria-hidden="true" />
          Go Back Dashboard
        </Link>
      </Button>
    </div>
  );
}
