import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { assistants, type Assistant } from '../lib/assistants';

function AssistantCard({ assistant }: { assistant: Assistant }) {
  const { name, description, icon: Icon, action } = assistant;
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {action ? null : <Badge variant="secondary">Coming Soon</Badge>}
      </div>
      <h3 className="font-semibold">{name}</h3>
      <p className="flex-1 text-sm text-muted-foreground">{description}</p>
      {action ? (
        <Button asChild variant="outline" className="self-start">
          <Link to={action.to}>{action.label}</Link>
        </Button>
      ) : null}
    </article>
  );
}

/** The four assistants of spec part 1 section 1, each with the button that opens its screen. */
export function AssistantCards() {
  return (
    <section aria-labelledby="ai-assistants-heading" className="grid gap-4">
      <h2 id="ai-assistants-heading" className="text-xl font-semibold">
        Your AI Assistants
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {assistants.map((assistant) => (
          <li key={assistant.name}>
            <AssistantCard assistant={assistant} />
          </li>
        ))}
      </ul>
    </section>
  );
}
