import { Heart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type FavoriteButtonProps = { favorite: boolean; jobTitle: string; onToggle: () => void };

/** A heart that says what pressing it does, and whether it is on, to a screen reader. */
export function FavoriteButton({ favorite, jobTitle, onToggle }: FavoriteButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={favorite}
      aria-label={`Favourite ${jobTitle}`}
      title={favorite ? 'Remove from favourites' : 'Add to favourites'}
      onClick={onToggle}
    >
      <Heart aria-hidden="true" className={cn(favorite && 'fill-rose-600 text-rose-600 dark:fill-rose-400 dark:text-rose-400')} />
    </Button>
  );
}
